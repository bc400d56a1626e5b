import { Section } from '#src/components/ui/section.tsx'
import { plural } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { PlanCard } from '../components/plan-card.tsx'
import { BUNDLE_SIZES, PLANS } from '../data/pricing.ts'
import { PRICING_IDS } from '../pricing-ids.ts'
import { usePricingCopy } from '../use-pricing-copy.ts'

/** Section 4: the bundle sizes the owner names, then the four bundles of the owner's table, Term highlighted. */
export function PlanCards() {
  const { lang } = useLocale()
  const pricingCopy = usePricingCopy()
  const copy = pricingCopy.plans
  return (
    <Section id={PRICING_IDS.plans} titleId="plans-title" tone="tint" heading={copy}>
      <div className="-mt-4 mb-10 flex flex-col items-center gap-3 text-center sm:-mt-6">
        <p id="bundle-sizes" className="font-bold text-ink">
          {copy.sizes}
        </p>
        <ul aria-labelledby="bundle-sizes" className="flex flex-wrap justify-center gap-2">
          {BUNDLE_SIZES.map((size) => (
            <li
              key={size}
              className="rounded-full border border-brand-100 bg-card px-4 py-1.5 text-sm font-bold text-brand-800"
            >
              {size === 'unlimited' ? copy.unlimited : plural(lang, size, pricingCopy.calculator.subjects)}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
    </Section>
  )
}
