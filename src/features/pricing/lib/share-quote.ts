/**
 * Sending a quote to someone else (a student works out a price; a parent pays). Pure apart from
 * the navigator it is given: the address of the quote, and the way it leaves the page — the Web
 * Share API where the browser has one, otherwise the clipboard.
 */
import type { Words } from '#src/content/words.ts'
import { fill } from '#src/i18n/format.ts'
import type { Lang } from '#src/i18n/lang.ts'
import { formatBreakdown } from './breakdown.ts'
import { type CalculatorState, serializeCalculatorParams } from './calculator-params.ts'
import type { Quote } from './quote.ts'

/** Where the page is: the parts of `window.location` that make the quote's address. */
export interface PageAddress {
  origin: string
  pathname: string
  search: string
}

/**
 * The address that opens the calculator on `state`, in the page's language: the current page,
 * its other parameters (`lang`) kept, the calculator's own written from `state`, no fragment.
 */
export function quoteAddress({ origin, pathname, search }: PageAddress, state: CalculatorState): string {
  return `${origin}${pathname}${serializeCalculatorParams(state, search)}`
}

/** What goes to the share sheet for `quote`: a title, the price in words, and its address. */
export function shareData(
  location: PageAddress,
  quote: Quote,
  lang: Lang,
  copy: Pick<Words['pricing'], 'calculator' | 'periods'>,
): { title: string; text: string; url: string } {
  const breakdown = formatBreakdown(lang, quote, copy.calculator)
  return {
    title: copy.calculator.share.title,
    text: fill(copy.calculator.share.text, { breakdown, per: copy.periods[quote.period].per }),
    url: quoteAddress(location, quote),
  }
}

/** The price a share was about, with its language: a message about another one is stale. */
export const shareKey = ({ subjects, period }: CalculatorState, lang: Lang): string =>
  `${subjects}:${period}:${lang}`

/** A share's outcome, with what it was about and the address sent. */
export interface ShareResult {
  about: string
  outcome: ShareOutcome
  address: string
}

/** The parts of `navigator` used here, so tests can hand in their own. */
export interface ShareTarget {
  share?: (data: ShareData) => Promise<void>
  clipboard?: { writeText: (text: string) => Promise<void> }
}

/**
 * - `shared`: the system share sheet took it;
 * - `cancelled`: the visitor closed the share sheet (nothing to say);
 * - `copied`: the address is on the clipboard;
 * - `failed`: neither worked: show the address so it can be copied by hand.
 */
type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed'

export async function shareQuote(target: ShareTarget, data: { title: string; text: string; url: string }) {
  if (typeof target.share === 'function') {
    try {
      await target.share(data)
      return 'shared' satisfies ShareOutcome
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled' satisfies ShareOutcome
      // Any other refusal (no permission, unsupported data): fall through to the clipboard.
    }
  }
  if (typeof target.clipboard?.writeText === 'function') {
    try {
      await target.clipboard.writeText(data.url)
      return 'copied' satisfies ShareOutcome
    } catch {
      // The clipboard is refused (no focus, no permission): the visitor copies it by hand.
    }
  }
  return 'failed' satisfies ShareOutcome
}
