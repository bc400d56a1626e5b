import { Section, SectionHeading } from '../../../components/ui/section.tsx'
import { useLocale } from '../../../i18n/locale-context.tsx'
import { PlanCard } from '../components/plan-card.tsx'
import { PLANS } from '../data/pricing.ts'
import { PRICING_IDS } from '../pricing-ids.ts'

/** Section 4: the four bundles of the owner's table, Term highlighted. */
export function PlanCards() {
  const { t } = useLocale()
  return (
    <Section id={PRICING_IDS.plans} titleId="plans-title" tone="tint">
      <SectionHeading id="plans-title" title={t.pricing.plans.title} lead={t.pricing.plans.lead} />
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
    </Section>
  )
}
