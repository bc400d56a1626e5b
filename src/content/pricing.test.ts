/**
 * The owner's offer, its structure written out here and nowhere else: the four cards in order,
 * what each card lists, each one's size and period. A price, the refund window or the card that
 * stands out is not held here: a change of those is reviewed, not refused (the pull request's
 * summary says what changed, scripts/ci/price-summary.ts, and .github/CODEOWNERS names who
 * approves it); the schema still refuses a broken file (src/content/schema.ts). Every other test,
 * unit or browser, reads the prices from the data module.
 */
import { describe, expect, it } from 'vitest'
import { allWords } from '#src/content/words.ts'
import { FEATURES, PERIODS, PLAN_IDS, PLANS } from './pricing.ts'

const OWNER = {
  /** The owner's cards, in order. */
  bundles: ['monthly', 'term', 'yearly', 'premium'],
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
  it('has the four bundle cards of the spec, in order', () => {
    expect(PLANS.map(({ id }) => id)).toEqual(OWNER.bundles)
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
    const t = allWords(lang).pricing
    for (const key of FEATURES) expect(allWords(lang).glossary.features[key].trim()).not.toBe('')
    for (const id of PLAN_IDS) expect(t.plans.items[id].name.trim()).not.toBe('')
    for (const period of PERIODS) expect(t.periods[period].name.trim()).not.toBe('')
  })
})
