/**
 * How to reach Faheem's support, and where it is: read from content/contact.json, checked against
 * src/content/schema.ts before Vite runs (src/content/check.ts). src/config/site.ts gives it to the
 * pages (footer, privacy notice, JSON-LD).
 */
import file from '#content/contact.json' with { type: 'json' }
import type { Contact } from './schema.ts'

export const contact = file as Contact
