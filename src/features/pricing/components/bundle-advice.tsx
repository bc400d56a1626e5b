import { fill, formatMoney, plural } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { coveringBundle } from '../lib/covering-bundle.ts'
import type { Quote } from '../lib/quote.ts'
import { planAnchor } from '../pricing-ids.ts'
import { usePricingCopy } from '../use-pricing-copy.ts'

/**
 * The second way to pay, beside the calculator's total: the cheapest bundle of the same period
 * that covers the choice at no more than the total (lib/covering-bundle.ts), its size and price,
 * and a link to its card. Nothing for a choice no bundle covers. It sits inside the total's live
 * region (quote-summary.tsx), so it is announced with the total, never on its own.
 */
export function BundleAdvice({ quote }: { quote: Quote }) {
  const { lang } = useLocale()
  const pricingCopy = usePricingCopy()
  const copy = pricingCopy.calculator
  const plan = coveringBundle(quote)
  if (!plan) return null
  const bundle = pricingCopy.plans.items[plan.id].name
  const values = {
    bundle,
    subjects: plan.subjects === 'unlimited' ? '' : plural(lang, plan.subjects, copy.subjects),
    price: formatMoney(lang, plan.price),
    per: pricingCopy.periods[plan.period].per,
  }
  return (
    <p className="mt-4 rounded-xl bg-on-brand/10 p-4 text-base leading-relaxed text-on-brand">
      {fill(plan.subjects === 'unlimited' ? copy.bundleUnlimited : copy.bundle, values)}{' '}
      <a
        href={`#${planAnchor(plan.id)}`}
        className="rounded font-bold whitespace-nowrap text-on-brand underline underline-offset-4 hover:text-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus-on-ink"
      >
        {fill(copy.bundleLink, { bundle })}
      </a>
    </p>
  )
}
