import type { LandingCopy } from '#src/i18n/copy/landing.ts'
import { MONTHLY_SCORES } from '../../data/chart-samples.ts'

/** The section's own words, which the static section shows (src/features/landing/sections/insights.tsx). */
type SectionWords = 'eyebrow' | 'title' | 'lead' | 'sampleNote'

/**
 * The words the charts need: all their island is given (src/features/landing/insights-charts.tsx).
 * Every word an island gets travels twice in the HTML (rendered, and again in its props), so the
 * section's heading and note stay out of it.
 */
export type InsightsCopy = Omit<LandingCopy['insights'], SectionWords | 'monthsLong'> &
  Partial<Pick<LandingCopy['insights'], 'monthsLong'>>

/**
 * The charts' words, without the section's; with the names of the months the samples show only
 * (the others blank, so a month keeps its index); and without the months' long names where they
 * are the short ones (Arabic). Together about 100 bytes of the Arabic landing page's first round
 * trip (tests/budget/bytes.test.ts). `monthName` reads them.
 */
export function chartsCopy(
  insights: LandingCopy['insights'],
  shown: ReadonlySet<number> = new Set(MONTHLY_SCORES.map((row) => row.month)),
): InsightsCopy {
  const { eyebrow: _eyebrow, title: _title, lead: _lead, sampleNote: _sampleNote, ...all } = insights
  const only = (names: readonly string[]) => names.map((name, month) => (shown.has(month) ? name : ''))
  const charts = { ...all, monthsShort: only(all.monthsShort), monthsLong: only(all.monthsLong) }
  const same = charts.monthsLong.every((name, month) => name === charts.monthsShort[month])
  if (!same) return charts
  const { monthsLong: _monthsLong, ...shorter } = charts
  return shorter
}

/** A month's full name (the tooltip, the table), whichever way the copy carries it. */
export function monthName(copy: InsightsCopy, month: number): string {
  return (copy.monthsLong ?? copy.monthsShort)[month] ?? ''
}
