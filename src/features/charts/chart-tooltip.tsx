import { useLayoutEffect, useRef, useState } from 'react'
import { clampBox, round } from './lib/geometry.ts'

const PADDING = 12
const HEIGHT = 44
const GAP = 12

/**
 * The tooltip, drawn inside the chart's SVG (a `<g transform>`, no inline style): a title and a
 * value above the anchor point, or below it when there is no room, and always inside the chart.
 */
export function ChartTooltip({
  id,
  x,
  y,
  title,
  value,
  width,
  height,
}: {
  id: string
  /** Anchor point, in the chart's viewBox units. */
  x: number
  y: number
  title: string
  value: string
  /** The chart's viewBox size. */
  width: number
  height: number
}) {
  const titleRef = useRef<SVGTextElement>(null)
  const valueRef = useRef<SVGTextElement>(null)
  const [textWidth, setTextWidth] = useState(Math.max(title.length, value.length) * 6.5)

  // Measured before paint, so the box always fits its text in either language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure whenever the text changes
  useLayoutEffect(() => {
    const measured = Math.max(
      titleRef.current?.getComputedTextLength() ?? 0,
      valueRef.current?.getComputedTextLength() ?? 0,
    )
    if (measured > 0) setTextWidth(measured)
  }, [title, value])

  const boxWidth = Math.ceil(textWidth) + PADDING * 2
  const left = clampBox(x, boxWidth, 2, width - 2)
  const above = y - HEIGHT - GAP
  const top = above >= 2 ? above : Math.min(y + GAP, height - HEIGHT - 2)
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> is not interactive; Biome misreads it
    <g
      id={id}
      role="tooltip"
      transform={`translate(${round(left)} ${round(top)})`}
      className="pointer-events-none"
    >
      <rect width={boxWidth} height={HEIGHT} rx={10} className="fill-night" />
      <text
        ref={titleRef}
        x={boxWidth / 2}
        y={18}
        textAnchor="middle"
        fontSize={11}
        className="fill-on-ink-muted"
      >
        {title}
      </text>
      <text
        ref={valueRef}
        x={boxWidth / 2}
        y={35}
        textAnchor="middle"
        fontSize={13}
        fontWeight={700}
        className="fill-on-ink"
      >
        {value}
      </text>
    </g>
  )
}
