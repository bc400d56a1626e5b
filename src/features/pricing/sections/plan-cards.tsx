import { Section, SectionHeading } from '../../../components/ui/section.tsx'
import { PlanCard } from '../components/plan-card.tsx'
import { PLANS } from '../data/pricing.ts'
import { PRICING_IDS } from '../pricing-ids.ts'
import { usePricingCopy } from '../use-pricing-copy.ts'

/** Section 4: the four bundles of the owner's table, Term highlighted. */
export function PlanCards() {
  const pricingCopy = usePricingCopy()
  return (
    <Section id={PRICING_IDS.plans} titleId="plans-title" tone="tint">
      <SectionHeading id="plans-title" title={pricingCopy.plans.title} lead={pricingCopy.plans.lead} />
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
    </Section>
  )
}
