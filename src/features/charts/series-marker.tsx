import { round } from './lib/geometry.ts'

/** The four marker shapes that tell series apart without colour: circle, square, triangle, diamond. */
export const MARKER_SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const
export type MarkerShape = (typeof MARKER_SHAPES)[number]

/** A marker of `shape` centred on (x, y), `size` across, its coordinates rounded like the charts' (lib/geometry.ts). */
export function SeriesMarker({
  shape,
  x,
  y,
  size,
  className,
}: {
  shape: MarkerShape
  x: number
  y: number
  size: number
  className?: string
}) {
  const h = size / 2
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={h} className={className} />
    case 'square':
      return (
        <rect
          x={round(x - h * 0.9)}
          y={round(y - h * 0.9)}
          width={round(h * 1.8)}
          height={round(h * 1.8)}
          rx={1}
          className={className}
        />
      )
    case 'triangle':
      return (
        <path
          d={`M${round(x)} ${round(y - h * 1.1)}L${round(x + h * 1.1)} ${round(y + h * 0.8)}L${round(x - h * 1.1)} ${round(y + h * 0.8)}Z`}
          className={className}
        />
      )
    case 'diamond':
      return (
        <path
          d={`M${round(x)} ${round(y - h * 1.2)}L${round(x + h * 1.2)} ${round(y)}L${round(x)} ${round(y + h * 1.2)}L${round(x - h * 1.2)} ${round(y)}Z`}
          className={className}
        />
      )
  }
}
