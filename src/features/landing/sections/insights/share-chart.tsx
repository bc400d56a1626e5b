import type { ChartsWords } from '#src/content/charts-words.ts'
import { ChartFigure } from '#src/features/charts/chart-figure.tsx'
import { ChartLegend } from '#src/features/charts/chart-legend.tsx'
import { PIE_FILLS, PieChart } from '#src/features/charts/pie-chart.tsx'
import { MARKER_SHAPES, SeriesMarker } from '#src/features/charts/series-marker.tsx'
import { formatShare, plural } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { SUBJECT_SHARE } from '../../data/chart-samples.ts'

/** The donut chart of study time per subject. */
export function ShareChart({ copy }: { copy: ChartsWords }) {
  const { lang } = useLocale()
  const data = SUBJECT_SHARE.map(({ subject, percent }) => ({
    key: subject,
    name: copy.subjects[subject],
    percent,
  }))
  return (
    <ChartFigure
      showTableLabel={copy.showTable}
      id="chart-share"
      title={copy.pie.title}
      description={copy.pie.description}
      table={{
        caption: copy.pie.tableCaption,
        columns: [copy.pie.subjectHeader, copy.pie.shareHeader],
        rows: data.map((datum) => ({
          key: datum.key,
          cells: [datum.name, formatShare(lang, datum.percent)],
        })),
      }}
    >
      <PieChart
        id="chart-share"
        data={data}
        sliceName={copy.pie.sliceName}
        centerValue={plural(lang, data.length, copy.pie.centerValue)}
        centerLabel={copy.pie.centerLabel}
      />
      <ChartLegend
        className="grid-cols-2"
        items={data.map((datum, index) => ({
          key: datum.key,
          label: datum.name,
          value: formatShare(lang, datum.percent),
          swatch: (
            <>
              <rect width="16" height="16" rx="4" className={PIE_FILLS[index % 4]} />
              <SeriesMarker
                shape={MARKER_SHAPES[index % 4] ?? 'circle'}
                x={8}
                y={8}
                size={7}
                className="fill-on-chart"
              />
            </>
          ),
        }))}
      />
    </ChartFigure>
  )
}
