/**
 * What the calculator says of the bundle that covers its choice (covering-bundle.ts): the
 * sentence, the link's words and its target, in the quote's language. Pure: the component
 * (components/bundle-advice.tsx) and the answer before React (calculator-early.ts) both write
 * these, so React's hydration finds its own text. `null` when no bundle covers the choice.
 */
import type { PricingCopy } from '#src/i18n/copy/pricing.ts'
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

export function bundleAdviceWords(
  lang: Lang,
  quote: Pick<Quote, 'subjects' | 'period' | 'total'>,
  copy: Pick<PricingCopy, 'calculator' | 'plans' | 'periods'>,
): AdviceWords | null {
  const plan = coveringBundle(quote)
  if (!plan) return null
  const bundle = copy.plans.items[plan.id].name
  const values = {
    bundle,
    subjects: plan.subjects === 'unlimited' ? '' : plural(lang, plan.subjects, copy.calculator.subjects),
    price: formatMoney(lang, plan.price),
    per: copy.periods[plan.period].per,
  }
  const template = plan.subjects === 'unlimited' ? copy.calculator.bundleUnlimited : copy.calculator.bundle
  return {
    text: fill(template, values),
    link: fill(copy.calculator.bundleLink, { bundle }),
    href: `#${planAnchor(plan.id)}`,
  }
}
