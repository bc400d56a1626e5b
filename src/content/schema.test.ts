/**
 * The content files' schema (src/content/schema.ts): the files as committed pass, and each broken
 * variant is refused naming the file, the field and what is wrong, in Arabic and English.
 */
import { describe, expect, it } from 'vitest'
import contactFile from '#content/contact.json' with { type: 'json' }
import pricingFile from '#content/pricing.json' with { type: 'json' }
import { FEATURE_KEYS } from './keys.ts'
import { pathText } from './place.ts'
import { contactSchema, pricingSchema, schemaRefusals } from './schema.ts'

type Json = Record<string, unknown>

/** A deep copy of the file, changed by `edit`. */
function variant(file: object, edit: (copy: Json & { bundles: Json[] }) => void): unknown {
  const copy = structuredClone(file) as Json & { bundles: Json[] }
  edit(copy)
  return copy
}

/** The file's refusals, each as `file: key: English`, or '' when it passes. */
function refusal(schema: Parameters<typeof schemaRefusals>[0], data: unknown, file: string): string {
  return schemaRefusals(schema, data, file)
    .map(
      (each) =>
        `${each.file}: ${pathText(each.path) || '(the file)'}: ${each.rule === 'schema' ? each.en : ''}`,
    )
    .join('\n')
}

const PRICING = 'content/pricing.json'

describe('content/pricing.json', () => {
  it('passes as committed', () => {
    expect(refusal(pricingSchema, pricingFile, PRICING)).toBe('')
  })

  it.each<[string, (copy: Json & { bundles: Json[] }) => void, string]>([
    [
      'a price of 0',
      (c) => {
        c.bundles[2] = { ...c.bundles[2], price: 0 }
      },
      'bundles[2].price: must be a positive whole number of pounds (got 0)',
    ],
    [
      'a price in piastres',
      (c) => {
        c.perSubjectPrice = { monthly: 99.5, term: 150, yearly: 200 }
      },
      'perSubjectPrice.monthly: must be a positive whole number of pounds (got 99.5)',
    ],
    [
      'an eleventh subject',
      (c) => {
        c.subjects = { min: 1, max: 11, step: 1 }
      },
      'subjects.max: must be a whole number from 1 to 10 (got 11)',
    ],
    [
      'a range upside down',
      (c) => {
        c.subjects = { min: 5, max: 3, step: 1 }
      },
      'subjects.max: must be at least min, 5 (got 3)',
    ],
    [
      'an unknown feature',
      (c) => {
        c.bundles[0] = { ...c.bundles[0], features: ['adaptiveQuizzes', 'homework'] }
      },
      `bundles[0].features[1]: must be one of ${FEATURE_KEYS.join(', ')} (got "homework")`,
    ],
    [
      'a feature twice',
      (c) => {
        c.bundles[1] = { ...c.bundles[1], features: ['points', 'points'] }
      },
      'bundles[1].features: lists a key twice (got ["points","points"])',
    ],
    [
      'two highlighted',
      (c) => {
        c.bundles[0] = { ...c.bundles[0], highlighted: true }
      },
      'bundles: must have exactly one highlighted bundle (got monthly, term)',
    ],
    [
      'none highlighted',
      (c) => {
        c.bundles[1] = { ...c.bundles[1], highlighted: false }
      },
      'bundles: must have exactly one highlighted bundle (got none)',
    ],
    [
      'a missing field',
      (c) => {
        delete c.refundDays
      },
      'refundDays: is missing',
    ],
    [
      'an extra field',
      (c) => {
        c.bundles[3] = { ...c.bundles[3], discount: 10 }
      },
      'bundles[3]: unknown field "discount"',
    ],
    [
      'an unknown period',
      (c) => {
        c.bundles[0] = { ...c.bundles[0], period: 'weekly' }
      },
      'bundles[0].period: must be one of monthly, term, yearly (got "weekly")',
    ],
    [
      'a bundle the code does not know',
      (c) => {
        c.bundles[3] = { ...c.bundles[3], id: 'family' }
      },
      'bundles[3].id: must be one of monthly, term, yearly, premium (got "family")',
    ],
    [
      'a bundle dropped',
      (c) => {
        c.bundles.pop()
      },
      'bundles: must be the bundles monthly, term, yearly, premium, each once (got monthly, term, yearly)',
    ],
    [
      'a feature left out of the table',
      (c) => {
        c.features = (c.features as string[]).slice(1)
      },
      'features: must list every feature; missing adaptiveQuizzes',
    ],
    [
      'refund days of 0',
      (c) => {
        c.refundDays = 0
      },
      'refundDays: must be a positive whole number of days (got 0)',
    ],
    [
      'a size in words',
      (c) => {
        c.bundles[0] = { ...c.bundles[0], subjects: 'one' }
      },
      'bundles[0].subjects: must be a positive whole number or "unlimited" (got "one")',
    ],
    [
      'defaults out of range',
      (c) => {
        c.calculatorDefaults = { subjects: 12, period: 'monthly' }
      },
      'calculatorDefaults.subjects: must be from 1 to 10 (got 12)',
    ],
  ])('refuses %s', (_, edit, message) => {
    expect(refusal(pricingSchema, variant(pricingFile, edit), PRICING)).toBe(`${PRICING}: ${message}`)
  })
})

const CONTACT = 'content/contact.json'

describe('content/contact.json', () => {
  it('passes as committed', () => {
    expect(refusal(contactSchema, contactFile, CONTACT)).toBe('')
  })

  it.each<[string, (copy: Json) => void, string]>([
    [
      'an email without a domain',
      (c) => {
        c.email = 'support@'
      },
      'email: must be an email address (got "support@")',
    ],
    [
      'a phone without its country code',
      (c) => {
        c.phone = '01001234567'
      },
      'phone: must be a phone number in E.164 form, like +201001234567 (got "01001234567")',
    ],
    [
      'a shown phone of another number',
      (c) => {
        c.phoneDisplay = '+20 100 123 4568'
      },
      'phoneDisplay: must be the phone number, grouped (got "+20 100 123 4568")',
    ],
    [
      'an empty address',
      (c) => {
        c.address = { ar: ' ', en: '15 Qasr El Nil Street' }
      },
      'address.ar: must not be empty (got " ")',
    ],
    [
      'an extra field',
      (c) => {
        c.fax = '+20 2 1234 5678'
      },
      '(the file): unknown field "fax"',
    ],
  ])('refuses %s', (_, edit, message) => {
    expect(refusal(contactSchema, variant(contactFile, edit), CONTACT)).toBe(`${CONTACT}: ${message}`)
  })
})
