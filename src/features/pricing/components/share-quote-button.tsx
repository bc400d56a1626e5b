import { useEffect, useId, useRef, useState } from 'react'
import { buttonClass } from '#src/components/ui/button-styles.ts'
import { cn } from '#src/components/ui/cn.ts'
import { Check, Share2 } from '#src/components/ui/icons.ts'
import { fill } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { formatBreakdown } from '../lib/breakdown.ts'
import type { Quote } from '../lib/quote.ts'
import { quoteAddress, type ShareOutcome, shareQuote } from '../lib/share-quote.ts'
import { usePricingCopy } from '../use-pricing-copy.ts'

/**
 * "Share this price": shares the address of the quote on screen (subjects, period and language are
 * all in it) with the Web Share API, or copies it and says so, on screen and to screen readers.
 * It needs JavaScript, so the prerendered page keeps its place (no shift) but hides it until the
 * page is interactive.
 */
export function ShareQuoteButton({ quote }: { quote: Quote }) {
  const { lang } = useLocale()
  const copy = usePricingCopy()
  const share = copy.calculator.share
  const [ready, setReady] = useState(false)
  // The outcome belongs to the price it was about: a new price or language clears the message.
  const about = `${quote.subjects}:${quote.period}:${lang}`
  const [result, setResult] = useState<{ about: string; outcome: ShareOutcome; address: string } | null>(null)
  const outcome = result?.about === about ? result.outcome : null
  const address = result?.address ?? ''
  const manualId = useId()
  const manualRef = useRef<HTMLInputElement>(null)

  useEffect(() => setReady(true), [])
  useEffect(() => {
    if (outcome === 'failed') manualRef.current?.select()
  }, [outcome])

  async function send() {
    const url = quoteAddress(window.location, quote)
    const text = fill(share.text, {
      breakdown: formatBreakdown(lang, quote, copy.calculator),
      per: copy.periods[quote.period].per,
    })
    setResult({
      about,
      outcome: await shareQuote(navigator, { title: share.title, text, url }),
      address: url,
    })
  }

  return (
    <div className={cn('mt-5', !ready && 'invisible')}>
      <button
        type="button"
        onClick={send}
        disabled={!ready}
        className={cn(buttonClass('ghost-on-ink', 'sm'), 'focus-visible:outline-focus-on-ink')}
      >
        <Share2 className="size-4" />
        {share.button}
      </button>
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-on-brand-muted">
        {outcome === 'copied' ? (
          <>
            <Check className="me-1 size-4 align-[-3px]" />
            {share.copied}
          </>
        ) : outcome === 'failed' ? (
          <label htmlFor={manualId}>{share.manual}</label>
        ) : null}
      </p>
      {outcome === 'failed' ? (
        <input
          id={manualId}
          ref={manualRef}
          type="url"
          readOnly
          dir="ltr"
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 w-full rounded-lg border border-on-brand/40 bg-panel-deep/40 px-3 py-2 text-sm text-on-brand focus-visible:outline-3 focus-visible:outline-focus-on-ink"
        />
      ) : null}
    </div>
  )
}
