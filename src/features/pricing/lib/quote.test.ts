import { describe, expect, it } from 'vitest'
import { PER_SUBJECT_PRICE, PERIODS, type Period } from '#src/content/pricing.ts'
import { quote } from './quote.ts'

// The rates come from the data module (a price change is reviewed, not held by a test: README,
// "Common changes"): this tests the arithmetic and the bounds, not the prices.
const RATES = PER_SUBJECT_PRICE
const COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

const combinations = (Object.keys(RATES) as Period[]).flatMap((period) =>
  COUNTS.map((subjects) => ({
    subjects,
    period,
    perSubject: RATES[period],
    total: subjects * RATES[period],
  })),
)

describe('quote', () => {
  it('accepts exactly these 30 combinations and no other', () => {
    // Every period the data module offers, and counts well around 1 to 10, tried against quote().
    const periods = [...new Set([...PERIODS, ...Object.keys(RATES), 'weekly'])] as Period[]
    const counts = Array.from({ length: 41 }, (_, index) => index / 2 - 5) // -5, -4.5, … 15
    const accepted = periods.flatMap((period) =>
      counts.flatMap((subjects) => {
        try {
          const { total } = quote(subjects, period)
          return [`${subjects} ${period} ${total}`]
        } catch {
          return []
        }
      }),
    )
    expect(accepted.sort()).toEqual(
      combinations.map(({ subjects, period, total }) => `${subjects} ${period} ${total}`).sort(),
    )
    expect(accepted).toHaveLength(30)
  })

  it.each(combinations)('$subjects subjects, $period → $total', ({ subjects, period, perSubject, total }) => {
    expect(quote(subjects, period)).toEqual({ subjects, period, perSubject, total })
  })

  it.each([
    { subjects: 0, message: /got 0$/ },
    { subjects: 11, message: /got 11$/ },
    { subjects: 2.5, message: /got 2\.5$/ },
    { subjects: Number.NaN, message: /got NaN$/ },
    { subjects: -1, message: /got -1$/ },
    { subjects: Number.POSITIVE_INFINITY, message: /got Infinity$/ },
  ])('rejects $subjects subjects with a RangeError naming it', ({ subjects, message }) => {
    expect(() => quote(subjects, 'monthly')).toThrow(RangeError)
    expect(() => quote(subjects, 'monthly')).toThrow(message)
  })

  it.each(['weekly', '', 'Monthly', 'term '])(
    'rejects the period %j with a RangeError naming it',
    (period) => {
      expect(() => quote(3, period as Period)).toThrow(RangeError)
      expect(() => quote(3, period as Period)).toThrow(`got ${JSON.stringify(period)}`)
    },
  )

  it('rejects a count given as a string', () => {
    expect(() => quote('3' as unknown as number, 'term')).toThrow(RangeError)
  })
})
