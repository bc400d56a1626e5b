/**
 * The calculator's words and numbers: pure, no React. "٣ مواد × ١٥٠ ج.م = ٤٥٠ ج.م" in Arabic,
 * "3 subjects × EGP 150 = EGP 450" in English, from the catalogs and the one formatting module.
 */
import { pricingCopy } from '#src/i18n/copy/pricing.ts'
import { fill, formatMoney, plural } from '#src/i18n/format.ts'
import type { Lang } from '#src/i18n/lang.ts'
import type { Quote } from './quote.ts'

/** "مادة واحدة", "مادتان", "٣ مواد" / "1 subject", "3 subjects": also the slider's spoken value. */
export function formatSubjects(lang: Lang, subjects: number): string {
  return plural(lang, subjects, pricingCopy[lang].calculator.subjects)
}

/** The breakdown line: subjects × price of one subject = total. */
export function formatBreakdown(lang: Lang, { subjects, perSubject, total }: Quote): string {
  return fill(pricingCopy[lang].calculator.breakdown, {
    subjects: formatSubjects(lang, subjects),
    price: formatMoney(lang, perSubject),
    total: formatMoney(lang, total),
  })
}
