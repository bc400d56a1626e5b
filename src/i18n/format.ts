/**
 * The one formatting module: digits, money, plurals. Every number a visitor reads goes through
 * here, with explicit locale options: Arabic-Indic digits in Arabic, Western digits in English.
 * Currency text is composed here rather than by Intl's currency style, whose bidi marks and
 * spacing differ between ICU versions (Node and the browser must render the same bytes).
 */
import type { Lang } from './lang.ts'

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

const NUMBER_LOCALE: Record<Lang, string> = {
  ar: 'ar-EG-u-nu-arab',
  en: 'en-US-u-nu-latn',
}

const CURRENCY: Record<Lang, { code: string; pattern: string }> = {
  ar: { code: 'ج.م.', pattern: '{amount} {code}' },
  en: { code: 'EGP', pattern: '{code} {amount}' },
}

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
  return format.format(value)
}

/** An integer without grouping (years, step numbers): 2025 → "٢٠٢٥". */
export function formatInteger(lang: Lang, value: number): string {
  return formatNumber(lang, value, { useGrouping: false, maximumFractionDigits: 0 })
}

/** A whole number of Egyptian pounds: "١٥٠ ج.م." / "EGP 150". */
export function formatMoney(lang: Lang, amount: number): string {
  const { code, pattern } = CURRENCY[lang]
  return pattern
    .replace('{amount}', formatNumber(lang, amount, { maximumFractionDigits: 0 }))
    .replace('{code}', code)
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

/** Fills `{name}` placeholders. Unknown placeholders are left as written, so a test can see them. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
