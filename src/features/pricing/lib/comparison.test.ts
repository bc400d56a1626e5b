import { describe, expect, it } from 'vitest'
import { FEATURES, PLANS, type Plan } from '#src/content/pricing.ts'
import { comparisonRows } from './comparison.ts'

describe('comparisonRows', () => {
  it('has one row per feature some card lists, in the order of FEATURES', () => {
    const listed = FEATURES.filter((feature) => PLANS.some((plan) => plan.features.includes(feature)))
    expect(comparisonRows().map((row) => row.feature)).toEqual(listed)
  })

  it.each(PLANS.map((plan) => [plan.id, plan] as const))(
    'ticks for the %s bundle exactly the features its card lists',
    (id, plan) => {
      const ticked = comparisonRows()
        .filter((row) => row.included[id])
        .map((row) => row.feature)
      expect([...ticked].sort()).toEqual([...plan.features].sort())
    },
  )

  it('leaves out a feature no card lists, and follows any set of bundles', () => {
    const two: Plan[] = [
      {
        id: 'monthly',
        price: 1,
        subjects: 1,
        period: 'monthly',
        features: ['aiSummaries'],
        highlighted: false,
      },
      {
        id: 'premium',
        price: 2,
        subjects: 'unlimited',
        period: 'yearly',
        features: ['aiSummaries', 'points'],
        highlighted: true,
      },
    ]
    expect(comparisonRows(two)).toEqual([
      { feature: 'aiSummaries', included: { monthly: true, premium: true } },
      { feature: 'points', included: { monthly: false, premium: true } },
    ])
  })
})
