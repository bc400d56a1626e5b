/**
 * The calculator's bundle sentence, for every one of its 30 choices in both languages: «بسعر أقل» /
 * "for less" where the named bundle costs less than the total, «بالسعر نفسه» / "for the same price"
 * where it costs the same, never the other; the unlimited bundle in its own words. The verdict is
 * worked out here from the bundles and the per-subject prices (content/pricing.json), not from the
 * code under test; which bundle is named is covering-bundle.test.ts's business.
 */
import { describe, expect, it } from 'vitest'
import { PERIODS, PLANS, type Plan, SUBJECTS } from '#src/content/pricing.ts'
import { words as wordsOf } from '#src/content/words.ts'
import { LANGS } from '#src/i18n/lang.ts'
import { bundleAdviceWords } from './bundle-advice-words.ts'
import { coveringBundle } from './covering-bundle.ts'
import { quote } from './quote.ts'

/** The words that carry each verdict, as docs/copy-style.md names them. */
const SAYS = {
  ar: { less: 'بسعر أقل', same: 'بالسعر نفسه', unlimited: 'عدد غير محدود من المواد' },
  en: { less: 'for less', same: 'for the same price', unlimited: 'unlimited subjects' },
} as const

const COUNTS = Array.from({ length: SUBJECTS.max - SUBJECTS.min + 1 }, (_, index) => SUBJECTS.min + index)
const CHOICES = PERIODS.flatMap((period) => COUNTS.map((subjects) => quote(subjects, period)))

/** Each choice with the bundle named beside it and what its sentence must say of the price. */
const TABLE = CHOICES.map((choice) => {
  const plan = coveringBundle(choice)
  const verdict: 'none' | 'less' | 'same' =
    plan === undefined ? 'none' : plan.price === choice.total ? 'same' : 'less'
  return { subjects: choice.subjects, period: choice.period, total: choice.total, plan, verdict }
})

describe('the bundle sentence says “less” or “the same”, for each of the 30 choices', () => {
  it('covers the 30 choices', () => {
    // Which verdicts today's prices give is not held here: a price change is reviewed, not
    // refused (README, "Common changes"). The synthetic prices below give every verdict.
    expect(TABLE).toHaveLength(30)
  })

  for (const lang of LANGS) {
    it.each(TABLE)(`${lang}: $subjects subjects, $period (total $total): $verdict`, (row) => {
      const words = bundleAdviceWords(lang, row, wordsOf('pricing', lang))
      if (row.verdict === 'none') {
        expect(words).toBeNull()
        return
      }
      const plan = row.plan as Plan
      expect(plan.price).toBeLessThanOrEqual(row.total)
      const text = words?.text ?? ''
      const other = row.verdict === 'less' ? 'same' : 'less'
      expect(text).toContain(SAYS[lang][row.verdict])
      expect(text).not.toContain(SAYS[lang][other])
      expect(text).toContain(wordsOf('pricing', lang).plans.items[plan.id].name)
      if (plan.subjects === 'unlimited') expect(text).toContain(SAYS[lang].unlimited)
      else expect(text).not.toContain(SAYS[lang].unlimited)
      expect(text).not.toMatch(/[{}]/)
    })
  }
})

describe('the verdict follows the prices it is given, the unlimited forms included', () => {
  const term = PLANS.find((plan) => plan.period === 'term') as Plan
  const cases = [
    { why: 'a bundle that costs the total', plan: { ...term, price: 300 }, verdict: 'same' },
    { why: 'a bundle one pound under the total', plan: { ...term, price: 299 }, verdict: 'less' },
    {
      why: 'an unlimited bundle at the total',
      plan: { ...term, price: 300, subjects: 'unlimited' },
      verdict: 'same',
    },
    {
      why: 'an unlimited bundle under the total',
      plan: { ...term, price: 10, subjects: 'unlimited' },
      verdict: 'less',
    },
  ] as const
  it.each(cases)('$why: $verdict', ({ plan, verdict }) => {
    // Two subjects a term cost 300 in the choice given here; the only bundle is the one above.
    const choice = { subjects: 2, period: 'term' as const, total: 300 }
    for (const lang of LANGS) {
      const text = bundleAdviceWords(lang, choice, wordsOf('pricing', lang), [plan])?.text ?? ''
      expect(text).toContain(SAYS[lang][verdict])
      expect(text).not.toContain(SAYS[lang][verdict === 'less' ? 'same' : 'less'])
      if (plan.subjects === 'unlimited') expect(text).toContain(SAYS[lang].unlimited)
    }
  })
})
