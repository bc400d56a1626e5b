import type { LandingCopy } from '#src/i18n/copy/landing.ts'

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
 * The charts' words, without the section's; and without the months' long names where they are the
 * short ones (Arabic): 67 bytes of the Arabic landing page's first round trip
 * (tests/budget/bytes.test.ts). `monthName` reads them.
 */
export function chartsCopy(insights: LandingCopy['insights']): InsightsCopy {
  const { eyebrow: _eyebrow, title: _title, lead: _lead, sampleNote: _sampleNote, ...charts } = insights
  const same = charts.monthsLong.every((name, month) => name === charts.monthsShort[month])
  if (!same) return charts
  const { monthsLong: _monthsLong, ...shorter } = charts
  return shorter
}

/** A month's full name (the tooltip, the table), whichever way the copy carries it. */
export function monthName(copy: InsightsCopy, month: number): string {
  return (copy.monthsLong ?? copy.monthsShort)[month] ?? ''
}
