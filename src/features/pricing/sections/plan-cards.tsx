import { Section } from '#src/components/ui/section.tsx'
import { PlanCard } from '../components/plan-card.tsx'
import { PLANS } from '../data/pricing.ts'
import { PRICING_IDS } from '../pricing-ids.ts'
import { usePricingCopy } from '../use-pricing-copy.ts'

/** Section 4: the four bundles, each with its size, period, price and whole feature list; Term recommended. */
export function PlanCards() {
  const pricingCopy = usePricingCopy()
  const copy = pricingCopy.plans
  return (
    <Section id={PRICING_IDS.plans} titleId="plans-title" tone="tint" heading={copy}>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
    </Section>
  )
}
