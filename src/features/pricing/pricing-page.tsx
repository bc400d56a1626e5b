import type { ReactNode } from 'react'
import { PageShell } from '#src/features/site/page-shell.tsx'
import { pricingCopy } from '#src/i18n/copy/pricing.ts'
import type { Lang } from '#src/i18n/lang.ts'
import { LocaleProvider } from '#src/i18n/locale-context.tsx'
import { ComparisonTable } from './sections/comparison-table.tsx'
import { PlanCards } from './sections/plan-cards.tsx'
import { PriceCalculatorSection } from './sections/price-calculator.tsx'
import { PricingCta } from './sections/pricing-cta.tsx'
import { PricingFaq } from './sections/pricing-faq.tsx'
import { PricingHero } from './sections/pricing-hero.tsx'
import { PricingCopyProvider } from './use-pricing-copy.ts'

/**
 * `/pricing` and `/en/pricing`, rendered to HTML at build time: calculator, plans, comparison and
 * subscription FAQ. The calculator is an island the page places (`calculator`, an Astro slot,
 * optional to the type: `astro check` sees a named slot as children, not as this prop).
 */
export function PricingPage({ lang, calculator }: { lang: Lang; calculator?: ReactNode }) {
  return (
    <LocaleProvider lang={lang}>
      <PricingCopyProvider copy={pricingCopy[lang]}>
        <PageShell page="pricing" showPricingLink={false}>
          <PricingHero />
          <PriceCalculatorSection>{calculator}</PriceCalculatorSection>
          <PlanCards />
          <ComparisonTable />
          <PricingFaq />
          <PricingCta />
        </PageShell>
      </PricingCopyProvider>
    </LocaleProvider>
  )
}
