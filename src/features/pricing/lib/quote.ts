/**
 * The price calculator's arithmetic: pure, no React, no DOM. The total is the subject count
 * times the per-subject price of the chosen billing period.
 */
import { isPeriod, PER_SUBJECT_PRICE, type Period, SUBJECTS } from '#src/content/pricing.ts'

export interface Quote {
  subjects: number
  period: Period
  /** Price of one subject for the period, in Egyptian pounds. */
  perSubject: number
  /** subjects × perSubject, in Egyptian pounds. */
  total: number
}

/** True for a whole number of subjects the calculator offers (`SUBJECTS`, content/pricing.json). */
function isSubjectCount(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= SUBJECTS.min && value <= SUBJECTS.max
  )
}

/**
 * The price of `subjects` subjects for one `period`.
 * @throws RangeError naming the bad value, for a count that is not a whole number in `SUBJECTS`
 * or a period other than monthly, term or yearly.
 */
export function quote(subjects: number, period: Period): Quote {
  if (!isSubjectCount(subjects)) {
    throw new RangeError(
      `quote(): subjects must be a whole number from ${SUBJECTS.min} to ${SUBJECTS.max}, got ${String(subjects)}`,
    )
  }
  if (!isPeriod(period)) {
    throw new RangeError(`quote(): period must be monthly, term or yearly, got ${JSON.stringify(period)}`)
  }
  const perSubject = PER_SUBJECT_PRICE[period]
  return { subjects, period, perSubject, total: subjects * perSubject }
}
