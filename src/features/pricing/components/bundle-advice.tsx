import { useWords } from '#src/content/use-words.tsx'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { bundleAdviceWords } from '../lib/bundle-advice-words.ts'
import type { Quote } from '../lib/quote.ts'

/**
 * The second way to pay, beside the calculator's total: the cheapest bundle of the same period
 * that covers the choice at no more than the total (lib/covering-bundle.ts), its size and price,
 * and a link to its card; hidden, and empty, for a choice no bundle covers. It sits inside the
 * total's live region (quote-summary.tsx), so it is announced with the total, never on its own.
 * Always rendered, its text marked `data-quote`: ../calculator-early.ts writes the same words
 * there before React takes the island over.
 */
export function BundleAdvice({ quote }: { quote: Quote }) {
  const { lang } = useLocale()
  const advice = bundleAdviceWords(lang, quote, useWords('pricing'))
  return (
    <p
      data-quote="advice"
      hidden={!advice}
      className="mt-4 rounded-xl bg-on-brand/10 p-4 text-base leading-relaxed text-on-brand"
    >
      <span data-quote="adviceText">{advice?.text ?? ''}</span>{' '}
      <a
        data-quote="adviceLink"
        href={advice?.href ?? '#'}
        className="rounded font-bold whitespace-nowrap text-on-brand underline underline-offset-4 hover:text-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus-on-ink"
      >
        {advice?.link ?? ''}
      </a>
    </p>
  )
}
