import { fill } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { PLANS } from '../data/pricing.ts'
import { formatBreakdown } from '../lib/breakdown.ts'
import type { Quote } from '../lib/quote.ts'
import { planAnchor } from '../pricing-ids.ts'
import { usePricingCopy } from '../use-pricing-copy.ts'
import { Price } from './price.tsx'
import { ShareQuoteButton } from './share-quote-button.tsx'

/** The bundle without a limit on subjects, read from the bundles (Premium), for the note below the total. */
const UNLIMITED = PLANS.find((plan) => plan.subjects === 'unlimited')

/** The calculator's answer: the total, the period it pays for and the breakdown, announced politely. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const { lang } = useLocale()
  const pricingCopy = usePricingCopy()
  const copy = pricingCopy.calculator
  const unlimited = UNLIMITED ? { bundle: pricingCopy.plans.items[UNLIMITED.id].name } : null
  return (
    <div className="flex h-full flex-col rounded-card bg-panel p-6 text-on-brand sm:p-8">
      <div aria-live="polite" aria-atomic="true">
        {/* Text that depends on the quote is marked `data-quote`: before React takes the island over,
        ../calculator-early.ts writes the same text there (a first tap's answer without React). */}
        <p className="text-base font-bold text-on-brand-muted">{copy.totalLabel}</p>
        <p className="mt-3">
          <Price amount={quote.total} amountClassName="text-5xl sm:text-6xl" quoteMark="total" />{' '}
          <span data-quote="per" className="ms-2 text-base font-semibold text-on-brand-muted">
            {pricingCopy.periods[quote.period].per}
          </span>
        </p>
        <p
          data-quote="breakdown"
          className="mt-5 border-t border-on-brand/15 pt-4 text-lg font-semibold text-on-brand"
        >
          {formatBreakdown(lang, quote, copy)}
        </p>
      </div>
      <ShareQuoteButton quote={quote} />
      {UNLIMITED && unlimited ? (
        <p className="mt-auto pt-8 text-sm text-on-brand-muted">
          {fill(copy.unlimited, unlimited)}{' '}
          <a
            href={`#${planAnchor(UNLIMITED.id)}`}
            className="rounded font-bold text-on-brand underline underline-offset-4 hover:text-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus-on-ink"
          >
            {fill(copy.unlimitedLink, unlimited)}
          </a>
        </p>
      ) : null}
    </div>
  )
}
