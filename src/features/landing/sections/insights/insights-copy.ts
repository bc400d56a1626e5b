import type { LandingCopy } from '#src/i18n/copy/landing.ts'

/** The charts' words (src/i18n/copy/insights.ts): the charts island's, by its language. */
export type InsightsCopy = LandingCopy['insights']

/** A month's full name (the tooltip, the table). */
export function monthName(copy: InsightsCopy, month: number): string {
  return copy.monthsLong[month] ?? ''
}
