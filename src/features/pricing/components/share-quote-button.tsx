import { useEffect, useId, useRef, useState } from 'react'
import { buttonClass } from '#src/components/ui/button-styles.ts'
import { cn } from '#src/components/ui/cn.ts'
import { Check, Share2 } from '#src/components/ui/icons.ts'
import { useWords } from '#src/content/use-words.tsx'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { takeEarlyShare } from '../calculator-early.ts'
import type { Quote } from '../lib/quote.ts'
import { type ShareResult, shareData, shareKey, shareQuote } from '../lib/share-quote.ts'

/**
 * "Share this price": shares the address of the quote on screen (subjects, period and language are
 * all in it) with the Web Share API, or copies it and says so, on screen and to screen readers.
 * It is there from the start, so the total's card ends in a button, not an empty band: before
 * React, ../calculator-early.ts answers its click with the same functions, and React says how it
 * went once it has hydrated. It needs JavaScript: without it the button is not shown
 * (`noscript:`, the `scripting` media feature), and nothing moves, since no script runs.
 */
export function ShareQuoteButton({ quote }: { quote: Quote }) {
  const { lang } = useLocale()
  const copy = useWords('pricing')
  const share = copy.calculator.share
  // The outcome belongs to the price it was about: a new price or language clears the message.
  const about = shareKey(quote, lang)
  const [result, setResult] = useState<ShareResult | null>(null)
  const outcome = result?.about === about ? result.outcome : null
  const address = result?.address ?? ''
  const manualId = useId()
  const manualRef = useRef<HTMLInputElement>(null)

  // A click before React (calculator-early.ts): its outcome, said now that React is here.
  useEffect(() => {
    takeEarlyShare()?.then(setResult)
  }, [])
  useEffect(() => {
    if (outcome === 'failed') manualRef.current?.select()
  }, [outcome])

  async function send() {
    const data = shareData(window.location, quote, lang, copy)
    setResult({ about, outcome: await shareQuote(navigator, data), address: data.url })
  }

  return (
    <div className="mt-5 noscript:hidden">
      <button
        type="button"
        data-quote-share
        onClick={send}
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
