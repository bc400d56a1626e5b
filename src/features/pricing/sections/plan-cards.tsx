import { Section } from '#src/components/ui/section.tsx'
import { PLANS } from '#src/content/pricing.ts'
import { useWords } from '#src/content/use-words.tsx'
import { CtaLink } from '#src/features/site/cta-link.tsx'
import { PlanCard } from '../components/plan-card.tsx'
import { PRICING_IDS } from '../pricing-ids.ts'

/**
 * Section 4: the four bundles, each with its size, period, price and whole feature list; Term
 * recommended. Below them, the free basic version: one line (what the owner says of it, limited
 * features, and nothing more) and its call to action.
 */
export function PlanCards() {
  const pricingCopy = useWords('pricing')
  const copy = pricingCopy.plans
  return (
    <Section id={PRICING_IDS.plans} titleId="plans-title" tone="tint" heading={copy}>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-4 rounded-card border border-dashed border-brand-200 bg-card/70 p-6 text-center sm:flex-row sm:justify-between sm:text-start">
        <p className="text-pretty text-lg font-semibold text-ink">{copy.free.text}</p>
        <CtaLink name="plans-free" variant="secondary" className="shrink-0 max-sm:w-full">
          {copy.free.cta}
        </CtaLink>
      </div>
    </Section>
  )
}
