import type { Lang } from '#src/i18n/lang.ts'
import { LocaleProvider } from '#src/i18n/locale-context.tsx'
import type { InsightsCopy } from './sections/insights/insights-copy.ts'
import { ProgressChart } from './sections/insights/progress-chart.tsx'
import { ScoreChart } from './sections/insights/score-chart.tsx'
import { ShareChart } from './sections/insights/share-chart.tsx'

/**
 * The three sample charts, as one island (placed by src/pages/[...lang]/index.astro with
 * `client:painted`, src/islands/client-painted.ts): prerendered as SVG with their data tables, they
 * hydrate when they scroll into view, after the page's first paint, for their tooltips. One island rather than three, so the page carries the charts' words
 * (its only props) once: the landing page's HTML must fit its first round trip.
 */
export function InsightsCharts({ lang, copy }: { lang: Lang; copy: InsightsCopy }) {
  return (
    <LocaleProvider lang={lang}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <ScoreChart copy={copy} />
        <ShareChart copy={copy} />
        <ProgressChart copy={copy} className="sm:col-span-2 lg:col-span-1" />
      </div>
    </LocaleProvider>
  )
}
