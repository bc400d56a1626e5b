import { WordsProvider } from '#src/content/use-words.tsx'
import type { Words } from '#src/content/words.ts'
import type { Lang } from '#src/i18n/lang.ts'
import { LocaleProvider } from '#src/i18n/locale-context.tsx'
import type { UntilHydrated } from '#src/islands/island-options.ts'
import { answerBeforeReact } from './calculator-early.ts'
import { PriceCalculator } from './sections/price-calculator.tsx'

/**
 * The price calculator with its share action, as an island (placed by
 * src/pages/[...lang]/pricing.astro with `client:touched`, src/islands/client-touched.ts):
 * prerendered with the defaults; once seen, its controls are answered without React
 * (`untilHydrated`, calculator-early.ts); React hydrates it after the visitor's first touch,
 * with the state on screen, and recomputes on every change (the address's `?subjects=3&period=term`).
 */
export function CalculatorIsland({ lang, copy }: { lang: Lang; copy: Words['pricing'] }) {
  return (
    <LocaleProvider lang={lang}>
      <WordsProvider words={{ pricing: copy }}>
        <PriceCalculator />
      </WordsProvider>
    </LocaleProvider>
  )
}

CalculatorIsland.untilHydrated = answerBeforeReact satisfies UntilHydrated
