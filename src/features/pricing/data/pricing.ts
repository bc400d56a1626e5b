/**
 * Every price, rate and plan feature of Faheem, in one place (the owner's tables; README, "Common changes").
 * The calculator, the plan cards, the comparison table and the structured data all read from
 * here; the names people read live in the catalogs (a feature's in the glossary,
 * `t.glossary.features[key]`; a bundle's card, `t.pricing.plans.items[id]`). Numbers only: no copy.
 */
import type { Catalog } from '#src/i18n/catalogs.ts'

/** The billing periods, in the order they are offered. */
export const PERIODS = ['monthly', 'term', 'yearly'] as const
export type Period = (typeof PERIODS)[number]

/** The calculator's subject count: whole numbers from 1 to 10, starting at 1. */
export const SUBJECTS = { min: 1, max: 10, step: 1 } as const

/** What the calculator shows before anyone touches it (and what the prerendered page shows). */
export const CALCULATOR_DEFAULTS: { subjects: number; period: Period } = { subjects: 1, period: 'monthly' }

/** Price of one subject for one billing period, in Egyptian pounds. */
export const PER_SUBJECT_PRICE: Record<Period, number> = {
  monthly: 100,
  term: 150,
  yearly: 200,
}

/** Days after purchase within which a subscription is refunded in full (none after). */
export const REFUND_DAYS = 7

/**
 * The bundle features, as keys: each names a glossary feature (`glossary.features`, both
 * catalogs), which the cards and the table show (feature-names.ts); tsc names one missing there.
 */
export const FEATURES = [
  'adaptiveQuizzes',
  'aiSummaries',
  'progressTracking',
  'appAccess',
  'voiceTutoring',
  'points',
  'teacherDashboard',
] as const satisfies ReadonlyArray<keyof Catalog['glossary']['features']>
export type FeatureKey = (typeof FEATURES)[number]

export const PLAN_IDS = ['monthly', 'term', 'yearly', 'premium'] as const
export type PlanId = (typeof PLAN_IDS)[number]

/** How many subjects a bundle covers: a count, or no limit. */
type BundleSize = number | 'unlimited'

export interface Plan {
  id: PlanId
  /** Price of the bundle, in Egyptian pounds, for one `period`. */
  price: number
  /** The subjects it covers (the sizes the owner names: 1, 3, 5, unlimited, in the order of the bundles). */
  subjects: BundleSize
  /** The billing period the price pays for (Premium: per year, as it builds on Yearly). */
  period: Period
  /** Its whole feature list, in the order the card shows it. */
  features: readonly FeatureKey[]
  /** The bundle we recommend (one only): its card stands out. */
  highlighted: boolean
}

const MONTHLY: readonly FeatureKey[] = ['adaptiveQuizzes', 'aiSummaries', 'progressTracking', 'appAccess']
const TERM: readonly FeatureKey[] = [...MONTHLY, 'voiceTutoring']
const YEARLY: readonly FeatureKey[] = [...TERM, 'points']
const PREMIUM: readonly FeatureKey[] = [...YEARLY, 'teacherDashboard']

/**
 * The four bundles: the offer. The cards, the comparison table (lib/comparison.ts) and the
 * structured data all read them; pricing.test.ts holds the owner's table they must match.
 * Sizes and Premium's period are our decisions (README, "Open content questions").
 */
export const PLANS: readonly Plan[] = [
  { id: 'monthly', price: 100, subjects: 1, period: 'monthly', features: MONTHLY, highlighted: false },
  { id: 'term', price: 270, subjects: 3, period: 'term', features: TERM, highlighted: true },
  { id: 'yearly', price: 400, subjects: 5, period: 'yearly', features: YEARLY, highlighted: false },
  {
    id: 'premium',
    price: 750,
    subjects: 'unlimited',
    period: 'yearly',
    features: PREMIUM,
    highlighted: false,
  },
]

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value)
}
