/**
 * How far a ratio of medians can be trusted on this shared machine: a bootstrap interval of the
 * observed run's Arabic ÷ English first paint (printed beside it by bench/observed-tables.ts).
 *
 * The observed run loads both languages of a page in the same round, one right after the other
 * (bench/observed.ts), so whatever else the machine was doing then fell on both. A round is
 * therefore resampled whole, its two loads together: the interval keeps that pairing, and only
 * the round-to-round spread widens it.
 */
import { median } from './lighthouse.ts'

/** A small seeded generator (mulberry32): the same loads always print the same interval. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

/** The value below which `share` (0–1) of the sorted values lie. */
function quantile(sorted: number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.round(share * (sorted.length - 1))))
  return sorted[index] ?? Number.NaN
}

/**
 * The central `level` interval of median(top) ÷ median(bottom), where top[i] and bottom[i] come
 * from the same round. [NaN, NaN] when the rounds do not pair up or there are fewer than 3.
 */
export function ratioInterval(
  top: number[],
  bottom: number[],
  { level = 0.9, resamples = 2000, seed = 1 } = {},
): [number, number] {
  const rounds = Math.min(top.length, bottom.length)
  if (top.length !== bottom.length || rounds < 3) return [Number.NaN, Number.NaN]
  const next = random(seed)
  const ratios: number[] = []
  for (let sample = 0; sample < resamples; sample++) {
    const picked = Array.from({ length: rounds }, () => Math.floor(next() * rounds))
    ratios.push(
      median(picked.map((round) => top[round] ?? 0)) / median(picked.map((round) => bottom[round] ?? 0)),
    )
  }
  ratios.sort((a, b) => a - b)
  const tail = (1 - level) / 2
  return [quantile(ratios, tail), quantile(ratios, 1 - tail)]
}
