/**
 * Every price, rate and plan feature of Faheem, in one place (the owner's tables; docs/architecture.md, "Change a price").
 * The calculator, the plan cards, the comparison table and the structured data all read from
 * here; the names people read live in the catalogs (`t.pricing.features[key]`, `t.pricing.plans[id]`).
 * Numbers only: no copy.
 */

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

/**
 * The bundle sizes the owner's copy names: 1, 3 and 5 subjects, and unlimited.
 * Named on the pricing page without a price: the owner gave none per size.
 */
export const BUNDLE_SIZES = [1, 3, 5, 'unlimited'] as const

/** Days after purchase within which a subscription is refunded in full (none after). */
export const REFUND_DAYS = 7

/** The bundle features, as keys; their names are in the catalogs. */
export const FEATURES = [
  'adaptiveQuizzes',
  'aiSummaries',
  'progressTracking',
  'appAccess',
  'voiceTutoring',
  'points',
  'teacherDashboard',
] as const
export type FeatureKey = (typeof FEATURES)[number]

export const PLAN_IDS = ['monthly', 'term', 'yearly', 'premium'] as const
export type PlanId = (typeof PLAN_IDS)[number]

export interface Plan {
  id: PlanId
  /** Price of the bundle, in Egyptian pounds. */
  price: number
  features: readonly FeatureKey[]
  /** Shown as the most popular choice. */
  highlighted: boolean
}

const MONTHLY: readonly FeatureKey[] = ['adaptiveQuizzes', 'aiSummaries', 'progressTracking', 'appAccess']
const TERM: readonly FeatureKey[] = [...MONTHLY, 'voiceTutoring']
const YEARLY: readonly FeatureKey[] = [...TERM, 'points']
const PREMIUM: readonly FeatureKey[] = [...YEARLY, 'teacherDashboard']

/** The four bundle cards, exactly as the owner's table (pricing.test.ts writes it out). */
export const PLANS: readonly Plan[] = [
  { id: 'monthly', price: 100, features: MONTHLY, highlighted: false },
  { id: 'term', price: 270, features: TERM, highlighted: true },
  { id: 'yearly', price: 400, features: YEARLY, highlighted: false },
  { id: 'premium', price: 750, features: PREMIUM, highlighted: false },
]

export type ComparisonRow = { feature: FeatureKey } & Record<Period, boolean>

/**
 * The comparison table, exactly as the owner's rows (pricing.test.ts writes them out).
 * It disagrees with the cards on points and the teacher dashboard; both are kept as written
 * (README, "Open content questions").
 */
export const COMPARISON: readonly ComparisonRow[] = [
  { feature: 'adaptiveQuizzes', monthly: true, term: true, yearly: true },
  { feature: 'aiSummaries', monthly: true, term: true, yearly: true },
  { feature: 'progressTracking', monthly: true, term: true, yearly: true },
  { feature: 'voiceTutoring', monthly: false, term: true, yearly: true },
  { feature: 'points', monthly: false, term: true, yearly: true },
  { feature: 'teacherDashboard', monthly: false, term: false, yearly: true },
]

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value)
}
