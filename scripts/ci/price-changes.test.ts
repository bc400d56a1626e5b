/**
 * The price summary (price-changes.ts), one edit at a time from a pricing file written here (not
 * the repository's: a price change must not fail this test): each row the edit, then the lines a
 * reviewer reads, Arabic then English, with the site's digits, currency and no-break spaces
 * (src/i18n/format.ts). The names are the glossary's, read from the word files (G below), so that
 * a reworded name fails nothing either.
 */
import { describe, expect, it } from 'vitest'
import type { Pricing } from '#src/content/schema.ts'
import { WORDS } from '#src/content/words.ts'
import { plural } from '#src/i18n/format.ts'
import { priceChanges, priceChangesMarkdown } from './price-changes.ts'

const FEATURES = ['adaptiveQuizzes', 'aiSummaries', 'progressTracking', 'appAccess'] as const
const BASE: Pricing = {
  perSubjectPrice: { monthly: 100, term: 150, yearly: 200 },
  subjects: { min: 1, max: 10, step: 1 },
  calculatorDefaults: { subjects: 1, period: 'monthly' },
  refundDays: 7,
  features: [...FEATURES, 'voiceTutoring', 'points', 'teacherDashboard'],
  bundles: [
    {
      id: 'monthly',
      price: 100,
      subjects: 1,
      period: 'monthly',
      features: [...FEATURES],
      highlighted: false,
    },
    {
      id: 'term',
      price: 270,
      subjects: 3,
      period: 'term',
      features: [...FEATURES, 'voiceTutoring'],
      highlighted: true,
    },
    {
      id: 'yearly',
      price: 400,
      subjects: 5,
      period: 'yearly',
      features: [...FEATURES, 'voiceTutoring', 'points'],
      highlighted: false,
    },
    {
      id: 'premium',
      price: 750,
      subjects: 'unlimited',
      period: 'yearly',
      features: [...FEATURES, 'voiceTutoring', 'points', 'teacherDashboard'],
      highlighted: false,
    },
  ],
}
/** The glossary of each language, and the refund window's plural forms. */
const G = { ar: WORDS.glossary.ar, en: WORDS.glossary.en }
const days = (lang: 'ar' | 'en', count: number) => plural(lang, count, WORDS.pricing[lang].days)
const subjects = (lang: 'ar' | 'en', count: number) => plural(lang, count, G[lang].subject)
/** A no-break space, as formatMoney joins an amount and its currency. */
const _ = '\u00a0'

function edited(edit: (copy: Pricing) => void): Pricing {
  const copy = structuredClone(BASE)
  edit(copy)
  return copy
}
const bundle = (copy: Pricing, id: string) => {
  const found = copy.bundles.find((plan) => plan.id === id)
  if (!found) throw new Error(`no bundle ${id}`)
  return found
}

const CASES: Array<[string, (copy: Pricing) => void, { ar: string[]; en: string[] }]> = [
  ['nothing', () => {}, { ar: [], en: [] }],
  [
    'a bundle’s price',
    (copy) => {
      bundle(copy, 'term').price = 290
    },
    { ar: [`${G.ar.bundles.term}: ٢٧٠ ← ٢٩٠${_}ج.م`], en: [`${G.en.bundles.term}: EGP${_}270 → 290`] },
  ],
  [
    'a price over a thousand, grouped',
    (copy) => {
      bundle(copy, 'premium').price = 1250
    },
    {
      ar: [`${G.ar.bundles.premium}: ٧٥٠ ← ١٬٢٥٠${_}ج.م`],
      en: [`${G.en.bundles.premium}: EGP${_}750 → 1,250`],
    },
  ],
  [
    'the price per subject of two periods',
    (copy) => {
      copy.perSubjectPrice.monthly = 110
      copy.perSubjectPrice.yearly = 180
    },
    {
      ar: [
        `سعر المادة ${G.ar.periods.monthly.per}: ١٠٠ ← ١١٠${_}ج.م`,
        `سعر المادة ${G.ar.periods.yearly.per}: ٢٠٠ ← ١٨٠${_}ج.م`,
      ],
      en: [
        `Price per subject ${G.en.periods.monthly.per}: EGP${_}100 → 110`,
        `Price per subject ${G.en.periods.yearly.per}: EGP${_}200 → 180`,
      ],
    },
  ],
  [
    'the refund window',
    (copy) => {
      copy.refundDays = 14
    },
    {
      ar: [`مدة الاسترداد: ${days('ar', 7)} ← ${days('ar', 14)}`],
      en: [`Refund window: ${days('en', 7)} → ${days('en', 14)}`],
    },
  ],
  [
    'a feature added to one card and removed from another',
    (copy) => {
      bundle(copy, 'term').features.push('points')
      bundle(copy, 'premium').features = bundle(copy, 'premium').features.filter(
        (key) => key !== 'teacherDashboard',
      )
    },
    {
      ar: [
        `${G.ar.bundles.term}: أُضيفت «${G.ar.features.points}»`,
        `${G.ar.bundles.premium}: أُزيلت «${G.ar.features.teacherDashboard}»`,
      ],
      en: [
        `${G.en.bundles.term}: added “${G.en.features.points}”`,
        `${G.en.bundles.premium}: removed “${G.en.features.teacherDashboard}”`,
      ],
    },
  ],
  [
    'the highlight moved',
    (copy) => {
      bundle(copy, 'term').highlighted = false
      bundle(copy, 'yearly').highlighted = true
    },
    {
      ar: [`${G.ar.recommended}: ${G.ar.bundles.term} ← ${G.ar.bundles.yearly}`],
      en: [`${G.en.recommended}: ${G.en.bundles.term} → ${G.en.bundles.yearly}`],
    },
  ],
  [
    'a bundle’s size and period',
    (copy) => {
      bundle(copy, 'yearly').subjects = 6
      bundle(copy, 'premium').period = 'term'
    },
    {
      ar: [
        `${G.ar.bundles.yearly}: ${subjects('ar', 5)} ← ${subjects('ar', 6)}`,
        `${G.ar.bundles.premium}: ${G.ar.periods.yearly.name} ← ${G.ar.periods.term.name}`,
      ],
      en: [
        `${G.en.bundles.yearly}: ${subjects('en', 5)} → ${subjects('en', 6)}`,
        `${G.en.bundles.premium}: ${G.en.periods.yearly.name} → ${G.en.periods.term.name}`,
      ],
    },
  ],
  [
    'a field with no words of its own, named by its path',
    (copy) => {
      copy.subjects.max = 12
    },
    { ar: ['تغيّر أيضًا: `subjects`'], en: ['Also changed: `subjects`'] },
  ],
]

describe('priceChanges', () => {
  it.each(CASES)('%s', (_name, edit, expected) => {
    expect(priceChanges(BASE, edited(edit))).toEqual(expected)
  })

  it('lists several changes in a fixed order: per subject, bundles, highlight, refund', () => {
    const after = edited((copy) => {
      copy.refundDays = 10
      bundle(copy, 'monthly').price = 120
      copy.perSubjectPrice.term = 160
    })
    expect(priceChanges(BASE, after).en).toEqual([
      `Price per subject ${G.en.periods.term.per}: EGP${_}150 → 160`,
      `${G.en.bundles.monthly}: EGP${_}100 → 120`,
      `Refund window: ${days('en', 7)} → ${days('en', 10)}`,
    ])
  })
})

describe('priceChangesMarkdown', () => {
  it('is empty when nothing changed', () => {
    expect(priceChangesMarkdown(priceChanges(BASE, BASE))).toBe('')
  })

  it('puts the Arabic list first, right to left, then the English one', () => {
    const markdown = priceChangesMarkdown(
      priceChanges(
        BASE,
        edited((copy) => {
          bundle(copy, 'term').price = 290
        }),
      ),
    )
    const arabic = markdown.indexOf(`- ${G.ar.bundles.term}: ٢٧٠ ← ٢٩٠${_}ج.م`)
    const english = markdown.indexOf(`- ${G.en.bundles.term}: EGP${_}270 → 290`)
    expect(markdown.indexOf('<div dir="rtl" lang="ar">')).toBeLessThan(arabic)
    expect(arabic).toBeGreaterThan(-1)
    expect(markdown.indexOf('</div>')).toBeLessThan(english)
  })
})
