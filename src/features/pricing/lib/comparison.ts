/**
 * The comparison table, drawn from the bundles themselves (src/content/pricing.ts), so the table and the
 * cards cannot disagree: one column per bundle, in the cards' order, and one row per feature that
 * any card lists, in the data module's order of features. Pure: no React, no DOM.
 */
import { FEATURES, type FeatureKey, PLANS, type Plan, type PlanId } from '#src/content/pricing.ts'

export interface ComparisonRow {
  feature: FeatureKey
  /** Whether each bundle's card lists the feature, keyed by bundle. */
  included: Record<PlanId, boolean>
}

export function comparisonRows(plans: readonly Plan[] = PLANS): ComparisonRow[] {
  const listed = new Set(plans.flatMap((plan) => plan.features))
  return FEATURES.filter((feature) => listed.has(feature)).map((feature) => ({
    feature,
    included: Object.fromEntries(plans.map((plan) => [plan.id, plan.features.includes(feature)])) as Record<
      PlanId,
      boolean
    >,
  }))
}
