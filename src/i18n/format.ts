/**
 * The one formatting module: digits, money, percentages, signed changes, plurals. Every number a
 * visitor reads goes through here, with explicit locale options: Arabic-Indic digits in Arabic,
 * Western digits in English.
 *
 * Currency, percent and sign are composed here rather than by Intl's currency and percent styles
 * or `signDisplay`: those add invisible bidi marks (U+061C, U+200E, U+200F) in some ICU versions
 * and not in others, so the server's HTML and the browser's re-render would differ. Only plain
 * digits come from Intl; no function here returns a bidi control character.
 *
 * Money never wraps: a no-break space (U+00A0) joins the amount and the currency in both
 * languages. A change is "+12", "−5" (a true minus, U+2212) or "0": never "+-5" nor "+0".
 */
import type { Lang } from './lang.ts'

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

const NUMBER_LOCALE: Record<Lang, string> = {
  ar: 'ar-EG-u-nu-arab',
  en: 'en-US-u-nu-latn',
}

/** U+00A0: keeps an amount and its currency on one line. */
export const NO_BREAK_SPACE = '\u00a0'

const CURRENCY: Record<Lang, { code: string; pattern: string }> = {
  ar: { code: 'ج.م.', pattern: `{amount}${NO_BREAK_SPACE}{code}` },
  en: { code: 'EGP', pattern: `{code}${NO_BREAK_SPACE}{amount}` },
}

const PERCENT_SIGN: Record<Lang, string> = { ar: '٪', en: '%' }

/** U+2212 MINUS SIGN, the typographic minus. */
const MINUS = '\u2212'

/** Intl output without the bidi controls some ICU versions add (and others do not). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<Lang, Intl.PluralRules>()

export function numberLocale(lang: Lang): string {
  return NUMBER_LOCALE[lang]
}

export function formatNumber(lang: Lang, value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = `${lang}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits: 2, ...options })
    numberFormats.set(key, format)
  }
  return format.format(value).replace(BIDI_CONTROLS, '')
}

/** An integer without grouping (years, step numbers): 2025 → "٢٠٢٥". */
export function formatInteger(lang: Lang, value: number): string {
  return formatNumber(lang, value, { useGrouping: false, maximumFractionDigits: 0 })
}

/**
 * A whole number of Egyptian pounds, joined by a no-break space: "١٥٠ ج.م." / "EGP 150".
 * A negative amount keeps its minus on the number: "−١٥٠ ج.م." / "EGP −150".
 */
export function formatMoney(lang: Lang, amount: number): string {
  const { code, pattern } = CURRENCY[lang]
  const digits = formatNumber(lang, Math.abs(amount), { maximumFractionDigits: 0 })
  const signed = amount < 0 && digits !== formatNumber(lang, 0) ? `${MINUS}${digits}` : digits
  return pattern.replace('{amount}', signed).replace('{code}', code)
}

/** A share as a percentage, from a fraction: 0.35 → "٣٥٪" / "35%". Same bytes on server and browser. */
export function formatPercent(lang: Lang, fraction: number): string {
  const digits = formatNumber(lang, Math.abs(fraction) * 100, { maximumFractionDigits: 1 })
  const sign = fraction < 0 && digits !== formatNumber(lang, 0) ? MINUS : ''
  return `${sign}${digits}${PERCENT_SIGN[lang]}`
}

/** "+" for a gain, "−" for a loss, nothing for no change (or one that rounds to zero). */
function signOf(lang: Lang, value: number, digits: string): string {
  if (digits === formatNumber(lang, 0)) return ''
  return value > 0 ? '+' : value < 0 ? MINUS : ''
}

/** A change with its sign: 12 → "+١٢" / "+12", −5 → "−٥" / "−5", 0 → "٠" / "0". */
export function formatChange(lang: Lang, value: number): string {
  const digits = formatNumber(lang, Math.abs(value))
  return `${signOf(lang, value, digits)}${digits}`
}

/** A change in percent with its sign, from a fraction: 0.12 → "+١٢٪" / "+12%", 0 → "٠٪" / "0%". */
export function formatPercentChange(lang: Lang, fraction: number): string {
  const percent = formatPercent(lang, Math.abs(fraction))
  const digits = formatNumber(lang, Math.abs(fraction) * 100, { maximumFractionDigits: 1 })
  return `${signOf(lang, fraction, digits)}${percent}`
}

export function currencyCode(lang: Lang): string {
  return CURRENCY[lang].code
}

export function pluralCategory(lang: Lang, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang)
  if (!rules) {
    rules = new Intl.PluralRules(lang)
    pluralRules.set(lang, rules)
  }
  return rules.select(count)
}

/** Picks the plural form for `count` and fills `{count}` with the localised number. */
export function plural(lang: Lang, count: number, forms: PluralForms): string {
  const form = forms[pluralCategory(lang, count)] ?? forms.other
  return form.replace('{count}', formatNumber(lang, count))
}

/**
 * A counted change with its sign in front: 12 → "+١٢ درجة" / "+12 points", −1 → "−درجة واحدة" /
 * "−1 point", 0 → the zero form ("لا تغيير") or "0 points". The forms carry no sign of their own.
 */
export function pluralChange(lang: Lang, change: number, forms: PluralForms): string {
  const size = Math.abs(change)
  const sign = signOf(lang, change, formatNumber(lang, size))
  const text = plural(lang, size, forms)
  return sign === '' || (size === 0 && forms.zero) ? text : `${sign}${text}`
}

/** Fills `{name}` placeholders. Unknown placeholders are left as written, so a test can see them. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/** A share given in percent (35 for 35%), in the page's digits: "35%" / "٣٥٪". */
export function formatShare(lang: Lang, percent: number): string {
  return formatPercent(lang, percent / 100)
}

/**
 * Localises each digit of a phone number for display; the tel: link keeps the real number.
 * Arabic-Indic digit groups separated by spaces would be reordered right-to-left even inside
 * an LTR isolate (they are "Arabic numbers" to the bidi algorithm), so each group after a space
 * starts with a left-to-right mark.
 */
export function displayPhone(lang: Lang, phone: string): string {
  const digits = phone.replace(/\d/g, (digit) => formatNumber(lang, Number(digit)))
  return lang === 'ar' ? digits.replaceAll(' ', ' \u200e') : digits
}
