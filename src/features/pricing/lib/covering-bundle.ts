/**
 * The bridge between the two ways to subscribe: for the calculator's choice (a count of subjects
 * for one billing period), the cheapest bundle of the same period that covers that many subjects
 * at no more than the calculator's total (an equal price counts), or none. Never a bundle of
 * another period: a term's length is not given, so two periods are never compared. Never a bundle
 * that is the choice itself (the same size at the same price: the Monthly bundle beside one
 * subject a month): until the owner says what a bundle adds to the per-subject way, naming it
 * would offer the reader what they already have. Pure: no React, no DOM; every number comes from
 * the bundles (src/content/pricing.ts).
 */
import { PLANS, type Plan } from '#src/content/pricing.ts'
import type { Quote } from './quote.ts'

/** True when `plan` covers `subjects` subjects (an unlimited bundle covers any count). */
export function covers(plan: Plan, subjects: number): boolean {
  return plan.subjects === 'unlimited' || plan.subjects >= subjects
}

/** True when `plan` is the choice itself: exactly that many subjects, for exactly the total. */
function isTheChoice(plan: Plan, { subjects, total }: Pick<Quote, 'subjects' | 'total'>): boolean {
  return plan.subjects === subjects && plan.price === total
}

/**
 * The bundle to name beside the total of `quote`: same period, covers the count, costs no more
 * than the total, is not the choice itself; the cheapest such (the first in the cards' order on a
 * tie). `undefined` when no bundle qualifies.
 */
export function coveringBundle(
  { subjects, period, total }: Pick<Quote, 'subjects' | 'period' | 'total'>,
  plans: readonly Plan[] = PLANS,
): Plan | undefined {
  let best: Plan | undefined
  for (const plan of plans) {
    if (plan.period !== period || !covers(plan, subjects) || plan.price > total) continue
    if (isTheChoice(plan, { subjects, total })) continue
    if (!best || plan.price < best.price) best = plan
  }
  return best
}
