import type { LandingCopy } from '#src/i18n/copy/landing.ts'

/** The section's own words, which the static section shows (src/features/landing/sections/insights.tsx). */
type SectionWords = 'eyebrow' | 'title' | 'lead' | 'sampleNote'

/**
 * The words the charts need: all their island is given (src/features/landing/insights-charts.tsx).
 * Every word an island gets travels twice in the HTML (rendered, and again in its props), so the
 * section's heading and note stay out of it.
 */
export type InsightsCopy = Omit<LandingCopy['insights'], SectionWords>

export function chartsCopy(insights: LandingCopy['insights']): InsightsCopy {
  const { eyebrow: _eyebrow, title: _title, lead: _lead, sampleNote: _sampleNote, ...charts } = insights
  return charts
}
