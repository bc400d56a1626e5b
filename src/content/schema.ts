/**
 * What the content files (content/, at the repository's root) may say, and the one message a
 * broken one fails with: `content/pricing.json: bundles[2].price: must be a positive whole number
 * of pounds (got 0)`. The enumerations the code switches on (periods, bundle ids, feature keys)
 * are code (keys.ts): the files order them and fill in the numbers, sizes, flags and lists, but
 * cannot add one (README, "Common changes"). Only Node reads this (check.ts, the tests): the
 * pages' code reads the files through pricing.ts and contact.ts, without it.
 */
import { z } from 'zod'
import { FEATURE_KEYS, PERIODS, PLAN_IDS } from './keys.ts'

/** The most subjects the calculator offers. */
const MAX_SUBJECTS = 10

/** How a value looks in a message: JSON, or "nothing" when the field is missing. */
function shown(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value)
}

/** A message for every issue of a field: "is missing", or what it must be and what it is. */
function must(what: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined ? 'is missing' : `${what} (got ${shown(issue.input)})`,
  }
}

function whole(what: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  const rule = must(what)
  return z.number(rule).int(rule).min(min, rule).max(max, rule)
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, must(`must be one of ${values.join(', ')}`))
}

/** An object that refuses a field it does not know, by name. */
function fields<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`
        : issue.input === undefined
          ? 'is missing'
          : `must be an object (got ${shown(issue.input)})`,
  })
}

/** A list of keys, each once. */
function listOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.array(oneOf(values), must('must be a list')).refine((list) => new Set(list).size === list.length, {
    error: (issue) => `lists a key twice (got ${shown(issue.input)})`,
  })
}

const pounds = () => whole('must be a positive whole number of pounds', 1)

const bundle = fields({
  id: oneOf(PLAN_IDS),
  price: pounds(),
  subjects: z.union([whole('must be a positive whole number', 1), z.literal('unlimited')], {
    error: (issue) =>
      issue.input === undefined
        ? 'is missing'
        : `must be a positive whole number or "unlimited" (got ${shown(issue.input)})`,
  }),
  period: oneOf(PERIODS),
  features: listOf(FEATURE_KEYS),
  highlighted: z.boolean(must('must be true or false')),
})

export const pricingSchema = fields({
  perSubjectPrice: fields({ monthly: pounds(), term: pounds(), yearly: pounds() }),
  subjects: fields({
    min: whole(`must be a whole number from 1 to ${MAX_SUBJECTS}`, 1, MAX_SUBJECTS),
    max: whole(`must be a whole number from 1 to ${MAX_SUBJECTS}`, 1, MAX_SUBJECTS),
    step: whole('must be a positive whole number', 1),
  }),
  calculatorDefaults: fields({
    subjects: whole('must be a positive whole number', 1),
    period: oneOf(PERIODS),
  }),
  refundDays: whole('must be a positive whole number of days', 1),
  features: listOf(FEATURE_KEYS),
  bundles: z.array(bundle, must('must be a list')),
}).superRefine((pricing, context) => {
  const problem = (path: PropertyKey[], message: string) =>
    context.addIssue({ code: 'custom', path, message, input: undefined })
  const { subjects, calculatorDefaults, features, bundles } = pricing
  if (subjects.min > subjects.max) {
    problem(['subjects', 'max'], `must be at least min, ${subjects.min} (got ${subjects.max})`)
  } else if (calculatorDefaults.subjects < subjects.min || calculatorDefaults.subjects > subjects.max) {
    problem(
      ['calculatorDefaults', 'subjects'],
      `must be from ${subjects.min} to ${subjects.max} (got ${calculatorDefaults.subjects})`,
    )
  }
  const missing = FEATURE_KEYS.filter((key) => !features.includes(key))
  if (missing.length > 0) problem(['features'], `must list every feature; missing ${missing.join(', ')}`)
  const ids = bundles.map(({ id }) => id)
  const absent = PLAN_IDS.filter((id) => !ids.includes(id))
  if (absent.length > 0 || ids.length !== PLAN_IDS.length) {
    problem(['bundles'], `must be the bundles ${PLAN_IDS.join(', ')}, each once (got ${ids.join(', ')})`)
  }
  const highlighted = bundles.filter((plan) => plan.highlighted).map(({ id }) => id)
  if (highlighted.length !== 1) {
    problem(['bundles'], `must have exactly one highlighted bundle (got ${highlighted.join(', ') || 'none'})`)
  }
})

/** A phone number in E.164 form: +, the country code, the number; 15 digits at most. */
const E164 = /^\+[1-9]\d{6,14}$/

export const contactSchema = fields({
  email: z
    .string(must('must be a string'))
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, must('must be an e-mail address')),
  phone: z
    .string(must('must be a string'))
    .regex(E164, must('must be a phone number in E.164 form, like +201001234567')),
  phoneDisplay: z
    .string(must('must be a string'))
    .regex(/^\+[\d ]+$/, must('must be the phone number, grouped with spaces')),
  address: fields({
    ar: z.string(must('must be a string')).regex(/\S/, must('must not be empty')),
    en: z.string(must('must be a string')).regex(/\S/, must('must not be empty')),
  }),
  // Read only when the phone itself is right (else its own line says so).
}).refine(
  (contact) => !E164.test(contact.phone) || contact.phoneDisplay.replaceAll(' ', '') === contact.phone,
  {
    path: ['phoneDisplay'],
    error: (issue) =>
      `must be the phone number, grouped (got ${shown((issue.input as { phoneDisplay?: unknown }).phoneDisplay)})`,
  },
)

/** `bundles[2].price`: a field's path as a reader writes it. */
function pathOf(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('')
}

/** Thrown for a broken content file: its message names the file and each field; no stack to read. */
export class ContentError extends Error {
  override name = 'ContentError'
}

/** The file's data, checked: else a ContentError with one line a problem. */
export function parseContent<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const lines = result.error.issues.map(
    (issue) => `${file}: ${pathOf(issue.path) || '(the file)'}: ${issue.message}`,
  )
  const error = new ContentError(lines.join('\n'))
  error.stack = error.message
  throw error
}

export type Pricing = z.output<typeof pricingSchema>
export type Contact = z.output<typeof contactSchema>
