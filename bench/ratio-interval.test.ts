import { describe, expect, it } from 'vitest'
import { ratioInterval } from './ratio-interval.ts'
import { median } from './table.ts'

/** `count` first-paint times around `centre`, spread by up to ±`spread` (deterministic). */
function loads(count: number, centre: number, spread: number, phase = 0): number[] {
  return Array.from({ length: count }, (_, round) => centre + spread * Math.sin(round * 2.3 + phase))
}

describe('ratioInterval', () => {
  it('holds the ratio of the medians', () => {
    const arabic = loads(11, 1250, 120)
    const english = loads(11, 1180, 120, 1)
    const [low, high] = ratioInterval(arabic, english)
    const ratio = median(arabic) / median(english)
    expect(low).toBeLessThanOrEqual(ratio)
    expect(high).toBeGreaterThanOrEqual(ratio)
  })

  it('is a single point when the two languages paint alike in every round', () => {
    const same = loads(9, 1200, 150)
    expect(ratioInterval(same, same)).toEqual([1, 1])
  })

  it('keeps the rounds paired: a slow round slows both languages and does not widen it', () => {
    const machine = loads(15, 1000, 300) // the machine's state, round by round
    const arabic = machine.map((time) => time * 1.1)
    const [low, high] = ratioInterval(arabic, machine)
    expect(low).toBeCloseTo(1.1, 6)
    expect(high).toBeCloseTo(1.1, 6)
  })

  it('is wide when the rounds are noisy, narrow when they are quiet', () => {
    const quiet = ratioInterval(loads(15, 1260, 20), loads(15, 1200, 20, 2))
    const noisy = ratioInterval(loads(15, 1260, 250), loads(15, 1200, 250, 2))
    expect(quiet[1] - quiet[0]).toBeLessThan(0.05)
    expect(noisy[1] - noisy[0]).toBeGreaterThan(3 * (quiet[1] - quiet[0]))
  })

  it('clears a budget only when the gap is larger than the noise', () => {
    const [low] = ratioInterval(loads(15, 1440, 40), loads(15, 1200, 40, 2))
    expect(low).toBeGreaterThan(1.05)
  })

  it('prints the same interval for the same loads', () => {
    const arabic = loads(11, 1250, 120)
    const english = loads(11, 1180, 120, 1)
    expect(ratioInterval(arabic, english)).toEqual(ratioInterval(arabic, english))
  })

  it('gives no interval for unpaired or too few rounds', () => {
    expect(ratioInterval([1, 2, 3], [1, 2]).every(Number.isNaN)).toBe(true)
    expect(ratioInterval([1, 2], [1, 2]).every(Number.isNaN)).toBe(true)
  })
})
