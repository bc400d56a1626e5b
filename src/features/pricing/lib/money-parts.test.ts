import { describe, expect, it } from 'vitest'
import { formatMoney } from '#src/i18n/format.ts'
import { moneyParts } from './money-parts.ts'

describe('moneyParts', () => {
  it.each([
    ['ar', 270, { before: '', amount: '٢٧٠', after: '\u00a0ج.م.' }],
    ['en', 270, { before: 'EGP\u00a0', amount: '270', after: '' }],
    ['ar', 2000, { before: '', amount: '٢٬٠٠٠', after: '\u00a0ج.م.' }],
    ['en', 750, { before: 'EGP\u00a0', amount: '750', after: '' }],
  ] as const)('%s %i', (lang, amount, expected) => {
    const parts = moneyParts(lang, amount)
    expect(parts).toEqual(expected)
    expect(parts.before + parts.amount + parts.after).toBe(formatMoney(lang, amount))
  })
})
