import type { PointerEventHandler, ReactNode } from 'react'

/**
 * The root of a chart: a fixed viewBox with matching width and height (space reserved, nothing
 * shifts), scaled to its box, named by the chart's title. Overflow stays visible so the focus
 * outline of a data point at the edge is never cut (everything drawn stays inside the viewBox).
 */
export function ChartSvg({
  id,
  width,
  height,
  onPointerMove,
  onPointerLeave,
  children,
}: {
  id: string
  width: number
  height: number
  onPointerMove?: PointerEventHandler<SVGSVGElement>
  onPointerLeave?: PointerEventHandler<SVGSVGElement>
  children: ReactNode
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a <fieldset>; role="group" keeps its focusable points reachable
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="group"
      aria-labelledby={`${id}-title`}
      className="h-auto w-full touch-pan-y overflow-visible select-none"
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
    >
      {children}
    </svg>
  )
}

/** Drawing that the data points' accessible names already describe: hidden from assistive tech. */
export function Decor({ className, children }: { className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is never focusable; Biome misreads it as interactive
    <g aria-hidden="true" className={className}>
      {children}
    </g>
  )
}
