import { fill, formatShare } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { ChartSvg, Decor } from './chart-svg.tsx'
import { ChartTooltip } from './chart-tooltip.tsx'
import { arcPath, midAngle, pieSlices, polar, round } from './lib/geometry.ts'
import { MARKER_SHAPES, SeriesMarker } from './series-marker.tsx'
import { useChartInteraction } from './use-chart-interaction.ts'

const W = 320
const H = 220
const CX = W / 2
const CY = H / 2
const OUTER = 100
const INNER = 60
/** The four-colour palette, in slice order. */
export const PIE_FILLS = ['fill-chart-1', 'fill-chart-2', 'fill-chart-3', 'fill-chart-4'] as const

export interface PieDatum {
  name: string
  /** A share in percent. */
  percent: number
}

/**
 * A donut chart of shares, in the four chart colours, each slice also marked by its own shape.
 * Slices follow each other clockwise from twelve o'clock, anticlockwise in Arabic.
 */
export function PieChart({
  id,
  data,
  sliceName,
  centerValue,
  centerLabel,
}: {
  id: string
  data: PieDatum[]
  /** "{subject}: {value}", the accessible name of each slice. */
  sliceName: string
  centerValue: string
  centerLabel: string
}) {
  const { lang, dir } = useLocale()
  const { active, hide, itemProps } = useChartInteraction(data.length, dir)
  const slices = pieSlices(
    data.map((datum) => datum.percent),
    dir,
  )
  const activeSlice = active === null ? null : slices[active]
  const activeDatum = active === null ? null : data[active]
  const anchor = activeSlice ? polar(CX, CY, OUTER - 10, midAngle(activeSlice)) : null

  return (
    <ChartSvg id={id} width={W} height={H} onPointerLeave={hide}>
      {slices.map((slice, index) => {
        const datum = data[index] as PieDatum
        const isActive = index === active
        const [dx, dy] = polar(0, 0, isActive ? 6 : 0, midAngle(slice))
        const [mx, my] = polar(CX, CY, (INNER + OUTER) / 2, midAngle(slice))
        return (
          <g key={datum.name} transform={isActive ? `translate(${round(dx)} ${round(dy)})` : undefined}>
            <path
              {...itemProps(index)}
              aria-label={fill(sliceName, { subject: datum.name, value: formatShare(lang, datum.percent) })}
              d={arcPath(CX, CY, INNER, OUTER, slice.startAngle, slice.endAngle)}
              className={`${PIE_FILLS[index % 4]} cursor-pointer stroke-card transition-transform focus-visible:stroke-focus`}
              strokeWidth={isActive ? 3 : 2}
              strokeLinejoin="round"
            />
            <SeriesMarker
              shape={MARKER_SHAPES[index % 4] ?? 'circle'}
              x={round(mx)}
              y={round(my)}
              size={9}
              className="pointer-events-none fill-on-chart"
            />
          </g>
        )
      })}
      <Decor className="pointer-events-none">
        <text x={CX} y={CY + 2} textAnchor="middle" fontSize={20} fontWeight={800} className="fill-ink">
          {centerValue}
        </text>
        <text x={CX} y={CY + 22} textAnchor="middle" fontSize={11} className="fill-muted">
          {centerLabel}
        </text>
      </Decor>
      {activeDatum && anchor ? (
        <ChartTooltip
          id={`${id}-tooltip`}
          x={anchor[0]}
          y={anchor[1]}
          title={activeDatum.name}
          value={formatShare(lang, activeDatum.percent)}
          width={W}
          height={H}
        />
      ) : null}
    </ChartSvg>
  )
}
