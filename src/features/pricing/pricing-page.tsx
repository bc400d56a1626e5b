import type { ReactNode } from 'react'
import { WordsProvider } from '#src/content/use-words.tsx'
import { words } from '#src/content/words.ts'
import { PageShell } from '#src/features/site/page-shell.tsx'
import type { Lang } from '#src/i18n/lang.ts'
import { LocaleProvider } from '#src/i18n/locale-context.tsx'
import { ComparisonTable } from './sections/comparison-table.tsx'
import { PlanCards } from './sections/plan-cards.tsx'
import { PriceCalculatorSection } from './sections/price-calculator.tsx'
import { PricingCta } from './sections/pricing-cta.tsx'
import { PricingFaq } from './sections/pricing-faq.tsx'
import { PricingHero } from './sections/pricing-hero.tsx'

/**
 * `/pricing` and `/en/pricing`, rendered to HTML at build time: calculator, plans, comparison and
 * subscription FAQ. The calculator is an island the page places (`calculator`, an Astro slot,
 * optional to the type: `astro check` sees a named slot as children, not as this prop).
 */
export function PricingPage({ lang, calculator }: { lang: Lang; calculator?: ReactNode }) {
  return (
    <LocaleProvider lang={lang}>
      <WordsProvider words={{ site: words('site', lang), pricing: words('pricing', lang) }}>
        <PageShell page="pricing" showPricingLink={false}>
          <PricingHero />
          <PriceCalculatorSection>{calculator}</PriceCalculatorSection>
          <PlanCards />
          <ComparisonTable />
          <PricingFaq />
          <PricingCta />
        </PageShell>
      </WordsProvider>
    </LocaleProvider>
  )
}
