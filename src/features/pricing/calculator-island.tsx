import type { PricingCopy } from '#src/i18n/copy/pricing.ts'
import type { Lang } from '#src/i18n/lang.ts'
import { LocaleProvider } from '#src/i18n/locale-context.tsx'
import { PriceCalculator } from './sections/price-calculator.tsx'
import { PricingCopyProvider } from './use-pricing-copy.ts'

/**
 * The price calculator with its share action, as an island (placed by
 * src/pages/[...lang]/pricing.astro with `client:touched`, src/islands/client-touched.ts):
 * prerendered with the defaults, it hydrates on the visitor's first touch (or when seen, if the address carries a quote), reads the address's state (`?subjects=3&period=term`) and recomputes on every change.
 */
export function CalculatorIsland({ lang, copy }: { lang: Lang; copy: PricingCopy }) {
  return (
    <LocaleProvider lang={lang}>
      <PricingCopyProvider copy={copy}>
        <PriceCalculator />
      </PricingCopyProvider>
    </LocaleProvider>
  )
}
