import { describe, expect, it } from 'vitest'
import { formatNumber } from './format.ts'

/** Bidi controls that one ICU version adds and another does not (ALM, LRM, RLM, embeddings, isolates). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * formatNumber writes digits itself (the first Intl.NumberFormat of a page is slow: format.ts):
 * it must write exactly what Intl.NumberFormat writes (without the bidi marks some ICU versions
 * add), for every option the site uses, in both languages.
 */
describe('formatNumber writes what Intl.NumberFormat writes', () => {
  const OPTIONS = [
    {},
    { maximumFractionDigits: 0 },
    { maximumFractionDigits: 1 },
    { minimumFractionDigits: 1 },
    { useGrouping: false, maximumFractionDigits: 0 },
    { useGrouping: false },
  ] as const
  const EDGES = [0, -0, 0.5, 1.005, 2.675, 0.125, 0.045, 99.995, 999.5, 9999.95, 1e6, 1234567.891]
  const FAR = [1e-7, 1e21, 123e25, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]
  const values = [
    ...EDGES,
    ...EDGES.map((value) => -value),
    ...FAR,
    ...Array.from({ length: 400 }, (_, index) => index * 7 - 1200),
    ...Array.from({ length: 1500 }, (_, index) => (index * 1.37) / 8),
    ...Array.from({ length: 400 }, (_, index) => index * 0.005),
    ...Array.from({ length: 300 }, (_, index) => index * 123.456),
    ...Array.from({ length: 200 }, (_, index) => 1 / (index + 1)),
  ]
  const LOCALES = { ar: 'ar-EG-u-nu-arab', en: 'en-US-u-nu-latn' } as const
  it.each(['ar', 'en'] as const)('%s', (lang) => {
    for (const options of OPTIONS) {
      const intl = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2, ...options })
      for (const value of values) {
        const expected = intl.format(value).replace(BIDI_CONTROLS, '')
        expect(formatNumber(lang, value, options), `${value} ${JSON.stringify(options)}`).toBe(expected)
      }
    }
  })
})
