import type { PlanId } from '#src/content/pricing.ts'

/** Anchor and heading ids of the pricing page's own sections (the FAQ uses SECTION_IDS.faq). */
export const PRICING_IDS = {
  calculator: 'calculator',
  plans: 'plans',
  compare: 'compare',
} as const

/** The anchor of a plan card: the calculator links to `#plan-premium`. */
export function planAnchor(id: PlanId): string {
  return `plan-${id}`
}
