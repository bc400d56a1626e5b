import { describe, expect, it } from 'vitest'
import { formatMoney } from '#src/i18n/format.ts'
import { moneyParts } from './money-parts.ts'

describe('moneyParts', () => {
  it.each([
    // Amounts made up, not our prices (those are in content/pricing.json).
    ['ar', 125, { before: '', amount: '١٢٥', after: '\u00a0ج.م' }],
    ['en', 125, { before: 'EGP\u00a0', amount: '125', after: '' }],
    ['ar', 2500, { before: '', amount: '٢٬٥٠٠', after: '\u00a0ج.م' }],
    ['en', 2500, { before: 'EGP\u00a0', amount: '2,500', after: '' }],
  ] as const)('%s %i', (lang, amount, expected) => {
    const parts = moneyParts(lang, amount)
    expect(parts).toEqual(expected)
    expect(parts.before + parts.amount + parts.after).toBe(formatMoney(lang, amount))
  })
})
