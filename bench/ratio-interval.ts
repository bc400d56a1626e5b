/**
 * How far the observed Arabic ÷ English first paint can be trusted on this shared machine: a bootstrap
 * interval of the ratio of the medians (bench/observed.ts). Both languages load in the same round, so
 * a round is resampled whole: only the round-to-round spread widens the interval.
 */
import { median } from './table.ts'

/**
 * The central `level` interval of median(top) ÷ median(bottom), where top[i] and bottom[i] come
 * from the same round; the same loads always give the same interval (a seeded mulberry32). [NaN,
 * NaN] when the rounds do not pair up or there are fewer than 3.
 */
export function ratioInterval(
  top: number[],
  bottom: number[],
  level = 0.9,
  resamples = 2000,
): [number, number] {
  const rounds = top.length
  if (rounds !== bottom.length || rounds < 3) return [Number.NaN, Number.NaN]
  let state = 1
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = Math.imul(state ^ (state >>> 15), state | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  const ratios = Array.from({ length: resamples }, () => {
    const picked = Array.from({ length: rounds }, () => Math.floor(random() * rounds))
    return median(picked.map((round) => top[round] ?? 0)) / median(picked.map((round) => bottom[round] ?? 0))
  }).sort((a, b) => a - b)
  const at = (share: number) => ratios[Math.round(share * (resamples - 1))] ?? Number.NaN
  return [at((1 - level) / 2), at((1 + level) / 2)]
}
