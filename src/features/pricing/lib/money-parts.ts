/**
 * A price split for display: the amount set large, the currency small, in the order the
 * language writes them ("١٠٠ ج.م" / "EGP 100"). Pure; the text is exactly formatMoney's.
 */
import { formatMoney, formatNumber } from '#src/i18n/format.ts'
import type { Lang } from '#src/i18n/lang.ts'

export interface MoneyParts {
  before: string
  amount: string
  after: string
}

export function moneyParts(lang: Lang, amount: number): MoneyParts {
  const text = formatMoney(lang, amount)
  const digits = formatNumber(lang, amount, { maximumFractionDigits: 0 })
  const at = text.indexOf(digits)
  if (at < 0) return { before: '', amount: text, after: '' }
  return { before: text.slice(0, at), amount: digits, after: text.slice(at + digits.length) }
}
