/**
 * Chart geometry: scales, arcs, paths and mirroring. Pure numbers in, numbers or SVG path strings
 * out; no React, no DOM. Charts lay themselves out left-to-right and mirror every x coordinate for
 * right-to-left pages, so time runs right to left and the value axis sits on the right in Arabic.
 */
export type Direction = 'ltr' | 'rtl'

const TAU = Math.PI * 2

/** Rounds to two decimals: short path strings, identical on the server and in the browser. */
export function round(value: number): number {
  return Math.round(value * 100) / 100
}

/** Maps `domain` linearly onto `range` (either may be inverted, e.g. an SVG y axis). */
export function linearScale(domain: [number, number], range: [number, number]): (value: number) => number {
  const [d0, d1] = domain
  const [r0, r1] = range
  const span = d1 - d0
  return (value) => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0))
}

/** `count` points spread evenly from `start` to `end`, both ends included. */
export function pointScale(count: number, [start, end]: [number, number]): (index: number) => number {
  const step = count > 1 ? (end - start) / (count - 1) : 0
  return (index) => (count > 1 ? start + index * step : (start + end) / 2)
}

export interface BandScale {
  /** Where band `index` starts. */
  start: (index: number) => number
  /** The middle of band `index`. */
  center: (index: number) => number
  /** Width of one band. */
  bandwidth: number
  /** Distance from one band's start to the next. */
  step: number
}

/**
 * `count` equal bands across `[start, end]`, with `paddingInner` (a fraction of a step) between
 * bands and `paddingOuter` (a fraction of a step) before the first and after the last.
 */
export function bandScale(
  count: number,
  [start, end]: [number, number],
  paddingInner = 0.2,
  paddingOuter = paddingInner / 2,
): BandScale {
  const step = (end - start) / Math.max(1, count - paddingInner + paddingOuter * 2)
  const bandwidth = step * (1 - paddingInner)
  const first = start + step * paddingOuter
  return {
    start: (index) => first + index * step,
    center: (index) => first + index * step + bandwidth / 2,
    bandwidth,
    step,
  }
}

/** Evenly spaced tick values from `min` to `max` inclusive. */
export function ticks(min: number, max: number, step: number): number[] {
  const result: number[] = []
  for (let value = min; value <= max + step / 1e6; value += step) result.push(round(value))
  return result
}

/** Mirrors an x coordinate across a drawing `width` wide when the page is right-to-left. */
export function mirrorX(x: number, width: number, dir: Direction): number {
  return dir === 'rtl' ? width - x : x
}

/** The left edge of a rectangle `[x, x + w]` after mirroring across `width`. */
export function mirrorRectX(x: number, w: number, width: number, dir: Direction): number {
  return dir === 'rtl' ? width - x - w : x
}

/** Index of the value in `positions` nearest to `target` (first one wins a tie); -1 if empty. */
export function nearestIndex(positions: readonly number[], target: number): number {
  let best = -1
  let bestDistance = Number.POSITIVE_INFINITY
  positions.forEach((position, index) => {
    const distance = Math.abs(position - target)
    if (distance < bestDistance) {
      best = index
      bestDistance = distance
    }
  })
  return best
}

export type Point = readonly [number, number]

/** A polyline through `points`: "M x y L x y ...". */
export function linePath(points: readonly Point[]): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join('')
}

/** The polyline closed down to `baseline`: the area under a line. */
export function areaPath(points: readonly Point[], baseline: number): string {
  if (points.length === 0) return ''
  const first = points[0] as Point
  const last = points[points.length - 1] as Point
  return `${linePath(points)}L${round(last[0])} ${round(baseline)}L${round(first[0])} ${round(baseline)}Z`
}

/**
 * A point at `angle` radians on a circle, measured clockwise from twelve o'clock (the way a
 * clock and a pie chart read); negative angles run anticlockwise.
 */
export function polar(cx: number, cy: number, radius: number, angle: number): Point {
  return [cx + radius * Math.sin(angle), cy - radius * Math.cos(angle)]
}

export interface Slice {
  index: number
  value: number
  fraction: number
  /** Radians from twelve o'clock; clockwise (positive) in LTR, anticlockwise (negative) in RTL. */
  startAngle: number
  endAngle: number
}

/**
 * Splits the full circle among `values` in proportion, starting at twelve o'clock. In RTL the
 * slices follow each other anticlockwise: the same chart, mirrored.
 */
export function pieSlices(values: readonly number[], dir: Direction = 'ltr'): Slice[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0)
  const sign = dir === 'rtl' ? -1 : 1
  let cursor = 0
  return values.map((raw, index) => {
    const value = Math.max(0, raw)
    const fraction = total > 0 ? value / total : 0
    const startAngle = cursor
    cursor = index === values.length - 1 ? sign * TAU : cursor + sign * fraction * TAU
    return { index, value, fraction, startAngle, endAngle: cursor }
  })
}

/** The middle angle of a slice, for its label or marker. */
export function midAngle(slice: Pick<Slice, 'startAngle' | 'endAngle'>): number {
  return (slice.startAngle + slice.endAngle) / 2
}

/**
 * An annular sector (a donut slice) from `startAngle` to `endAngle` between `inner` and `outer`
 * radii; `inner` 0 gives a pie wedge. A full turn is drawn as two half arcs, since a single SVG
 * arc cannot start and end at the same point.
 */
export function arcPath(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  startAngle: number,
  endAngle: number,
): string {
  const sweep = endAngle - startAngle
  if (Math.abs(sweep) >= TAU - 1e-9) {
    const half = startAngle + sweep / 2
    return `${arcPath(cx, cy, inner, outer, startAngle, half)}${arcPath(cx, cy, inner, outer, half, endAngle)}`
  }
  const large = Math.abs(sweep) > Math.PI ? 1 : 0
  const clockwise = sweep >= 0 ? 1 : 0
  const [ox0, oy0] = polar(cx, cy, outer, startAngle)
  const [ox1, oy1] = polar(cx, cy, outer, endAngle)
  const outerArc = `M${round(ox0)} ${round(oy0)}A${outer} ${outer} 0 ${large} ${clockwise} ${round(ox1)} ${round(oy1)}`
  if (inner <= 0) return `${outerArc}L${round(cx)} ${round(cy)}Z`
  const [ix1, iy1] = polar(cx, cy, inner, endAngle)
  const [ix0, iy0] = polar(cx, cy, inner, startAngle)
  return `${outerArc}L${round(ix1)} ${round(iy1)}A${inner} ${inner} 0 ${large} ${1 - clockwise} ${round(ix0)} ${round(iy0)}Z`
}

/** Keeps a box `size` wide inside `[min, max]`, centred on `center` where it fits. */
export function clampBox(center: number, size: number, min: number, max: number): number {
  return Math.min(Math.max(center - size / 2, min), max - size)
}
