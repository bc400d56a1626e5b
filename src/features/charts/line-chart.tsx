import type { PointerEvent } from 'react'
import { fill, formatInteger } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { ChartSvg, Decor } from './chart-svg.tsx'
import { ChartTooltip } from './chart-tooltip.tsx'
import {
  areaPath,
  linearScale,
  linePath,
  mirrorX,
  nearestIndex,
  pointScale,
  round,
  ticks,
} from './lib/geometry.ts'
import { useChartInteraction } from './use-chart-interaction.ts'
import { ValueGrid } from './value-grid.tsx'

const W = 320
const H = 220
const AXIS = 34
const TOP = 22
const BOTTOM = H - 30

export interface LinePoint {
  /** Short label on the axis, long one in names and tooltips. */
  label: string
  name: string
  value: number
}

/**
 * A line chart of one series over time, drawn as plain SVG (prerendered, visible without
 * JavaScript). Time runs in reading direction: right to left in Arabic, value axis on the right.
 */
export function LineChart({
  id,
  points,
  domain,
  step,
  pointName,
  tooltipValue,
}: {
  id: string
  points: LinePoint[]
  domain: [number, number]
  step: number
  /** "{month}: {value}", the accessible name of each point. */
  pointName: string
  /** "Score {value}", the tooltip's second line. */
  tooltipValue: string
}) {
  const { lang, dir } = useLocale()
  const { active, show, hide, itemProps } = useChartInteraction(points.length, dir)
  const y = linearScale(domain, [BOTTOM, TOP])
  const xAt = pointScale(points.length, [AXIS + 18, W - 18])
  const xs = points.map((_, index) => mirrorX(xAt(index), W, dir))
  const coords = points.map((point, index) => [xs[index] as number, y(point.value)] as const)
  const last = points.length - 1

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width === 0) return
    show(nearestIndex(xs, ((event.clientX - box.left) / box.width) * W))
  }
  const activePoint = active === null ? null : points[active]
  const activeCoord = active === null ? null : coords[active]

  return (
    <ChartSvg id={id} width={W} height={H} onPointerMove={onPointerMove} onPointerLeave={hide}>
      <defs>
        <linearGradient id={`${id}-area`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" className="[stop-color:var(--color-chart-1)] [stop-opacity:0.28]" />
          <stop offset="1" className="[stop-color:var(--color-chart-1)] [stop-opacity:0]" />
        </linearGradient>
      </defs>
      <ValueGrid
        values={ticks(domain[0], domain[1], step)}
        y={y}
        from={AXIS}
        to={W - 6}
        width={W}
        dir={dir}
        lang={lang}
      />
      <Decor>
        {points.map((point, index) => (
          <text
            key={point.name}
            x={round(xs[index] as number)}
            y={H - 8}
            textAnchor="middle"
            fontSize={11}
            className={index === active ? 'fill-ink font-bold' : 'fill-muted'}
          >
            {point.label}
          </text>
        ))}
        {activeCoord ? (
          <line
            x1={round(activeCoord[0])}
            x2={round(activeCoord[0])}
            y1={TOP - 6}
            y2={BOTTOM}
            className="stroke-brand-500/60"
            strokeDasharray="3 3"
          />
        ) : null}
        <path d={areaPath(coords, BOTTOM)} fill={`url(#${id}-area)`} />
        <path
          d={linePath(coords)}
          fill="none"
          className="stroke-chart-1"
          strokeWidth={3}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        {active !== last ? (
          <text
            x={round(xs[last] as number)}
            y={round(y(points[last]?.value ?? 0) - 12)}
            textAnchor="middle"
            fontSize={12}
            fontWeight={800}
            className="fill-brand-800"
          >
            {formatInteger(lang, points[last]?.value ?? 0)}
          </text>
        ) : null}
      </Decor>
      {points.map((point, index) => {
        const [cx, cy] = coords[index] as readonly [number, number]
        const isActive = index === active
        return (
          <g key={point.name}>
            <Decor>
              <circle
                cx={round(cx)}
                cy={round(cy)}
                r={isActive ? 6.5 : 4.5}
                strokeWidth={2.5}
                className={isActive ? 'fill-chart-1 stroke-card' : 'fill-card stroke-chart-1'}
              />
            </Decor>
            <circle
              {...itemProps(index)}
              aria-label={fill(pointName, { month: point.name, value: formatInteger(lang, point.value) })}
              cx={round(cx)}
              cy={round(cy)}
              r={14}
              className="cursor-pointer fill-transparent"
            />
          </g>
        )
      })}
      {activePoint && activeCoord ? (
        <ChartTooltip
          id={`${id}-tooltip`}
          x={activeCoord[0]}
          y={activeCoord[1]}
          title={activePoint.name}
          value={fill(tooltipValue, { value: formatInteger(lang, activePoint.value) })}
          width={W}
          height={H}
        />
      ) : null}
    </ChartSvg>
  )
}
