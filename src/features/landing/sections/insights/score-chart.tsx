import { TrendingUp } from '#src/components/ui/icons.ts'
import { MirroredIcon } from '#src/components/ui/mirrored-icon.tsx'
import type { ChartsWords } from '#src/content/charts-words.ts'
import { ChartFigure } from '#src/features/charts/chart-figure.tsx'
import { LineChart } from '#src/features/charts/line-chart.tsx'
import { fill, formatInteger, pluralChange } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { MONTHLY_SCORES, SCORE_MAX } from '../../data/chart-samples.ts'
import { monthName } from './insights-copy.ts'

/** The line chart of the monthly average score. */
export function ScoreChart({ copy }: { copy: ChartsWords }) {
  const { lang } = useLocale()
  const points = MONTHLY_SCORES.map(({ month, score }) => ({
    label: copy.monthsShort[month] ?? '',
    name: monthName(copy, month),
    value: score,
  }))
  const first = points[0]
  const last = points[points.length - 1]
  const max = formatInteger(lang, SCORE_MAX)
  return (
    <ChartFigure
      showTableLabel={copy.showTable}
      id="chart-score"
      title={copy.line.title}
      description={fill(copy.line.description, { max, from: first?.name ?? '', to: last?.name ?? '' })}
      table={{
        caption: fill(copy.line.tableCaption, { max }),
        columns: [copy.line.monthHeader, copy.line.scoreHeader],
        rows: points.map((point) => ({
          key: point.name,
          cells: [point.name, formatInteger(lang, point.value)],
        })),
      }}
    >
      <LineChart
        id="chart-score"
        points={points}
        domain={[40, SCORE_MAX]}
        step={20}
        pointName={copy.line.pointName}
        tooltipValue={copy.line.tooltipValue}
      />
      {first && last ? (
        <p className="mt-3 inline-flex items-center gap-2 self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800">
          <MirroredIcon icon={TrendingUp} className="size-4" />
          {fill(pluralChange(lang, last.value - first.value, copy.line.summary), { month: first.name })}
        </p>
      ) : null}
    </ChartFigure>
  )
}
