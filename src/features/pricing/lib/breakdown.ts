/**
 * The calculator's words and numbers: pure, no React. "٣ مواد × ١٥٠ ج.م = ٤٥٠ ج.م" in Arabic,
 * "3 subjects × EGP 150 = EGP 450" in English, from the page's copy (given, so that the
 * calculator island's code carries no catalog) and the one formatting module.
 */
import type { Words } from '#src/content/words.ts'
import { fill, formatMoney, plural } from '#src/i18n/format.ts'
import type { Lang } from '#src/i18n/lang.ts'
import type { Quote } from './quote.ts'

/** The calculator's words these need, in the quote's language. */
export type BreakdownWords = Pick<Words['pricing']['calculator'], 'subjects' | 'breakdown'>

/** "مادة واحدة", "مادتان", "٣ مواد" / "1 subject", "3 subjects": also the slider's spoken value. */
export function formatSubjects(lang: Lang, subjects: number, words: BreakdownWords): string {
  return plural(lang, subjects, words.subjects)
}

/** The breakdown line: subjects × price of one subject = total. */
export function formatBreakdown(
  lang: Lang,
  { subjects, perSubject, total }: Quote,
  words: BreakdownWords,
): string {
  return fill(words.breakdown, {
    subjects: formatSubjects(lang, subjects, words),
    price: formatMoney(lang, perSubject),
    total: formatMoney(lang, total),
  })
}
