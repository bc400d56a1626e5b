import { describe, expect, it } from 'vitest'
import {
  arcPath,
  areaPath,
  bandScale,
  clampBox,
  linearScale,
  linePath,
  midAngle,
  mirrorRectX,
  mirrorX,
  nearestIndex,
  pieSlices,
  pointScale,
  polar,
  ticks,
} from './geometry.ts'

const TAU = Math.PI * 2

describe('linearScale', () => {
  it.each([
    { domain: [0, 100], range: [0, 200], value: 50, expected: 100 },
    { domain: [0, 100], range: [0, 200], value: 0, expected: 0 },
    { domain: [0, 100], range: [0, 200], value: 100, expected: 200 },
    { domain: [40, 100], range: [180, 20], value: 40, expected: 180 },
    { domain: [40, 100], range: [180, 20], value: 100, expected: 20 },
    { domain: [40, 100], range: [180, 20], value: 70, expected: 100 },
    { domain: [0, 10], range: [10, 20], value: 15, expected: 25 },
    { domain: [5, 5], range: [0, 10], value: 5, expected: 5 },
  ] as const)('maps $value from $domain onto $range as $expected', ({ domain, range, value, expected }) => {
    expect(linearScale([...domain], [...range])(value)).toBeCloseTo(expected)
  })
})

describe('pointScale', () => {
  it.each([
    { count: 6, range: [0, 100], index: 0, expected: 0 },
    { count: 6, range: [0, 100], index: 5, expected: 100 },
    { count: 6, range: [0, 100], index: 2, expected: 40 },
    { count: 1, range: [0, 100], index: 0, expected: 50 },
  ] as const)('puts point $index of $count at $expected', ({ count, range, index, expected }) => {
    expect(pointScale(count, [...range])(index)).toBeCloseTo(expected)
  })
})

describe('bandScale', () => {
  it.each([
    { count: 4, paddingInner: 0.2, paddingOuter: 0.1 },
    { count: 3, paddingInner: 0, paddingOuter: 0 },
    { count: 5, paddingInner: 0.5, paddingOuter: 0.25 },
    { count: 1, paddingInner: 0.3, paddingOuter: 0.2 },
  ])(
    'fills the range exactly with $count bands (inner $paddingInner, outer $paddingOuter)',
    ({ count, paddingInner, paddingOuter }) => {
      const scale = bandScale(count, [20, 300], paddingInner, paddingOuter)
      const last = count - 1
      expect(scale.start(0)).toBeCloseTo(20 + scale.step * paddingOuter)
      expect(scale.start(last) + scale.bandwidth + scale.step * paddingOuter).toBeCloseTo(300)
      expect(scale.bandwidth).toBeCloseTo(scale.step * (1 - paddingInner))
      for (let index = 1; index < count; index++) {
        expect(scale.start(index) - scale.start(index - 1)).toBeCloseTo(scale.step)
        expect(scale.start(index)).toBeGreaterThanOrEqual(scale.start(index - 1) + scale.bandwidth - 1e-9)
      }
      expect(scale.center(0)).toBeCloseTo(scale.start(0) + scale.bandwidth / 2)
    },
  )
})

describe('ticks', () => {
  it.each([
    { min: 0, max: 100, step: 25, expected: [0, 25, 50, 75, 100] },
    { min: 40, max: 100, step: 20, expected: [40, 60, 80, 100] },
    { min: 0, max: 1, step: 0.1, expected: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] },
  ])('from $min to $max by $step', ({ min, max, step, expected }) => {
    expect(ticks(min, max, step)).toEqual(expected)
  })
})

describe('mirroring', () => {
  it.each([
    { x: 30, width: 320, dir: 'ltr', expected: 30 },
    { x: 30, width: 320, dir: 'rtl', expected: 290 },
    { x: 0, width: 320, dir: 'rtl', expected: 320 },
    { x: 160, width: 320, dir: 'rtl', expected: 160 },
  ] as const)('mirrorX($x) in $dir is $expected', ({ x, width, dir, expected }) => {
    expect(mirrorX(x, width, dir)).toBe(expected)
  })

  it.each([
    { x: 10, w: 30, dir: 'ltr', expected: 10 },
    { x: 10, w: 30, dir: 'rtl', expected: 280 },
  ] as const)('a rect at $x, $w wide, starts at $expected in $dir', ({ x, w, dir, expected }) => {
    expect(mirrorRectX(x, w, 320, dir)).toBe(expected)
  })

  it('reverses the order of points: the first is left in LTR and right in RTL', () => {
    const x = pointScale(6, [40, 300])
    const first = x(0)
    const last = x(5)
    expect(mirrorX(first, 320, 'ltr')).toBeLessThan(mirrorX(last, 320, 'ltr'))
    expect(mirrorX(first, 320, 'rtl')).toBeGreaterThan(mirrorX(last, 320, 'rtl'))
  })

  it('mirrors pie slices: same sizes, opposite way round', () => {
    const ltr = pieSlices([35, 25, 22, 18], 'ltr')
    const rtl = pieSlices([35, 25, 22, 18], 'rtl')
    ltr.forEach((slice, index) => {
      const mirrored = rtl[index]
      expect(mirrored?.startAngle).toBeCloseTo(-slice.startAngle)
      expect(mirrored?.endAngle).toBeCloseTo(-slice.endAngle)
      const [lx, ly] = polar(100, 100, 50, midAngle(slice))
      const [rx, ry] = polar(100, 100, 50, midAngle(mirrored as typeof slice))
      expect(rx).toBeCloseTo(200 - lx)
      expect(ry).toBeCloseTo(ly)
    })
  })
})

describe('nearestIndex', () => {
  it.each([
    { positions: [10, 50, 90], target: 0, expected: 0 },
    { positions: [10, 50, 90], target: 35, expected: 1 },
    { positions: [10, 50, 90], target: 30, expected: 0 },
    { positions: [90, 50, 10], target: 95, expected: 0 },
    { positions: [], target: 5, expected: -1 },
  ])('nearest to $target in $positions is $expected', ({ positions, target, expected }) => {
    expect(nearestIndex(positions, target)).toBe(expected)
  })
})

describe('pieSlices', () => {
  it.each([
    { values: [35, 25, 22, 18], dir: 'ltr' },
    { values: [35, 25, 22, 18], dir: 'rtl' },
    { values: [1, 1, 1], dir: 'ltr' },
    { values: [0.1, 0.2, 0.7], dir: 'rtl' },
    { values: [100], dir: 'ltr' },
  ] as const)('covers the full circle exactly for $values ($dir)', ({ values, dir }) => {
    const slices = pieSlices(values, dir)
    const sign = dir === 'rtl' ? -1 : 1
    expect(slices[0]?.startAngle).toBe(0)
    expect(slices.at(-1)?.endAngle).toBe(sign * TAU)
    const swept = slices.reduce((sum, slice) => sum + Math.abs(slice.endAngle - slice.startAngle), 0)
    expect(swept).toBeCloseTo(TAU)
    expect(slices.reduce((sum, slice) => sum + slice.fraction, 0)).toBeCloseTo(1)
    for (let index = 1; index < slices.length; index++) {
      expect(slices[index]?.startAngle).toBe(slices[index - 1]?.endAngle)
    }
  })

  it('gives each slice its share of the turn', () => {
    const [first, second] = pieSlices([75, 25])
    expect(first?.fraction).toBe(0.75)
    expect(first?.endAngle).toBeCloseTo(TAU * 0.75)
    expect(second?.fraction).toBe(0.25)
  })

  it('treats negative values as zero', () => {
    expect(pieSlices([-5, 10]).map((slice) => slice.fraction)).toEqual([0, 1])
  })
})

describe('polar', () => {
  it.each([
    { angle: 0, expected: [100, 50] },
    { angle: Math.PI / 2, expected: [150, 100] },
    { angle: Math.PI, expected: [100, 150] },
    { angle: -Math.PI / 2, expected: [50, 100] },
  ])('angle $angle from twelve o’clock is $expected', ({ angle, expected }) => {
    const [x, y] = polar(100, 100, 50, angle)
    expect(x).toBeCloseTo(expected[0] as number)
    expect(y).toBeCloseTo(expected[1] as number)
  })
})

describe('arcPath', () => {
  it('draws a donut quarter clockwise: outer arc out, inner arc back', () => {
    expect(arcPath(100, 100, 30, 50, 0, Math.PI / 2)).toBe(
      'M100 50A50 50 0 0 1 150 100L130 100A30 30 0 0 0 100 70Z',
    )
  })

  it('draws the mirrored quarter anticlockwise', () => {
    expect(arcPath(100, 100, 30, 50, 0, -Math.PI / 2)).toBe(
      'M100 50A50 50 0 0 0 50 100L70 100A30 30 0 0 1 100 70Z',
    )
  })

  it('sets the large-arc flag past half a turn', () => {
    expect(arcPath(100, 100, 0, 50, 0, Math.PI * 1.5)).toBe('M100 50A50 50 0 1 1 50 100L100 100Z')
  })

  it('draws a full turn as two half arcs', () => {
    const path = arcPath(100, 100, 30, 50, 0, TAU)
    expect(path.match(/M/g)).toHaveLength(2)
    expect(path).toContain('A50 50 0 0 1 100 150')
  })

  it('consecutive slices meet: each starts where the previous ended', () => {
    const slices = pieSlices([35, 25, 22, 18])
    const ends = slices.map((slice) => polar(100, 100, 50, slice.endAngle))
    slices.slice(1).forEach((slice, index) => {
      const [sx, sy] = polar(100, 100, 50, slice.startAngle)
      expect(sx).toBeCloseTo(ends[index]?.[0] as number)
      expect(sy).toBeCloseTo(ends[index]?.[1] as number)
    })
  })
})

describe('paths', () => {
  it('joins points into a polyline', () => {
    expect(
      linePath([
        [0, 10],
        [20.123, 30.456],
        [40, 5],
      ]),
    ).toBe('M0 10L20.12 30.46L40 5')
  })

  it('closes an area down to the baseline', () => {
    expect(
      areaPath(
        [
          [0, 10],
          [40, 5],
        ],
        100,
      ),
    ).toBe('M0 10L40 5L40 100L0 100Z')
    expect(areaPath([], 100)).toBe('')
  })
})

describe('clampBox', () => {
  it.each([
    { center: 100, size: 40, expected: 80 },
    { center: 5, size: 40, expected: 0 },
    { center: 310, size: 40, expected: 280 },
  ])('a $size-wide box around $center starts at $expected', ({ center, size, expected }) => {
    expect(clampBox(center, size, 0, 320)).toBe(expected)
  })
})
