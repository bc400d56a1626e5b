/**
 * Checks every content file against its schema (src/content/schema.ts): scripts/build/integration.ts
 * calls it before Vite runs, so `astro build` and `astro dev` stop at a broken file with its
 * message. The loaders (pricing.ts, contact.ts) only read the files, so that the schema library
 * ships in no page's code.
 */
import contact from '#content/contact.json' with { type: 'json' }
import pricing from '#content/pricing.json' with { type: 'json' }
import { contactSchema, parseContent, pricingSchema } from './schema.ts'

export function checkContent(): void {
  parseContent(pricingSchema, pricing, 'content/pricing.json')
  parseContent(contactSchema, contact, 'content/contact.json')
}
