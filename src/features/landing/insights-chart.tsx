import type { Lang } from '#src/i18n/lang.ts'
import { LocaleProvider } from '#src/i18n/locale-context.tsx'
import type { InsightsCopy } from './sections/insights/insights-copy.ts'
import { ProgressChart } from './sections/insights/progress-chart.tsx'
import { ScoreChart } from './sections/insights/score-chart.tsx'
import { ShareChart } from './sections/insights/share-chart.tsx'

/**
 * One of the three sample charts, as an island (placed by src/pages/[...lang]/index.astro with
 * `client:visible`): prerendered as SVG with its data table, it hydrates when it scrolls into view
 * for its tooltips. It is given its language and the charts' words, nothing more.
 */
export function InsightsChart({
  chart,
  lang,
  copy,
  className,
}: {
  chart: 'score' | 'share' | 'progress'
  lang: Lang
  copy: InsightsCopy
  className?: string
}) {
  return (
    <LocaleProvider lang={lang}>
      {chart === 'score' ? <ScoreChart copy={copy} /> : null}
      {chart === 'share' ? <ShareChart copy={copy} /> : null}
      {chart === 'progress' ? <ProgressChart copy={copy} className={className} /> : null}
    </LocaleProvider>
  )
}
