import { describe, expect, it } from 'vitest'
import { PER_SUBJECT_PRICE, PERIODS, PLANS, type Plan, SUBJECTS } from '#src/content/pricing.ts'
import { coveringBundle, covers } from './covering-bundle.ts'
import { quote } from './quote.ts'

const COUNTS = Array.from({ length: SUBJECTS.max - SUBJECTS.min + 1 }, (_, index) => SUBJECTS.min + index)
const CHOICES = PERIODS.flatMap((period) => COUNTS.map((subjects) => quote(subjects, period)))

describe('coveringBundle, for every one of the calculator’s 30 choices (read from the bundles)', () => {
  it.each(CHOICES)('$subjects subjects, $period (total $total)', (choice) => {
    const named = coveringBundle(choice)
    // What qualifies, worked out here from the definition over the data, independently of the loop.
    const qualifying = PLANS.filter(
      (plan) =>
        plan.period === choice.period &&
        (plan.subjects === 'unlimited' || plan.subjects >= choice.subjects) &&
        plan.price <= choice.total &&
        !(plan.subjects === choice.subjects && plan.price === choice.total),
    )
    if (qualifying.length === 0) {
      expect(named).toBeUndefined()
      return
    }
    expect(named).toBeDefined()
    expect(named?.period).toBe(choice.period)
    expect(covers(named as Plan, choice.subjects)).toBe(true)
    expect(named?.price).toBeLessThanOrEqual(choice.total)
    expect(named?.price).toBe(Math.min(...qualifying.map((plan) => plan.price)))
  })

  it('names a bundle for some choices and none for others (the data gives both cases)', () => {
    const named = CHOICES.filter((choice) => coveringBundle(choice))
    expect(named.length).toBeGreaterThan(0)
    expect(named.length).toBeLessThan(CHOICES.length)
  })
})

describe('coveringBundle follows the data it is given', () => {
  // The choices are the calculator's (at the file's term rate), so a price change moves them alike.
  const RATE = PER_SUBJECT_PRICE.term
  const bundle = (over: Partial<Plan>): Plan => ({
    id: 'term',
    price: 270,
    subjects: 3,
    period: 'term',
    features: [],
    highlighted: false,
    ...over,
  })

  it.each([
    { why: 'an equal price counts', plan: bundle({ price: 2 * RATE }), subjects: 2, expected: true },
    {
      why: 'one pound dearer than the total',
      plan: bundle({ price: 2 * RATE + 1 }),
      subjects: 2,
      expected: false,
    },
    { why: 'too few subjects', plan: bundle({ subjects: 2 }), subjects: 3, expected: false },
    {
      why: 'unlimited covers any count',
      plan: bundle({ subjects: 'unlimited' }),
      subjects: 10,
      expected: true,
    },
    {
      why: 'the same size at the same price is the choice itself',
      plan: bundle({ price: 3 * RATE }),
      subjects: 3,
      expected: false,
    },
    {
      why: 'another period is never compared',
      plan: bundle({ period: 'yearly', price: 1 }),
      subjects: 1,
      expected: false,
    },
  ])('$why', ({ plan, subjects, expected }) => {
    expect(coveringBundle(quote(subjects, 'term'), [plan]) === plan).toBe(expected)
  })

  it('takes the cheapest of several that qualify', () => {
    const dear = bundle({ id: 'yearly', price: 3 * RATE - 10, subjects: 'unlimited' })
    const cheap = bundle({ id: 'premium', price: 3 * RATE - 20, subjects: 4 })
    expect(coveringBundle(quote(3, 'term'), [dear, cheap])).toBe(cheap)
  })
})
