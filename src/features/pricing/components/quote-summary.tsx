import { useWords } from '#src/content/use-words.tsx'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { formatBreakdown } from '../lib/breakdown.ts'
import type { Quote } from '../lib/quote.ts'
import { BundleAdvice } from './bundle-advice.tsx'
import { Price } from './price.tsx'
import { ShareQuoteButton } from './share-quote-button.tsx'

/**
 * The calculator's answer: the total, the period it pays for, the breakdown and, where one
 * covers the choice for no more, the bundle of the same period; announced politely, together.
 */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const { lang } = useLocale()
  const pricingCopy = useWords('pricing')
  const copy = pricingCopy.calculator
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
        <BundleAdvice quote={quote} />
      </div>
      <ShareQuoteButton quote={quote} />
    </div>
  )
}
