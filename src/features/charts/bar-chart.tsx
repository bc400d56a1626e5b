import { fill, formatInteger } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { ChartSvg, Decor } from './chart-svg.tsx'
import { ChartTooltip } from './chart-tooltip.tsx'
import { bandScale, linearScale, mirrorRectX, round, ticks } from './lib/geometry.ts'
import { useChartInteraction } from './use-chart-interaction.ts'
import { ValueGrid } from './value-grid.tsx'

const W = 320
const H = 220
const AXIS = 34
const TOP = 18
const BOTTOM = H - 30
const GAP = 4

export interface BarGroup {
  name: string
  before: number
  after: number
}

/** Fill of each series: "before" hatched in indigo, "after" solid teal; never colour alone. */
const BAR_SERIES = ['before', 'after'] as const
export function hatchId(id: string): string {
  return `${id}-hatch`
}

/**
 * Grouped bars: "before" and "after" for each category. Categories run in reading direction
 * (right to left in Arabic, value axis on the right).
 */
export function BarChart({
  id,
  groups,
  domain,
  step,
  seriesNames,
  barName,
  tooltipValue,
}: {
  id: string
  groups: BarGroup[]
  domain: [number, number]
  step: number
  seriesNames: { before: string; after: string }
  /** "{subject}, {series}: {value}", the accessible name of each bar. */
  barName: string
  /** "{series}: {value}", the tooltip's second line. */
  tooltipValue: string
}) {
  const { lang, dir } = useLocale()
  const count = groups.length * 2
  const { active, hide, itemProps } = useChartInteraction(count, dir)
  const y = linearScale(domain, [BOTTOM, TOP])
  const band = bandScale(groups.length, [AXIS, W - 4], 0.3, 0.15)
  const barWidth = (band.bandwidth - GAP) / 2

  const bars = groups.flatMap((group, groupIndex) =>
    BAR_SERIES.map((series, seriesIndex) => {
      const x = band.start(groupIndex) + seriesIndex * (barWidth + GAP)
      const hitX = band.start(groupIndex) - (band.step - band.bandwidth) / 2 + seriesIndex * (band.step / 2)
      return {
        group,
        series,
        value: group[series],
        x: mirrorRectX(x, barWidth, W, dir),
        hitX: mirrorRectX(hitX, band.step / 2, W, dir),
        top: y(group[series]),
      }
    }),
  )
  const activeBar = active === null ? null : bars[active]

  return (
    <ChartSvg id={id} width={W} height={H} onPointerLeave={hide}>
      <defs>
        <pattern
          id={hatchId(id)}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" className="fill-chart-3/15" />
          <line x1="0" y1="0" x2="0" y2="6" className="stroke-chart-3" strokeWidth="2.5" />
        </pattern>
      </defs>
      <ValueGrid
        values={ticks(domain[0], domain[1], step)}
        y={y}
        from={AXIS}
        to={W - 4}
        width={W}
        dir={dir}
        lang={lang}
      />
      <Decor>
        {groups.map((group, groupIndex) => (
          <text
            key={group.name}
            x={round(dir === 'rtl' ? W - band.center(groupIndex) : band.center(groupIndex))}
            y={H - 8}
            textAnchor="middle"
            fontSize={11}
            className={activeBar?.group === group ? 'fill-ink font-bold' : 'fill-muted'}
          >
            {group.name}
          </text>
        ))}
      </Decor>
      {bars.map((bar, index) => {
        const isActive = index === active
        const isBefore = bar.series === 'before'
        return (
          <g key={`${bar.group.name}-${bar.series}`}>
            <Decor>
              <rect
                x={round(bar.x)}
                y={round(bar.top)}
                width={round(barWidth)}
                height={round(BOTTOM - bar.top)}
                rx={3}
                fill={isBefore ? `url(#${hatchId(id)})` : undefined}
                className={isBefore ? 'stroke-chart-3' : 'fill-chart-1'}
                strokeWidth={isBefore ? 1.5 : 0}
                opacity={active === null || isActive ? 1 : 0.55}
              />
              <text
                x={round(bar.x + barWidth / 2)}
                y={round(bar.top - 5)}
                textAnchor="middle"
                fontSize={10.5}
                fontWeight={isBefore ? 600 : 800}
                className={isBefore ? 'fill-muted' : 'fill-brand-800'}
              >
                {formatInteger(lang, bar.value)}
              </text>
            </Decor>
            <rect
              {...itemProps(index)}
              aria-label={fill(barName, {
                subject: bar.group.name,
                series: seriesNames[bar.series],
                value: formatInteger(lang, bar.value),
              })}
              x={round(bar.hitX)}
              y={TOP - 10}
              width={round(band.step / 2)}
              height={BOTTOM - TOP + 10}
              rx={6}
              className="cursor-pointer fill-transparent"
            />
          </g>
        )
      })}
      {activeBar ? (
        <ChartTooltip
          id={`${id}-tooltip`}
          x={activeBar.x + barWidth / 2}
          y={activeBar.top}
          title={activeBar.group.name}
          value={fill(tooltipValue, {
            series: seriesNames[activeBar.series],
            value: formatInteger(lang, activeBar.value),
          })}
          width={W}
          height={H}
        />
      ) : null}
    </ChartSvg>
  )
}
