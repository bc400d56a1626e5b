/**
 * What the calculator says of the bundle that covers its choice (covering-bundle.ts): the
 * sentence, the link's words and its target, in the quote's language. The sentence says whether
 * the bundle costs less than the total or the same («بسعر أقل» / «بالسعر نفسه»), each in its own
 * words. Pure: the component (components/bundle-advice.tsx) and the answer before React
 * (calculator-early.ts) both write these, so React's hydration finds its own text. `null` when no
 * bundle covers the choice.
 */
import { PLANS, type Plan } from '#src/content/pricing.ts'
import type { Words } from '#src/content/words.ts'
import { fill, formatMoney, plural } from '#src/i18n/format.ts'
import type { Lang } from '#src/i18n/lang.ts'
import { planAnchor } from '../pricing-ids.ts'
import { coveringBundle } from './covering-bundle.ts'
import type { Quote } from './quote.ts'

export interface AdviceWords {
  text: string
  link: string
  href: string
}

/** Whether the named bundle costs less than the total, or the same (it never costs more). */
type BundleForm = 'less' | 'same'

function bundleForm(bundlePrice: number, total: number): BundleForm {
  return bundlePrice < total ? 'less' : 'same'
}

export function bundleAdviceWords(
  lang: Lang,
  quote: Pick<Quote, 'subjects' | 'period' | 'total'>,
  copy: Pick<Words['pricing'], 'calculator' | 'plans' | 'periods'>,
  plans: readonly Plan[] = PLANS,
): AdviceWords | null {
  const plan = coveringBundle(quote, plans)
  if (!plan) return null
  const bundle = copy.plans.items[plan.id].name
  const values = {
    bundle,
    subjects: plan.subjects === 'unlimited' ? '' : plural(lang, plan.subjects, copy.calculator.subjects),
    price: formatMoney(lang, plan.price),
    per: copy.periods[plan.period].per,
  }
  const forms = plan.subjects === 'unlimited' ? copy.calculator.bundleUnlimited : copy.calculator.bundle
  const template = forms[bundleForm(plan.price, quote.total)]
  return {
    text: fill(template, values),
    link: fill(copy.calculator.bundleLink, { bundle }),
    href: `#${planAnchor(plan.id)}`,
  }
}
