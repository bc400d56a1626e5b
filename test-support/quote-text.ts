/**
 * What the calculator's quote must say, with no test runner imported (e2e/pricing-quote.ts for the
 * Playwright specs, e2e-engines/core.test.ts for Firefox and WebKit). The rates come from the data
 * module (src/content/pricing.ts), the one owner of every price; how the figures are
 * written (Arabic-Indic digits, the currency, the plurals) is spelled out here by hand rather than
 * through src/i18n/format.ts, so a formatting slip is seen.
 */
import {
  CALCULATOR_DEFAULTS,
  PER_SUBJECT_PRICE,
  PERIODS,
  type Period,
  SUBJECTS,
} from '../src/content/pricing.ts'
import type { Lang } from '../src/i18n/lang.ts'

export const RATES = PER_SUBJECT_PRICE
export { CALCULATOR_DEFAULTS, PERIODS, type Period, SUBJECTS }

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩'

/** 1500 → "1,500" / "١٬٥٠٠". */
export function digits(lang: Lang, value: number): string {
  const grouped = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  if (lang === 'en') return grouped
  return grouped.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)] ?? digit).replaceAll(',', '٬')
}

export function egp(lang: Lang, amount: number): string {
  return lang === 'ar' ? `${digits('ar', amount)} ج.م` : `EGP ${digits('en', amount)}`
}

export function subjects(lang: Lang, count: number): string {
  if (lang === 'en') return count === 1 ? '1 subject' : `${count} subjects`
  if (count === 1) return 'مادة واحدة'
  if (count === 2) return 'مادتان'
  return `${digits('ar', count)} مواد`
}

export function breakdown(lang: Lang, count: number, period: Period): string {
  return `${subjects(lang, count)} × ${egp(lang, RATES[period])} = ${egp(lang, count * RATES[period])}`
}
