import { ROUTES } from '../config/routes.ts'
import { ComparisonTable } from '../features/pricing/sections/comparison-table.tsx'
import { PlanCards } from '../features/pricing/sections/plan-cards.tsx'
import { PriceCalculator } from '../features/pricing/sections/price-calculator.tsx'
import { PricingCta } from '../features/pricing/sections/pricing-cta.tsx'
import { PricingFaq } from '../features/pricing/sections/pricing-faq.tsx'
import { PricingHero } from '../features/pricing/sections/pricing-hero.tsx'
import { PageShell } from '../features/site/page-shell.tsx'
import { pricingCopy } from '../i18n/copy/pricing.ts'
import type { MetaOf } from '../i18n/locale-context.tsx'
import type { PageEntry } from './page-entry.ts'

export const pricingMeta: MetaOf = (lang) => pricingCopy[lang].meta

/** `/pricing`: calculator, plans, comparison and subscription FAQ. */
export function PricingPage() {
  return (
    <PageShell path={ROUTES.pricing.path} showPricingLink={false}>
      <PricingHero />
      <PriceCalculator />
      <PlanCards />
      <ComparisonTable />
      <PricingFaq />
      <PricingCta />
    </PageShell>
  )
}

/** What the prerender and the dev server render for this page (src/entry-server.tsx). */
export const page: PageEntry = { Page: PricingPage, meta: pricingMeta }
