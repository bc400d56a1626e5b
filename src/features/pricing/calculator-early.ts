/**
 * The calculator's answer before React: no React, a few DOM writes. React hydrates the island
 * only after the visitor first reaches for it (src/islands/client-touched.ts), and starting React
 * DOM and hydrating took about 250 ms of main thread at 4× CPU: a first tap waited that long for
 * its total (docs/performance.md, "The calculator answers its first touch"). So, as soon as the
 * island's code has arrived (when seen), `answerBeforeReact` listens to the native controls and
 * writes the quote into the elements marked `data-quote` (components/subject-slider.tsx,
 * components/quote-summary.tsx): the same text React renders for that state, from the same
 * functions, and the slider's spoken value, fill class and the address as React would.
 *
 * React takes over in its first render: `handOver()` returns the state on screen, which the
 * island's first render uses (hooks/use-calculator-state.ts), so that hydration finds exactly its
 * own text; from then on this writes nothing (React's listeners are on the island by then).
 */

import { CALCULATOR_DEFAULTS } from '#src/content/pricing.ts'
import type { Words } from '#src/content/words.ts'
import type { Lang } from '#src/i18n/lang.ts'
import { islandProps } from '#src/islands/island-props.ts'
import { formatBreakdown, formatSubjects } from './lib/breakdown.ts'
import { bundleAdviceWords } from './lib/bundle-advice-words.ts'
import {
  type CalculatorState,
  parseCalculatorParams,
  serializeCalculatorParams,
} from './lib/calculator-params.ts'
import { moneyParts } from './lib/money-parts.ts'
import { quote } from './lib/quote.ts'
import { rangeClass } from './lib/range-fill.ts'
import { type ShareResult, shareData, shareKey, shareQuote } from './lib/share-quote.ts'

/** Replaces the address in place (no new history entry) with `state`, keeping the other parameters and the hash. */
export function writeAddress(state: CalculatorState): void {
  const { pathname, search, hash } = window.location
  const query = serializeCalculatorParams(state, search)
  if (query !== search) window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`)
}

/** A state the address is yet to show (writeAddressSoon). */
let addressDue: CalculatorState | null = null
let flushOnClick = false

function writeDueAddress() {
  if (addressDue) writeAddress(addressDue)
  addressDue = null
}

/**
 * Brings the address to `state` once the main thread is idle: replacing it costs about 12 ms at 4×
 * CPU, and the answer's frame comes first. The last state asked for wins. A click anywhere first
 * brings the address up to date: the language switch carries its query (src/document/head-script.ts).
 */
export function writeAddressSoon(state: CalculatorState): void {
  const due = addressDue
  addressDue = state
  if (!flushOnClick) {
    flushOnClick = true
    for (const type of ['click', 'auxclick']) window.addEventListener(type, writeDueAddress, true)
  }
  if (!due) (window.requestIdleCallback ?? setTimeout)(writeDueAddress)
}

/**
 * The state the calculator's native controls inside `root` show: the range's value and the
 * checked radio, each under its `name` (PARAM), read as a query string.
 */
export function controlsState(root: ParentNode): CalculatorState {
  const params = new URLSearchParams()
  for (const input of Array.from(root.querySelectorAll<HTMLInputElement>('input[name]'))) {
    if (input.type !== 'radio' || input.checked) params.append(input.name, input.value)
  }
  return parseCalculatorParams(params.toString())
}

export const isDefault = (state: CalculatorState): boolean =>
  state.subjects === CALCULATOR_DEFAULTS.subjects && state.period === CALCULATOR_DEFAULTS.period

const same = (a: CalculatorState, b: CalculatorState) => a.subjects === b.subjects && a.period === b.period

/** The state on screen while this answers; null before it has started. */
let shown: CalculatorState | null = null
/** Set by React's first render: from then on, React answers. */
let handedOver = false

/** For the island's first render: React takes over, with the state on screen (null: the prerendered one). */
export function handOver(): CalculatorState | null {
  handedOver = true
  return shown
}

/** A "Share this price" answered before React: its outcome, for the button to say once React is up. */
let earlyShare: Promise<ShareResult> | null = null

/** The outcome of a share answered before React, once (components/share-quote-button.tsx). */
export function takeEarlyShare(): Promise<ShareResult> | null {
  const taken = earlyShare
  earlyShare = null
  return taken
}

/** The island's language and words, read from its props once. */
let words: { lang: Lang; copy: Words['pricing'] } | undefined

/** Writes `state` into the island: the controls, the marked text, the slider's spoken value and fill. */
function show(island: HTMLElement, state: CalculatorState) {
  words ??= islandProps(island) as { lang: Lang; copy: Words['pricing'] }
  const { lang, copy } = words
  const answer = quote(state.subjects, state.period)
  const spoken = formatSubjects(lang, answer.subjects, copy.calculator)
  const text: Record<string, string> = {
    subjects: spoken,
    total: moneyParts(lang, answer.total).amount,
    per: copy.periods[answer.period].per,
    breakdown: formatBreakdown(lang, answer, copy.calculator),
  }
  // The bundle that covers the choice (components/bundle-advice.tsx): its words, or an empty, hidden box.
  const advice = bundleAdviceWords(lang, answer, copy)
  text.adviceText = advice?.text ?? ''
  text.adviceLink = advice?.link ?? ''
  const box = island.querySelector<HTMLElement>('[data-quote="advice"]')
  if (box && box.hidden !== !advice) box.hidden = !advice
  box?.querySelector('a')?.setAttribute('href', advice?.href ?? '#')
  for (const element of Array.from(island.querySelectorAll<HTMLElement>('[data-quote]'))) {
    const value = text[element.dataset.quote ?? '']
    if (value !== undefined && element.textContent !== value) element.textContent = value
  }
  for (const input of Array.from(island.querySelectorAll('input'))) {
    if (input.type === 'range') {
      const fill = rangeClass(state.subjects)
      if (input.className !== fill) input.className = fill
      input.value = String(state.subjects)
      input.setAttribute('aria-valuetext', spoken)
    } else if (input.type === 'radio') input.checked = input.value === state.period
  }
  shown = state
}

/**
 * Answers the calculator's controls inside `island` until React takes over (the island's
 * `untilHydrated`, src/islands/island-options.ts). It starts from the state the page must show:
 * what the visitor already set with the controls, else the address's quote (`?subjects=3`). The
 * prerendered state is shown again once the main thread is idle: the words are read and the
 * functions run once then, not in the visitor's first tap (about 10 ms at 4× CPU).
 */
export function answerBeforeReact(island: HTMLElement): void {
  if (handedOver || shown) return
  const touched = controlsState(island)
  const start = isDefault(touched) ? parseCalculatorParams(window.location.search) : touched
  const whenIdle = window.requestIdleCallback ?? setTimeout
  if (isDefault(start)) {
    shown = start
    whenIdle(() => {
      if (!handedOver && shown === start) show(island, start)
    })
  } else show(island, start)
  if (start === touched && !isDefault(touched)) writeAddress(touched)
  const answer = () => {
    if (handedOver) {
      for (const type of ['input', 'change']) island.removeEventListener(type, answer, true)
      return
    }
    const state = controlsState(island)
    if (shown && same(state, shown)) return
    show(island, state)
    writeAddressSoon(state)
  }
  // "Share this price" (components/share-quote-button.tsx), with the state on screen: the share
  // sheet or the clipboard needs the click itself, so it cannot wait for React.
  const share = (event: Event) => {
    if (handedOver) return island.removeEventListener('click', share, true)
    if (!(event.target as Element | null)?.closest?.('[data-quote-share]')) return
    words ??= islandProps(island) as { lang: Lang; copy: Words['pricing'] }
    const { lang, copy } = words
    const state = shown ?? controlsState(island)
    const data = shareData(window.location, quote(state.subjects, state.period), lang, copy)
    const about = shareKey(state, lang)
    earlyShare = shareQuote(navigator, data).then((outcome) => ({ about, outcome, address: data.url }))
  }
  // Capturing on the island, before React's own listeners there (added when it hydrates).
  for (const type of ['input', 'change']) island.addEventListener(type, answer, true)
  island.addEventListener('click', share, true)
}
