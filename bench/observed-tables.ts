/**
 * The observed run's printed tables: each page's medians beside the budget (Arabic ÷ English
 * first contentful paint, with its interval over the paired rounds), the main-thread time by
 * kind, and the one table printer of the bench.
 */

import type { PublicPageId } from '../src/config/routes.ts'
import { median } from './lighthouse.ts'
import { ratioInterval } from './ratio-interval.ts'
import { type Lang, OBSERVED_CONDITIONS, type ObservedLoad } from './throttled-load.ts'
import { KINDS } from './trace-summary.ts'

/** Budget (docs/architecture.md): the Arabic page's observed paint over its English twin's. */
/** One page in one language over the observed rounds (bench/observed.ts measures it). */
export interface ObservedRow {
  page: PublicPageId
  /** The Arabic address (the row's page). */
  path: string
  lang: Lang
  runs: ObservedLoad[]
  fcp: number
  firstPaint: number
  lcp: number
  load: number
  trace?: { total: Record<string, number>; beforeFcp: Record<string, number> }
}

export const OBSERVED_RATIO_BUDGET = 1.05

export const OBSERVED_TITLE = `Observed (Chromium, DevTools throttling: ${OBSERVED_CONDITIONS.latencyMs} ms latency, 1.6 Mbit/s down, 750 kbit/s up, ${OBSERVED_CONDITIONS.cpuSlowdown}× CPU, 412 px, cache off; medians over paired rounds; budget: Arabic ÷ English FCP ≤ ${OBSERVED_RATIO_BUDGET}, read with its 90 % interval)`

/**
 * The printed rows: each language's medians, and on the Arabic row its ratio to English, with the
 * 90 % interval of that ratio over the rounds (bench/ratio-interval.ts), beside the budget.
 */
export function observedTable(rows: ObservedRow[]) {
  const failures: string[] = []
  const table = rows.map((row) => {
    const twin = rows.find((other) => other.page === row.page && other.lang === 'en')
    const ratio = row.lang === 'ar' && twin ? row.fcp / twin.fcp : Number.NaN
    const [low, high] = twin
      ? ratioInterval(
          row.runs.map((load) => load.fcp),
          twin.runs.map((load) => load.fcp),
        )
      : [Number.NaN, Number.NaN]
    if (ratio > OBSERVED_RATIO_BUDGET)
      failures.push(
        `observed ${row.path}: Arabic paints ${ratio.toFixed(3)}× English > ${OBSERVED_RATIO_BUDGET} (90 %: ${low.toFixed(3)}–${high.toFixed(3)}, ${row.runs.length} rounds)`,
      )
    return {
      page: row.path,
      'FP ms': Math.round(row.firstPaint),
      'FCP ms': Math.round(row.fcp),
      'LCP ms': Math.round(row.lcp),
      'load ms': Math.round(row.load),
      'FCP runs': row.runs.map((load) => Math.round(load.fcp)).join(' '),
      'ar/en': Number.isNaN(ratio) ? '' : `${ratio.toFixed(3)}${ratio > OBSERVED_RATIO_BUDGET ? ' ✗' : ''}`,
      // How far this machine's noise lets the ratio be read: does the interval clear the budget?
      '90 % interval': Number.isNaN(ratio) || Number.isNaN(low) ? '' : `${low.toFixed(3)}–${high.toFixed(3)}`,
      budget: row.lang === 'ar' ? `≤ ${OBSERVED_RATIO_BUDGET}` : '',
      rounds: row.runs.length,
      'load avg': median(row.runs.map((load) => load.loadAverage)).toFixed(1),
    }
  })
  return { table, failures }
}

export function traceTable(rows: ObservedRow[]) {
  const kinds = Object.keys(KINDS)
  return rows
    .filter((row) => row.trace)
    .map((row) => ({
      page: row.path,
      ...Object.fromEntries(
        kinds.map((kind) => [
          `${kind} ms`,
          `${Math.round(row.trace?.total[kind] ?? 0)} (${Math.round(row.trace?.beforeFcp[kind] ?? 0)})`,
        ]),
      ),
    }))
}

export function printTable(title: string, rows: Array<Record<string, string | number | boolean>>) {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0] ?? {})
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column]).length)),
  )
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')
  console.log(`\n${title}`)
  console.log(line(columns))
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'))
  for (const row of rows) console.log(line(columns.map((column) => String(row[column]))))
}
