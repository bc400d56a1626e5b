/**
 * The calculator's state in the address: `?subjects=3&period=term`. Pure: parses and writes a
 * query string, keeping every other parameter (`lang`). A missing, repeated or invalid value is
 * ignored in favour of the default, never an error.
 */
import { CALCULATOR_DEFAULTS, isPeriod, type Period, SUBJECTS } from '#src/content/pricing.ts'

export interface CalculatorState {
  subjects: number
  period: Period
}

export const PARAM = { subjects: 'subjects', period: 'period' } as const

/** Only plain decimal digits: "3" and "10", never "3abc", "1e1", " 3", "03" or "3.0". */
const WHOLE_NUMBER = /^[1-9]\d*$/

/** The one value of `name`, or null when it is missing or given more than once. */
function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name)
  return values.length === 1 ? (values[0] ?? null) : null
}

function parseSubjects(raw: string | null): number {
  if (raw === null || !WHOLE_NUMBER.test(raw)) return CALCULATOR_DEFAULTS.subjects
  const value = Number(raw)
  return value >= SUBJECTS.min && value <= SUBJECTS.max ? value : CALCULATOR_DEFAULTS.subjects
}

function parsePeriod(raw: string | null): Period {
  return isPeriod(raw) ? raw : CALCULATOR_DEFAULTS.period
}

/** Reads the calculator's state from a query string ("?subjects=3&period=term" or without "?"). */
export function parseCalculatorParams(search: string): CalculatorState {
  const params = new URLSearchParams(search)
  return {
    subjects: parseSubjects(single(params, PARAM.subjects)),
    period: parsePeriod(single(params, PARAM.period)),
  }
}

/**
 * The query string for `state`, keeping the other parameters of `search`. Defaults are left out,
 * so the untouched calculator keeps the bare address. Returns "" or a string starting with "?".
 */
export function serializeCalculatorParams(state: CalculatorState, search = ''): string {
  const params = new URLSearchParams(search)
  params.delete(PARAM.subjects)
  params.delete(PARAM.period)
  const rest = [...params]
  const next = new URLSearchParams()
  if (state.subjects !== CALCULATOR_DEFAULTS.subjects) next.set(PARAM.subjects, String(state.subjects))
  if (state.period !== CALCULATOR_DEFAULTS.period) next.set(PARAM.period, state.period)
  for (const [name, value] of rest) next.append(name, value)
  const query = next.toString()
  return query ? `?${query}` : ''
}
