import type { ReactNode } from 'react'
import { Section } from '#src/components/ui/section.tsx'
import { SECTION_IDS } from '#src/config/section-ids.ts'
import { useWords } from '#src/content/use-words.tsx'

/**
 * Data visualisation: three charts of one illustrative student's progress, said under the title. The charts are islands
 * of their own (src/features/landing/insights-charts.tsx), placed here by the page.
 */
export function Insights({ charts }: { charts: ReactNode }) {
  const landingCopy = useWords('landing')
  const copy = landingCopy.insights
  return (
    <Section id={SECTION_IDS.insights} titleId="insights-title" tone="tint" heading={copy}>
      <p className="-mt-6 mb-10 text-center text-sm text-muted">{copy.sampleNote}</p>
      {charts}
    </Section>
  )
}
