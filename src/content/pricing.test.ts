/**
 * The owner's tables, written out here and nowhere else: the one test a change of price has to
 * touch (every other test, unit or browser, reads the prices from the data module). An accidental
 * edit of the data fails here.
 */
import { describe, expect, it } from 'vitest'
import { catalogs } from '#src/i18n/catalogs.ts'
import { FEATURES, PER_SUBJECT_PRICE, PERIODS, PLAN_IDS, PLANS, REFUND_DAYS } from './pricing.ts'

const OWNER = {
  perSubject: { monthly: 100, term: 150, yearly: 200 },
  refundDays: 7,
  /** [bundle, price in EGP, highlighted]: the owner's cards. */
  bundles: [
    ['monthly', 100, false],
    ['term', 270, true],
    ['yearly', 400, false],
    ['premium', 750, false],
  ],
  /** The owner's card features: Monthly's, then what each next card adds (a line on a card: here too). */
  baseFeatures: ['adaptiveQuizzes', 'aiSummaries', 'progressTracking', 'appAccess'],
  added: [['voiceTutoring'], ['points'], ['teacherDashboard']],
  /** Our decisions (README, "Open content questions"): the sizes in order, Premium per year. */
  sizes: [
    [1, 'monthly'],
    [3, 'term'],
    [5, 'yearly'],
    ['unlimited', 'yearly'],
  ],
} as const

describe('pricing data', () => {
  it('has the per-subject prices and the refund window of the spec', () => {
    expect(PER_SUBJECT_PRICE).toEqual(OWNER.perSubject)
    expect(REFUND_DAYS).toBe(OWNER.refundDays)
  })

  it('has the four bundle cards of the spec, Term highlighted (and only Term)', () => {
    expect(PLANS.map(({ id, price, highlighted }) => [id, price, highlighted])).toEqual(OWNER.bundles)
  })

  it('lists each card whole: Monthly’s features, then each next card’s own', () => {
    const base: string[] = [...OWNER.baseFeatures]
    expect(PLANS.map((plan) => [...plan.features])).toEqual([
      base,
      ...OWNER.added.map((_, index) => [...base, ...OWNER.added.slice(0, index + 1).flat()]),
    ])
  })

  it('gives each bundle its size and period: 1 a month, 3 a term, 5 a year, unlimited a year', () => {
    expect(PLANS.map((plan) => [plan.subjects, plan.period])).toEqual(OWNER.sizes)
  })

  it.each(['ar', 'en'] as const)('names every feature, plan and period in %s', (lang) => {
    const t = catalogs[lang].pricing
    for (const key of FEATURES) expect(catalogs[lang].glossary.features[key].trim()).not.toBe('')
    for (const id of PLAN_IDS) expect(t.plans.items[id].name.trim()).not.toBe('')
    for (const period of PERIODS) expect(t.periods[period].name.trim()).not.toBe('')
  })
})
