/** The claims of the stats band, as the product owner states them. */
export const STATS = {
  /** More than this many students. */
  students: 1_000_000,
  /** Average user rating. */
  rating: 3.8,
  /** More than this many schools and institutions. */
  institutions: 100,
} as const
