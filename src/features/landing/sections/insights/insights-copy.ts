import type { ChartsWords } from '#src/content/charts-words.ts'

/** A month's full name (the tooltip, the table). */
export function monthName(copy: ChartsWords, month: number): string {
  return copy.monthsLong[month] ?? ''
}
