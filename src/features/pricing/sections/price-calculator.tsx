import { type ReactNode, useRef } from 'react'
import { Section } from '#src/components/ui/section.tsx'
import { useWords } from '#src/content/use-words.tsx'
import { PeriodPicker } from '../components/period-picker.tsx'
import { QuoteSummary } from '../components/quote-summary.tsx'
import { SubjectSlider } from '../components/subject-slider.tsx'
import { useCalculatorState } from '../hooks/use-calculator-state.ts'
import { quote } from '../lib/quote.ts'
import { PRICING_IDS } from '../pricing-ids.ts'

/**
 * Section 3, the static part: its heading, around the calculator island the page places in it
 * (the heading needs no JavaScript, so the island's code does not carry it).
 */
export function PriceCalculatorSection({ children }: { children: ReactNode }) {
  const copy = useWords('pricing').calculator
  return (
    <Section id={PRICING_IDS.calculator} titleId="calculator-title" heading={copy}>
      {children}
    </Section>
  )
}

/** The calculator: subjects × per-subject price of the period, recomputed on every change. */
export function PriceCalculator() {
  const controls = useRef<HTMLDivElement>(null)
  const [state, update] = useCalculatorState(controls)
  return (
    <div className="mx-auto grid max-w-5xl gap-6 rounded-card border border-line/80 bg-card p-4 shadow-soft sm:p-6 lg:grid-cols-5 lg:gap-8">
      <div ref={controls} className="flex flex-col justify-center gap-10 p-2 sm:p-4 lg:col-span-3">
        <SubjectSlider value={state.subjects} onChange={(subjects) => update({ subjects })} />
        <PeriodPicker value={state.period} onChange={(period) => update({ period })} />
      </div>
      <div className="lg:col-span-2">
        <QuoteSummary quote={quote(state.subjects, state.period)} />
      </div>
    </div>
  )
}
