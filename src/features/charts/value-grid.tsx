import { formatInteger } from '#src/i18n/format.ts'
import type { Lang } from '#src/i18n/lang.ts'
import { Decor } from './chart-svg.tsx'
import { type Direction, mirrorX, round } from './lib/geometry.ts'

/**
 * Horizontal grid lines with their value labels on the axis side: the left in LTR, the right in
 * RTL. Coordinates are given left-to-right and mirrored here.
 */
export function ValueGrid({
  values,
  y,
  from,
  to,
  width,
  dir,
  lang,
}: {
  values: number[]
  y: (value: number) => number
  /** Where the grid lines start and end, left-to-right (the axis is at `from`). */
  from: number
  to: number
  width: number
  dir: Direction
  lang: Lang
}) {
  const x0 = round(mirrorX(from, width, dir))
  const x1 = round(mirrorX(to, width, dir))
  // "end" is the logical end: the text ends at the axis in LTR and starts from it in RTL.
  const labelX = round(mirrorX(from - 8, width, dir))
  return (
    <Decor>
      {values.map((value, index) => (
        <g key={value}>
          <line
            x1={x0}
            x2={x1}
            y1={round(y(value))}
            y2={round(y(value))}
            className={index === 0 ? 'stroke-line' : 'stroke-line/70'}
            strokeWidth={1}
            strokeDasharray={index === 0 ? undefined : '3 4'}
          />
          <text x={labelX} y={round(y(value)) + 4} textAnchor="end" fontSize={11} className="fill-muted">
            {formatInteger(lang, value)}
          </text>
        </g>
      ))}
    </Decor>
  )
}
