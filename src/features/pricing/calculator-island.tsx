import type { PricingCopy } from '#src/i18n/copy/pricing.ts'
import type { Lang } from '#src/i18n/lang.ts'
import { LocaleProvider } from '#src/i18n/locale-context.tsx'
import type { UntilHydrated } from '#src/islands/island-options.ts'
import { answerBeforeReact } from './calculator-early.ts'
import { PriceCalculator } from './sections/price-calculator.tsx'
import { PricingCopyProvider } from './use-pricing-copy.ts'

/**
 * The price calculator with its share action, as an island (placed by
 * src/pages/[...lang]/pricing.astro with `client:touched`, src/islands/client-touched.ts):
 * prerendered with the defaults; once seen, its controls are answered without React
 * (`untilHydrated`, calculator-early.ts); React hydrates it after the visitor's first touch,
 * with the state on screen, and recomputes on every change (the address's `?subjects=3&period=term`).
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

CalculatorIsland.untilHydrated = answerBeforeReact satisfies UntilHydrated
