/**
 * The one formatting module: digits, money, percentages, signed changes, plurals. Every number a
 * visitor reads goes through here, with explicit locale options: Arabic-Indic digits in Arabic,
 * Western digits in English.
 *
 * Currency, percent and sign are composed here rather than by Intl's currency and percent styles
 * or `signDisplay`: those add invisible bidi marks (U+061C, U+200E, U+200F) in some ICU versions
 * and not in others, so the server's HTML and the browser's re-render would differ. No function
 * here returns a bidi control character.
 *
 * Digits are written here too, not by Intl.NumberFormat: a page's first NumberFormat costs the
 * browser 16–30 ms of main thread (ICU's number data; measured in Chromium on this project's
 * machine, about 4× that on a mid-range phone), and it fell inside the hydration task, the longest
 * task after the first paint (docs/performance.md, "Other decisions and their figures").
 * What the site shows is plain digits (Arabic-Indic with the Arabic separators, or Western with
 * commas), rounded half away from zero as Intl does; `src/i18n/format.test.ts` holds `formatNumber`
 * equal to Intl.NumberFormat's output for thousands of values and every option we use. Plural
 * rules stay Intl's (cheap).
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
  ar: { code: 'ج.م', pattern: `{amount}${NO_BREAK_SPACE}{code}` },
  en: { code: 'EGP', pattern: `{code}${NO_BREAK_SPACE}{amount}` },
}

const PERCENT_SIGN: Record<Lang, string> = { ar: '٪', en: '%' }

/** U+2212 MINUS SIGN, the typographic minus. */
const MINUS = '\u2212'

/** Intl output without the bidi controls some ICU versions add (and others do not). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

const pluralRules = new Map<Lang, Intl.PluralRules>()

/** The options of `formatNumber`: Intl.NumberFormat's, limited to what plain digits need. */
export interface DigitOptions {
  minimumFractionDigits?: number
  /** 2 unless said. */
  maximumFractionDigits?: number
  /** Thousands separators (the default), or none. */
  useGrouping?: boolean
}

/** How each language writes digits: its zero (the others follow it) and its two separators. */
const DIGITS: Record<Lang, { zero: number; decimal: string; group: string }> = {
  ar: { zero: 0x0660, decimal: '\u066b', group: '\u066c' },
  en: { zero: 0x30, decimal: '.', group: ',' },
}

/** Adds one to a string of decimal digits: "129" → "130", "99" → "100". */
function incremented(digits: string): string {
  let carry = 1
  let out = ''
  for (let index = digits.length - 1; index >= 0; index--) {
    const digit = Number(digits[index]) + carry
    carry = digit === 10 ? 1 : 0
    out = `${digit % 10}${out}`
  }
  return carry ? `1${out}` : out
}

/**
 * A number in the page's digits: "١٬٢٣٤٫٥" / "1,234.5". Rounded half away from zero from the
 * shortest decimal form of the value (1.005 → 1.01), as Intl.NumberFormat does. Values with no
 * plain decimal form (not finite, beyond 10²¹, below 10⁻⁶) go to Intl.
 */
export function formatNumber(lang: Lang, value: number, options: DigitOptions = {}): string {
  const min = options.minimumFractionDigits ?? 0
  const max = Math.max(options.maximumFractionDigits ?? 2, min)
  const magnitude = Math.abs(value)
  if (!Number.isFinite(value) || magnitude >= 1e21 || (magnitude !== 0 && magnitude < 1e-6)) {
    const format = new Intl.NumberFormat(NUMBER_LOCALE[lang], { ...options, maximumFractionDigits: max })
    return format.format(value).replace(BIDI_CONTROLS, '')
  }
  const [whole = '0', fraction = ''] = String(magnitude).split('.')
  let int = whole
  let frac = fraction
  if (frac.length > max) {
    const kept = `${whole}${frac.slice(0, max)}`
    const rounded = Number(frac[max]) >= 5 ? incremented(kept) : kept
    int = rounded.slice(0, rounded.length - max) || '0'
    frac = rounded.slice(rounded.length - max)
  }
  frac = frac.replace(/0+$/, '').padEnd(min, '0')
  const { zero, decimal, group } = DIGITS[lang]
  if (options.useGrouping !== false) int = int.replace(/\B(?=(\d{3})+$)/g, group)
  const text = frac ? `${int}${decimal}${frac}` : int
  const localized = text.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)))
  return value < 0 || Object.is(value, -0) ? `-${localized}` : localized
}

/** An integer without grouping (years, step numbers): 2025 → "٢٠٢٥". */
export function formatInteger(lang: Lang, value: number): string {
  return formatNumber(lang, value, { useGrouping: false, maximumFractionDigits: 0 })
}

/**
 * A whole number of Egyptian pounds, joined by a no-break space: "١٥٠ ج.م" / "EGP 150" (no final dot: it would collide with a sentence's full stop).
 * A negative amount keeps its minus on the number: "−١٥٠ ج.م" / "EGP −150".
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

function pluralCategory(lang: Lang, count: number): Intl.LDMLPluralRule {
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
