import { describe, expect, it } from 'vitest'
import { catalogs } from '#src/i18n/catalogs.ts'
import { COMPARISON, FEATURES, PER_SUBJECT_PRICE, PERIODS, PLAN_IDS, PLANS } from './pricing.ts'

// The owner's tables, written out here so an accidental edit of the data fails.
describe('pricing data', () => {
  it('has the per-subject prices of the spec', () => {
    expect(PER_SUBJECT_PRICE).toEqual({ monthly: 100, term: 150, yearly: 200 })
  })

  it('has the four bundle cards of the spec, Term highlighted', () => {
    expect(PLANS.map(({ id, price, highlighted }) => [id, price, highlighted])).toEqual([
      ['monthly', 100, false],
      ['term', 270, true],
      ['yearly', 400, false],
      ['premium', 750, false],
    ])
    const base = ['adaptiveQuizzes', 'aiSummaries', 'progressTracking', 'appAccess']
    expect(PLANS.map((plan) => [...plan.features])).toEqual([
      base,
      [...base, 'voiceTutoring'],
      [...base, 'voiceTutoring', 'points'],
      [...base, 'voiceTutoring', 'points', 'teacherDashboard'],
    ])
  })

  it('has the comparison rows of the spec', () => {
    expect(COMPARISON.map((row) => [row.feature, row.monthly, row.term, row.yearly])).toEqual([
      ['adaptiveQuizzes', true, true, true],
      ['aiSummaries', true, true, true],
      ['progressTracking', true, true, true],
      ['voiceTutoring', false, true, true],
      ['points', false, true, true],
      ['teacherDashboard', false, false, true],
    ])
  })

  it.each(['ar', 'en'] as const)('names every feature, plan and period in %s', (lang) => {
    const t = catalogs[lang].pricing
    for (const key of FEATURES) expect(t.features[key].trim()).not.toBe('')
    for (const id of PLAN_IDS) expect(t.plans.items[id].name.trim()).not.toBe('')
    for (const period of PERIODS) expect(t.periods[period].name.trim()).not.toBe('')
  })
})
