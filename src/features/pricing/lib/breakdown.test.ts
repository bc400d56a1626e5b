import { describe, expect, it } from 'vitest'
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
    expect(formatSubjects('ar', count)).toBe(ar)
    expect(formatSubjects('en', count)).toBe(en)
  })
})

describe('formatBreakdown', () => {
  it.each([
    [3, 'term', '٣ مواد × ١٥٠ ج.م. = ٤٥٠ ج.م.', '3 subjects × EGP 150 = EGP 450'],
    [1, 'monthly', 'مادة واحدة × ١٠٠ ج.م. = ١٠٠ ج.م.', '1 subject × EGP 100 = EGP 100'],
    [2, 'yearly', 'مادتان × ٢٠٠ ج.م. = ٤٠٠ ج.م.', '2 subjects × EGP 200 = EGP 400'],
    [7, 'monthly', '٧ مواد × ١٠٠ ج.م. = ٧٠٠ ج.م.', '7 subjects × EGP 100 = EGP 700'],
    [10, 'term', '١٠ مواد × ١٥٠ ج.م. = ١٬٥٠٠ ج.م.', '10 subjects × EGP 150 = EGP 1,500'],
    [10, 'yearly', '١٠ مواد × ٢٠٠ ج.م. = ٢٬٠٠٠ ج.م.', '10 subjects × EGP 200 = EGP 2,000'],
  ] as const)('%i subjects, %s', (subjects, period, ar, en) => {
    const q = quote(subjects, period)
    expect(formatBreakdown('ar', q)).toBe(ar)
    expect(formatBreakdown('en', q)).toBe(en)
  })

  it('writes Arabic with Arabic-Indic digits only', () => {
    for (let subjects = 1; subjects <= 10; subjects++) {
      expect(formatBreakdown('ar', quote(subjects, 'yearly'))).not.toMatch(/[0-9]/)
      expect(formatBreakdown('en', quote(subjects, 'yearly'))).not.toMatch(/[٠-٩]/)
    }
  })
})
