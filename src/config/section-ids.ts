/**
 * Anchor ids that links point to across the site: one place, so no link is dead. Every section of
 * a page has one, so the language switch can keep the section in view (src/document/head-script.ts).
 */
export const SECTION_IDS = {
  main: 'main',
  howItWorks: 'how-it-works',
  features: 'features',
  faq: 'faq',
  insights: 'insights',
  useCases: 'use-cases',
  audiences: 'audiences',
  stats: 'stats',
  /** The footer's "about Faheem" paragraph: on every page, the target of the "About us" link. */
  about: 'about',
} as const
