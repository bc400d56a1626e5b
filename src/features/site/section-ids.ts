/** Anchor ids that links point to across the site: one place, so no link is dead. */
export const SECTION_IDS = {
  main: 'main',
  howItWorks: 'how-it-works',
  features: 'features',
  faq: 'faq',
} as const
