import { describe, expect, it } from 'vitest'
import { PER_SUBJECT_PRICE, PERIODS } from '#src/content/pricing.ts'
import { words as wordsOf } from '#src/content/words.ts'
import { formatMoney } from '#src/i18n/format.ts'
import { formatBreakdown, formatSubjects } from './breakdown.ts'
import { quote } from './quote.ts'

/** The calculator's words in a language, as the island is given them. */
const words = (lang: 'ar' | 'en') => wordsOf('pricing', lang).calculator

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
    expect(formatSubjects('ar', count, words('ar'))).toBe(ar)
    expect(formatSubjects('en', count, words('en'))).toBe(en)
  })
})

describe('formatBreakdown', () => {
  // The amounts are made up (no price of ours is 125): this tests the words and digits, and a
  // price change touches no test (README, "Common changes").
  it.each([
    [3, 'term', 125, '٣ مواد × ١٢٥\u00a0ج.م = ٣٧٥\u00a0ج.م', '3 subjects × EGP\u00a0125 = EGP\u00a0375'],
    [
      1,
      'monthly',
      125,
      'مادة واحدة × ١٢٥\u00a0ج.م = ١٢٥\u00a0ج.م',
      '1 subject × EGP\u00a0125 = EGP\u00a0125',
    ],
    [2, 'yearly', 125, 'مادتان × ١٢٥\u00a0ج.م = ٢٥٠\u00a0ج.م', '2 subjects × EGP\u00a0125 = EGP\u00a0250'],
    [
      10,
      'yearly',
      1250,
      '١٠ مواد × ١٬٢٥٠\u00a0ج.م = ١٢٬٥٠٠\u00a0ج.م',
      '10 subjects × EGP\u00a01,250 = EGP\u00a012,500',
    ],
  ] as const)('%i subjects, %s, at %i a subject', (subjects, period, perSubject, ar, en) => {
    const q = { subjects, period, perSubject, total: subjects * perSubject }
    expect(formatBreakdown('ar', q, words('ar'))).toBe(ar)
    expect(formatBreakdown('en', q, words('en'))).toBe(en)
  })

  it.each(PERIODS)('prices a %s quote at the data module’s rate', (period) => {
    for (let subjects = 1; subjects <= 10; subjects++) {
      const rate = PER_SUBJECT_PRICE[period]
      for (const lang of ['ar', 'en'] as const) {
        expect(formatBreakdown(lang, quote(subjects, period), words(lang))).toBe(
          `${formatSubjects(lang, subjects, words(lang))} × ${formatMoney(lang, rate)} = ${formatMoney(lang, subjects * rate)}`,
        )
      }
    }
  })

  it('writes Arabic with Arabic-Indic digits only', () => {
    for (let subjects = 1; subjects <= 10; subjects++) {
      expect(formatBreakdown('ar', quote(subjects, 'yearly'), words('ar'))).not.toMatch(/[0-9]/)
      expect(formatBreakdown('en', quote(subjects, 'yearly'), words('en'))).not.toMatch(/[٠-٩]/)
    }
  })
})
