import { describe, expect, it } from 'vitest'
import { pricingCopy } from '#src/i18n/copy/pricing.ts'
import { formatBreakdown, formatSubjects } from './breakdown.ts'
import { quote } from './quote.ts'

describe('formatSubjects', () => {
  it.each([
    [1, 'مادة واحدة', '1 subject'],
    [2, 'مادتان', '2 subjects'],
    [3, '٣ مواد', '3 subjects'],
    [4, '٤ مواد', '4 subjects'],
    [5, '٥ مواد', '5 subjects'],
    [6, '٦ مواد', '6 subjects'],
    [7, '٧ مواد', '7 subjects'],
    [8, '٨ مواد', '8 subjects'],
    [9, '٩ مواد', '9 subjects'],
    [10, '١٠ مواد', '10 subjects'],
  ])('%i → %s / %s', (count, ar, en) => {
    expect(formatSubjects('ar', count, pricingCopy.ar.calculator)).toBe(ar)
    expect(formatSubjects('en', count, pricingCopy.en.calculator)).toBe(en)
  })
})

describe('formatBreakdown', () => {
  it.each([
    [3, 'term', '٣ مواد × ١٥٠\u00a0ج.م. = ٤٥٠\u00a0ج.م.', '3 subjects × EGP\u00a0150 = EGP\u00a0450'],
    [1, 'monthly', 'مادة واحدة × ١٠٠\u00a0ج.م. = ١٠٠\u00a0ج.م.', '1 subject × EGP\u00a0100 = EGP\u00a0100'],
    [2, 'yearly', 'مادتان × ٢٠٠\u00a0ج.م. = ٤٠٠\u00a0ج.م.', '2 subjects × EGP\u00a0200 = EGP\u00a0400'],
    [7, 'monthly', '٧ مواد × ١٠٠\u00a0ج.م. = ٧٠٠\u00a0ج.م.', '7 subjects × EGP\u00a0100 = EGP\u00a0700'],
    [10, 'term', '١٠ مواد × ١٥٠\u00a0ج.م. = ١٬٥٠٠\u00a0ج.م.', '10 subjects × EGP\u00a0150 = EGP\u00a01,500'],
    [
      10,
      'yearly',
      '١٠ مواد × ٢٠٠\u00a0ج.م. = ٢٬٠٠٠\u00a0ج.م.',
      '10 subjects × EGP\u00a0200 = EGP\u00a02,000',
    ],
  ] as const)('%i subjects, %s', (subjects, period, ar, en) => {
    const q = quote(subjects, period)
    expect(formatBreakdown('ar', q, pricingCopy.ar.calculator)).toBe(ar)
    expect(formatBreakdown('en', q, pricingCopy.en.calculator)).toBe(en)
  })

  it('writes Arabic with Arabic-Indic digits only', () => {
    for (let subjects = 1; subjects <= 10; subjects++) {
      expect(formatBreakdown('ar', quote(subjects, 'yearly'), pricingCopy.ar.calculator)).not.toMatch(/[0-9]/)
      expect(formatBreakdown('en', quote(subjects, 'yearly'), pricingCopy.en.calculator)).not.toMatch(/[٠-٩]/)
    }
  })
})
