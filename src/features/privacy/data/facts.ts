/**
 * The privacy notice's facts that are not words: each is read from where the site keeps it, or
 * checked against it (src/features/privacy/privacy-facts.test.tsx), so the notice and the code
 * cannot drift apart.
 */
import { LANG_STORAGE_KEY, LANGS } from '#src/i18n/lang.ts'

/** The one thing the site stores in a browser: the language switch's choice (src/document/head-script.ts). */
export const STORED = { key: LANG_STORAGE_KEY, values: LANGS } as const

/**
 * An address, and what the access log keeps of it (server/access-log.ts, ADDRESS_RULES). From
 * 203.0.113.0/24, a range set aside for examples: no one's address.
 */
export const LOG_EXAMPLE = { full: '203.0.113.7', kept: '203.0.113.0' } as const

/** How long a deployment keeps the access log (docs/deploy.md, "Logs"; docs/server.md). */
export const LOG_KEPT_DAYS = 14

/** The ids of the notice's sections below its title, so the language switch keeps the place. */
export const NOTICE_SECTIONS = {
  noTracking: 'no-tracking',
  choice: 'language-choice',
  log: 'server-log',
  leaving: 'other-sites',
  app: 'app-data',
} as const
