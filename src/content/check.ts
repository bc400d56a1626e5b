/**
 * Checks every content file: the pricing and contact files against their schema (schema.ts), the
 * word files against each other and their rules (words-check.ts). scripts/build/integration.ts
 * calls it before Vite runs, so `astro build` and `astro dev` stop at a broken file with one line
 * per problem, naming the file and the key. The loaders (pricing.ts, contact.ts,
 * src/i18n/words.ts) only read the files, so that the schema library ships in no page's code.
 */
import contact from '#content/contact.json' with { type: 'json' }
import pricing from '#content/pricing.json' with { type: 'json' }
import { WORDS } from '#src/i18n/words.ts'
import { ContentError, contactSchema, parseContent, pricingSchema } from './schema.ts'
import { checkWords } from './words-check.ts'

export function checkContent(): void {
  parseContent(pricingSchema, pricing, 'content/pricing.json')
  parseContent(contactSchema, contact, 'content/contact.json')
  const problems = checkWords(WORDS)
  if (problems.length === 0) return
  const error = new ContentError(problems.join('\n'))
  error.stack = error.message
  throw error
}
