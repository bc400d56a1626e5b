import { PricingHero } from '../features/pricing/sections/pricing-hero.tsx'
import { PageShell } from '../features/site/page-shell.tsx'
import type { MetaOf } from '../i18n/locale-context.tsx'

export const pricingMeta: MetaOf = (t) => t.pricing.meta

/** `/pricing`: calculator, plans, comparison and subscription FAQ. */
export function PricingPage() {
  return (
    <PageShell path="/pricing" showPricingLink={false}>
      <PricingHero />
    </PageShell>
  )
}
