import type { ChartsWords } from '#src/content/charts-words.ts'
import { BarChart, hatchId } from '#src/features/charts/bar-chart.tsx'
import { ChartFigure } from '#src/features/charts/chart-figure.tsx'
import { ChartLegend } from '#src/features/charts/chart-legend.tsx'
import { fill, formatInteger } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { BEFORE_AFTER, SCORE_MAX } from '../../data/chart-samples.ts'

const ID = 'chart-progress'

/** The grouped bar chart of scores per subject, before and after Faheem. */
export function ProgressChart({ copy, className }: { copy: ChartsWords; className?: string }) {
  const { lang } = useLocale()
  const groups = BEFORE_AFTER.map(({ subject, before, after }) => ({
    key: subject,
    name: copy.subjects[subject],
    before,
    after,
  }))
  const max = formatInteger(lang, SCORE_MAX)
  return (
    <ChartFigure
      showTableLabel={copy.showTable}
      id={ID}
      className={className}
      bodyClassName="sm:max-lg:mx-auto sm:max-lg:w-full sm:max-lg:max-w-md"
      title={copy.bar.title}
      description={fill(copy.bar.description, { max })}
      table={{
        caption: fill(copy.bar.tableCaption, { max }),
        columns: [copy.bar.subjectHeader, copy.bar.before, copy.bar.after],
        rows: groups.map((group) => ({
          key: group.key,
          cells: [group.name, formatInteger(lang, group.before), formatInteger(lang, group.after)],
        })),
      }}
    >
      <BarChart
        id={ID}
        groups={groups}
        domain={[0, SCORE_MAX]}
        step={25}
        seriesNames={{ before: copy.bar.before, after: copy.bar.after }}
        barName={copy.bar.barName}
        tooltipValue={copy.bar.tooltipValue}
      />
      <ChartLegend
        className="grid-cols-2"
        items={[
          {
            key: 'before',
            label: copy.bar.before,
            swatch: (
              <rect
                x="1"
                y="1"
                width="14"
                height="14"
                rx="3"
                fill={`url(#${hatchId(ID)})`}
                className="stroke-chart-3"
                strokeWidth="1.5"
              />
            ),
          },
          {
            key: 'after',
            label: copy.bar.after,
            swatch: <rect width="16" height="16" rx="4" className="fill-chart-1" />,
          },
        ]}
      />
    </ChartFigure>
  )
}
