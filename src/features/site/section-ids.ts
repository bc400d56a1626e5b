/** Anchor ids that links point to across the site: one place, so no link is dead. */
export const SECTION_IDS = {
  main: 'main',
  howItWorks: 'how-it-works',
  features: 'features',
  faq: 'faq',
  /** The footer's "about Faheem" paragraph: on every page, the target of the "About us" link. */
  about: 'about',
} as const
