/**
 * The price summary (price-changes.ts), one edit at a time from the repository's pricing file:
 * each row the edit, then the lines a reviewer reads, Arabic then English, with the site's digits,
 * currency and no-break spaces (src/i18n/format.ts) and the glossary's names.
 */
import { describe, expect, it } from 'vitest'
import pricing from '#content/pricing.json' with { type: 'json' }
import type { Pricing } from '#src/content/schema.ts'
import { priceChanges, priceChangesMarkdown } from './price-changes.ts'

const BASE = pricing as Pricing
/** A no-break space, as formatMoney joins an amount and its currency. */
const _ = '\u00a0'

function edited(edit: (copy: Pricing) => void): Pricing {
  const copy = structuredClone(BASE)
  edit(copy)
  return copy
}
const bundle = (copy: Pricing, id: string) => {
  const found = copy.bundles.find((plan) => plan.id === id)
  if (!found) throw new Error(`no bundle ${id} in content/pricing.json`)
  return found
}

const CASES: Array<[string, (copy: Pricing) => void, { ar: string[]; en: string[] }]> = [
  ['nothing', () => {}, { ar: [], en: [] }],
  [
    'a bundle’s price',
    (copy) => {
      bundle(copy, 'term').price = 290
    },
    { ar: [`باقة الترم: ٢٧٠ ← ٢٩٠${_}ج.م`], en: [`Term bundle: EGP${_}270 → 290`] },
  ],
  [
    'a price over a thousand, grouped',
    (copy) => {
      bundle(copy, 'premium').price = 1250
    },
    { ar: [`باقة بريميوم: ٧٥٠ ← ١٬٢٥٠${_}ج.م`], en: [`Premium bundle: EGP${_}750 → 1,250`] },
  ],
  [
    'the price per subject of two periods',
    (copy) => {
      copy.perSubjectPrice.monthly = 110
      copy.perSubjectPrice.yearly = 180
    },
    {
      ar: [`سعر المادة شهريًا: ١٠٠ ← ١١٠${_}ج.م`, `سعر المادة سنويًا: ٢٠٠ ← ١٨٠${_}ج.م`],
      en: [`Price per subject per month: EGP${_}100 → 110`, `Price per subject per year: EGP${_}200 → 180`],
    },
  ],
  [
    'the refund window',
    (copy) => {
      copy.refundDays = 14
    },
    { ar: ['مدة الاسترداد: ٧ أيام ← ١٤ يومًا'], en: ['Refund window: 7 days → 14 days'] },
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
      ar: ['باقة الترم: أُضيفت «نقاط فهيم»', 'باقة بريميوم: أُزيلت «لوحة المعلّم»'],
      en: ['Term bundle: added “Faheem points”', 'Premium bundle: removed “Teacher dashboard”'],
    },
  ],
  [
    'the highlight moved',
    (copy) => {
      bundle(copy, 'term').highlighted = false
      bundle(copy, 'yearly').highlighted = true
    },
    {
      ar: ['الباقة المرشّحة: باقة الترم ← الباقة السنوية'],
      en: ['Recommended: Term bundle → Yearly bundle'],
    },
  ],
  [
    'a bundle’s size and period',
    (copy) => {
      bundle(copy, 'yearly').subjects = 6
      bundle(copy, 'premium').period = 'term'
    },
    {
      ar: ['الباقة السنوية: ٥ مواد ← ٦ مواد', 'باقة بريميوم: سنة ← ترم'],
      en: ['Yearly bundle: 5 subjects → 6 subjects', 'Premium bundle: Year → Term'],
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
      `Price per subject per term: EGP${_}150 → 160`,
      `Monthly bundle: EGP${_}100 → 120`,
      'Refund window: 7 days → 10 days',
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
    const arabic = markdown.indexOf(`- باقة الترم: ٢٧٠ ← ٢٩٠${_}ج.م`)
    const english = markdown.indexOf(`- Term bundle: EGP${_}270 → 290`)
    expect(markdown.indexOf('<div dir="rtl" lang="ar">')).toBeLessThan(arabic)
    expect(arabic).toBeGreaterThan(-1)
    expect(markdown.indexOf('</div>')).toBeLessThan(english)
  })
})
