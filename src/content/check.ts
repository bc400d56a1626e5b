/**
 * The content check: the pricing and contact files against their schema (schema.ts), the word
 * files against English and their rules (words-check.ts). scripts/build/integration.ts runs it
 * before Vite runs, so `astro build` and `astro dev` stop at broken content; scripts/ci/
 * content-check.ts runs it alone (`npm run check:content`). Each refusal is printed Arabic first,
 * then English, then the file and key (refusal.ts). The loaders (pricing.ts, contact.ts,
 * src/content/words.ts) only read the files, so that the schema library ships in no page's code.
 */
import contact from '#content/contact.json' with { type: 'json' }
import pricing from '#content/pricing.json' with { type: 'json' }
import { arabicDigits } from './place.ts'
import { printed, type Refusal } from './refusal.ts'
import { ContentError, contactSchema, pricingSchema, schemaRefusals } from './schema.ts'
import { WORDS } from './words.ts'
import { checkWords } from './words-check.ts'

/** Every refusal of the content as it is, the settings files first. */
export function contentRefusals(): Refusal[] {
  return [
    ...schemaRefusals(pricingSchema, pricing, 'content/pricing.json'),
    ...schemaRefusals(contactSchema, contact, 'content/contact.json'),
    ...checkWords(WORDS),
  ]
}

const EDITS: Partial<Record<Intl.LDMLPluralRule, (n: string) => string>> = {
  one: () => 'تعديلًا واحدًا',
  two: () => 'تعديلين',
  few: (n) => `${n} تعديلات`,
  many: (n) => `${n} تعديلًا`,
}

/** The first line of a failed check, in both languages: «رفض فحص المحتوى ٣ تعديلات». */
export function refusedHeading(count: number): string {
  const form = EDITS[new Intl.PluralRules('ar').select(count)] ?? ((n) => `${n} تعديل`)
  const en = count === 1 ? 'one edit' : `${count} edits`
  return `رفض فحص المحتوى ${form(arabicDigits(count))} · The content check refused ${en}`
}

/** Throws a ContentError that prints every refusal, when there is one. */
export function checkContent(): void {
  const refusals = contentRefusals()
  if (refusals.length === 0) return
  const error = new ContentError(`${refusedHeading(refusals.length)}\n\n${printed(refusals)}`)
  error.stack = error.message
  throw error
}
