/**
 * The fixed sample data behind the landing page's three charts: one illustrative student.
 * Numbers only; subject and month names come from the charts' words (src/content/charts-words.ts).
 */
import type { ChartsWords } from '#src/content/charts-words.ts'

export type SubjectKey = keyof ChartsWords['subjects']

/** Scores are out of this. */
export const SCORE_MAX = 100

/** Monthly average score, October to March; `month` is 0 for January … 11 for December. */
export const MONTHLY_SCORES: ReadonlyArray<{ month: number; score: number }> = [
  { month: 9, score: 58 },
  { month: 10, score: 63 },
  { month: 11, score: 61 },
  { month: 0, score: 68 },
  { month: 1, score: 74 },
  { month: 2, score: 81 },
]

/** Share of study time per subject, in percent (they add up to 100). */
export const SUBJECT_SHARE: ReadonlyArray<{ subject: SubjectKey; percent: number }> = [
  { subject: 'math', percent: 35 },
  { subject: 'science', percent: 25 },
  { subject: 'arabic', percent: 22 },
  { subject: 'english', percent: 18 },
]

/** Average score per subject before and after studying with Faheem, out of SCORE_MAX. */
export const BEFORE_AFTER: ReadonlyArray<{ subject: SubjectKey; before: number; after: number }> = [
  { subject: 'math', before: 54, after: 78 },
  { subject: 'science', before: 60, after: 82 },
  { subject: 'arabic', before: 66, after: 85 },
  { subject: 'english', before: 57, after: 80 },
]
