/**
 * What the content files (content/, at the repository's root) may say, and what each broken field
 * is refused with, in Arabic and English (printed by refusal.ts: «الأسعار والباقات › الباقات ›
 * الباقة الثالثة › السعر (جنيه): يجب أن يكون عددًا صحيحًا موجبًا من الجنيهات (المكتوب الآن: ٠)»,
 * then "… must be a positive whole number of pounds (got 0)"). The enumerations the code switches on (periods, bundle ids, feature keys)
 * are code (keys.ts): the files order them and fill in the numbers, sizes, flags and lists, but
 * cannot add one (README, "Common changes"). Only Node reads this (check.ts, the tests): the
 * pages' code reads the files through pricing.ts and contact.ts, without it.
 */
import { z } from 'zod'
import { FEATURE_KEYS, PERIODS, PLAN_IDS } from './keys.ts'
import { arabicDigits } from './place.ts'
import { printed, type Refusal } from './refusal.ts'

/** The most subjects the calculator offers. */
const MAX_SUBJECTS = 10

/** How a value looks in a message: JSON (its digits Arabic in the Arabic), or "nothing" when missing. */
function shown(value: unknown): [string, string] {
  if (value === undefined) return ['لا شيء', 'nothing']
  const json = JSON.stringify(value)
  return [typeof value === 'number' ? arabicDigits(json) : json, json]
}

/**
 * A message in both languages, as zod carries one string: the Arabic, a line break, the English
 * (schemaRefusals splits them again).
 */
const both = (ar: string, en: string) => `${ar}\n${en}`

/** A message for every issue of a field: "is missing", or what it must be and what it is. */
function must(ar: string, en: string) {
  return {
    error: (issue: { input?: unknown }) => {
      if (issue.input === undefined) return both('غير موجود. أضِفه.', 'is missing')
      const [gotAr, gotEn] = shown(issue.input)
      return both(`${ar} (المكتوب الآن: ${gotAr})`, `${en} (got ${gotEn})`)
    },
  }
}

function whole(ar: string, en: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  const rule = must(ar, en)
  return z.number(rule).int(rule).min(min, rule).max(max, rule)
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(
    values,
    must(`يجب أن يكون واحدًا من: ${values.join('، ')}`, `must be one of ${values.join(', ')}`),
  )
}

/** An object that refuses a field it does not know, by name. */
function fields<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        const keys = issue.keys.map((key) => `"${key}"`)
        return both(
          `${keys.length > 1 ? 'حقول غير معروفة' : 'حقل غير معروف'}: ${keys.join('، ')}. احذفه.`,
          `unknown field${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`,
        )
      }
      if (issue.input === undefined) return both('غير موجود. أضِفه.', 'is missing')
      const [gotAr, gotEn] = shown(issue.input)
      return both(`يجب أن يكون مجموعة حقول (المكتوب الآن: ${gotAr})`, `must be an object (got ${gotEn})`)
    },
  })
}

/** A list of keys, each once. */
function listOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .array(oneOf(values), must('يجب أن يكون قائمة', 'must be a list'))
    .refine((list) => new Set(list).size === list.length, {
      error: (issue) => {
        const [gotAr, gotEn] = shown(issue.input)
        return both(`فيه القيمة نفسها مرتين (المكتوب الآن: ${gotAr})`, `lists a key twice (got ${gotEn})`)
      },
    })
}

const POSITIVE = ['يجب أن يكون عددًا صحيحًا موجبًا', 'must be a positive whole number'] as const
const IN_RANGE = [
  `يجب أن يكون عددًا صحيحًا من ١ إلى ${arabicDigits(MAX_SUBJECTS)}`,
  `must be a whole number from 1 to ${MAX_SUBJECTS}`,
] as const
const pounds = () =>
  whole('يجب أن يكون عددًا صحيحًا موجبًا من الجنيهات', 'must be a positive whole number of pounds', 1)

const bundle = fields({
  id: oneOf(PLAN_IDS),
  price: pounds(),
  subjects: z.union([whole(...POSITIVE, 1), z.literal('unlimited')], {
    error: (issue) => {
      if (issue.input === undefined) return both('غير موجود. أضِفه.', 'is missing')
      const [gotAr, gotEn] = shown(issue.input)
      return both(
        `يجب أن يكون عددًا صحيحًا موجبًا أو "unlimited" (بلا حد) (المكتوب الآن: ${gotAr})`,
        `must be a positive whole number or "unlimited" (got ${gotEn})`,
      )
    },
  }),
  period: oneOf(PERIODS),
  features: listOf(FEATURE_KEYS),
  highlighted: z.boolean(must('يجب أن يكون نعم أو لا (true أو false)', 'must be true or false')),
})

export const pricingSchema = fields({
  perSubjectPrice: fields({ monthly: pounds(), term: pounds(), yearly: pounds() }),
  subjects: fields({
    min: whole(...IN_RANGE, 1, MAX_SUBJECTS),
    max: whole(...IN_RANGE, 1, MAX_SUBJECTS),
    step: whole(...POSITIVE, 1),
  }),
  calculatorDefaults: fields({
    subjects: whole(...POSITIVE, 1),
    period: oneOf(PERIODS),
  }),
  refundDays: whole('يجب أن يكون عددًا صحيحًا موجبًا من الأيام', 'must be a positive whole number of days', 1),
  features: listOf(FEATURE_KEYS),
  bundles: z.array(bundle, must('يجب أن يكون قائمة', 'must be a list')),
}).superRefine((pricing, context) => {
  const problem = (path: PropertyKey[], ar: string, en: string) =>
    context.addIssue({ code: 'custom', path, message: both(ar, en), input: undefined })
  const n = arabicDigits
  const { subjects, calculatorDefaults, features, bundles } = pricing
  if (subjects.min > subjects.max) {
    problem(
      ['subjects', 'max'],
      `يجب ألا يقل عن الأدنى، ${n(subjects.min)} (المكتوب الآن: ${n(subjects.max)})`,
      `must be at least min, ${subjects.min} (got ${subjects.max})`,
    )
  } else if (calculatorDefaults.subjects < subjects.min || calculatorDefaults.subjects > subjects.max) {
    problem(
      ['calculatorDefaults', 'subjects'],
      `يجب أن يكون من ${n(subjects.min)} إلى ${n(subjects.max)} (المكتوب الآن: ${n(calculatorDefaults.subjects)})`,
      `must be from ${subjects.min} to ${subjects.max} (got ${calculatorDefaults.subjects})`,
    )
  }
  const missing = FEATURE_KEYS.filter((key) => !features.includes(key))
  if (missing.length > 0)
    problem(
      ['features'],
      `يجب أن تُذكر كل الميزات؛ الناقصة: ${missing.join('، ')}`,
      `must list every feature; missing ${missing.join(', ')}`,
    )
  const ids = bundles.map(({ id }) => id)
  const absent = PLAN_IDS.filter((id) => !ids.includes(id))
  if (absent.length > 0 || ids.length !== PLAN_IDS.length) {
    problem(
      ['bundles'],
      `يجب أن تكون الباقات ${PLAN_IDS.join('، ')}، كلٌّ منها مرة واحدة (المكتوب الآن: ${ids.join('، ')})`,
      `must be the bundles ${PLAN_IDS.join(', ')}, each once (got ${ids.join(', ')})`,
    )
  }
  const highlighted = bundles.filter((plan) => plan.highlighted).map(({ id }) => id)
  if (highlighted.length !== 1) {
    problem(
      ['bundles'],
      `يجب أن تكون باقة واحدة فقط هي المرشّحة (المرشّحة الآن: ${highlighted.join('، ') || 'لا شيء'})`,
      `must have exactly one highlighted bundle (got ${highlighted.join(', ') || 'none'})`,
    )
  }
})

const TEXT = must('يجب أن يكون نصًّا', 'must be a string')

/** A phone number in E.164 form: +, the country code, the number; 15 digits at most. */
const E164 = /^\+[1-9]\d{6,14}$/

export const contactSchema = fields({
  email: z
    .string(TEXT)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, must('يجب أن يكون عنوان بريد إلكتروني', 'must be an email address')),
  phone: z
    .string(TEXT)
    .regex(
      E164,
      must(
        'يجب أن يكون رقم هاتف بصيغة E.164، مثل +201001234567',
        'must be a phone number in E.164 form, like +201001234567',
      ),
    ),
  phoneDisplay: z
    .string(TEXT)
    .regex(
      /^\+[\d ]+$/,
      must('يجب أن يكون رقم الهاتف مجمّعًا بمسافات', 'must be the phone number, grouped with spaces'),
    ),
  address: fields({
    ar: z.string(TEXT).regex(/\S/, must('يجب ألا يكون فارغًا', 'must not be empty')),
    en: z.string(TEXT).regex(/\S/, must('يجب ألا يكون فارغًا', 'must not be empty')),
  }),
  // Read only when the phone itself is right (else its own line says so).
}).refine(
  (contact) => !E164.test(contact.phone) || contact.phoneDisplay.replaceAll(' ', '') === contact.phone,
  {
    path: ['phoneDisplay'],
    error: (issue) => {
      const [gotAr, gotEn] = shown((issue.input as { phoneDisplay?: unknown }).phoneDisplay)
      return both(
        `يجب أن يكون رقم الهاتف نفسه، مجمّعًا بمسافات (المكتوب الآن: ${gotAr})`,
        `must be the phone number, grouped (got ${gotEn})`,
      )
    },
  },
)

/** Thrown for broken content: its message is the refusals as printed (refusal.ts); no stack to read. */
export class ContentError extends Error {
  override name = 'ContentError'
}

/** Every refusal of a content file by its schema, by the editor's labels (refusal.ts). */
export function schemaRefusals(schema: z.ZodType, data: unknown, file: string): Refusal[] {
  const result = schema.safeParse(data)
  if (result.success) return []
  return result.error.issues.map((issue) => {
    const [ar = '', en = ar] = issue.message.split('\n')
    return { file, path: issue.path.filter((step) => typeof step !== 'symbol'), rule: 'schema', ar, en }
  })
}

/** The file's data, checked: else a ContentError with its refusals. */
export function parseContent<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const refusals = schemaRefusals(schema, data, file)
  if (refusals.length === 0) return data as T
  const error = new ContentError(printed(refusals))
  error.stack = error.message
  throw error
}

export type Pricing = z.output<typeof pricingSchema>
export type Contact = z.output<typeof contactSchema>
