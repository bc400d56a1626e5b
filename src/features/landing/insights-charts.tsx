import { chartsWords } from '#src/content/charts-words.ts'
import type { Lang } from '#src/i18n/lang.ts'
import { LocaleProvider } from '#src/i18n/locale-context.tsx'
import { ProgressChart } from './sections/insights/progress-chart.tsx'
import { ScoreChart } from './sections/insights/score-chart.tsx'
import { ShareChart } from './sections/insights/share-chart.tsx'

/**
 * The three sample charts, as one island (placed by src/pages/[...lang]/index.astro with
 * `client:painted`, src/islands/client-painted.ts): prerendered as SVG with their data tables, they
 * hydrate when they scroll into view, after the page's first paint, for their tooltips. Its one
 * prop is the language: its words come with its code (src/content/charts-words.ts), fetched when the
 * charts are seen, rather than as props, which would carry every word twice in the landing page's
 * HTML, and its HTML must fit the first round trip (docs/performance.md).
 */
export function InsightsCharts({ lang }: { lang: Lang }) {
  const copy = chartsWords[lang]
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
