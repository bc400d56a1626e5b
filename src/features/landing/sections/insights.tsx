import { Section } from '#src/components/ui/section.tsx'
import { useLandingCopy } from '../use-landing-copy.ts'
import { ProgressChart } from './insights/progress-chart.tsx'
import { ScoreChart } from './insights/score-chart.tsx'
import { ShareChart } from './insights/share-chart.tsx'

/** Data visualisation: three charts of one illustrative student's progress. */
export function Insights() {
  const landingCopy = useLandingCopy()
  const copy = landingCopy.insights
  return (
    <Section titleId="insights-title" tone="tint" heading={copy}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <ScoreChart />
        <ShareChart />
        <ProgressChart className="sm:col-span-2 lg:col-span-1" />
      </div>
      <p className="mt-6 text-center text-sm text-muted">{copy.sampleNote}</p>
    </Section>
  )
}
