/**
 * Every price, rate and bundle of Faheem (the owner's tables), read from content/pricing.json and
 * checked against src/content/schema.ts (README, "Common changes"). The calculator, the plan cards,
 * the comparison table and the structured data all read from here; the names people read live in
 * the catalogs (a feature's in the glossary, `t.glossary.features[key]`; a bundle's card,
 * `t.pricing.plans.items[id]`). Numbers only: no copy.
 */
import file from '#content/pricing.json' with { type: 'json' }
import { type PluralForms, plural } from '#src/i18n/format.ts'
import type { Lang } from '#src/i18n/lang.ts'
import { type FeatureKey, PERIODS, type Period, type PlanId } from './keys.ts'
import type { Pricing } from './schema.ts'

export { type FeatureKey, PERIODS, type Period, PLAN_IDS, type PlanId } from './keys.ts'

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

// Checked before Vite runs (scripts/build/integration.ts calls checkContent, src/content/check.ts),
// and by src/content/schema.test.ts: here it is only read, so the schema ships in no bundle.
const pricing = file as Pricing

/** The calculator's subject count: whole numbers from `min` to `max`, by `step`. */
export const SUBJECTS: { readonly min: number; readonly max: number; readonly step: number } =
  pricing.subjects

/** What the calculator shows before anyone touches it (and what the prerendered page shows). */
export const CALCULATOR_DEFAULTS: { subjects: number; period: Period } = pricing.calculatorDefaults

/** Price of one subject for one billing period, in Egyptian pounds. */
export const PER_SUBJECT_PRICE: Record<Period, number> = pricing.perSubjectPrice

/** Days after purchase within which a subscription is refunded in full (none after). */
export const REFUND_DAYS: number = pricing.refundDays

/** The bundle features, in the order the comparison table lists them. */
export const FEATURES: readonly FeatureKey[] = pricing.features

/**
 * The four bundles: the offer. The cards, the comparison table (lib/comparison.ts) and the
 * structured data all read them; pricing.test.ts holds their structure to the owner's (cards, features, sizes, periods).
 * Sizes and Premium's period are our decisions (README, "Open content questions").
 */
export const PLANS: readonly Plan[] = pricing.bundles

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value)
}

/** The refund window in words, e.g. «٧ أيام» / "7 days": what every sentence's `{days}` says. */
export function refundWindow(lang: Lang, days: PluralForms): string {
  return plural(lang, REFUND_DAYS, days)
}
