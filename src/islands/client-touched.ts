/**
 * `client:touched`: React hydrates the island when the visitor first reaches for it (pointer over
 * or down, focus inside: TOUCH_EVENTS), after the frame that answers that touch. When it comes
 * into view after the first paint (when-seen.ts), its code is only downloaded and compiled, so
 * that the touch waits for no network, and its component's `untilHydrated` (island-options.ts), if
 * it has one, starts answering the native controls without React. Once React hydrates, the island
 * shows what they were set to. The price calculator uses it (src/pages/[...lang]/pricing.astro).
 *
 * Why: a visitor who only reads the page runs no React at all. Hydrated as soon as it was seen,
 * the calculator made React's start-up (about 45 ms of main thread here) part of every load of
 * /pricing, long tasks on a phone 8× slower than this machine; and hydrating on the touch itself
 * made the first tap wait about 250 ms at 4× CPU for its total (docs/performance.md).
 *
 * With `{ eagerWith: [...] }`, an address carrying one of those query parameters (a quote:
 * `?subjects=3&period=term`) has a state to show, so the island hydrates when seen
 * (island-options.ts).
 */
import type { ClientDirective } from 'astro'
import { hydratesWhenSeen, TOUCH_EVENTS } from './island-options.ts'
import { whenSeenAfterPaint } from './when-seen.ts'

/**
 * Downloads the island's component module (small: it only defines functions) with its imports,
 * and runs its `untilHydrated`, which answers the controls without React. The renderer (React DOM,
 * about 57 kB brotli) is not fetched until the island hydrates: a visitor who only reads the page
 * never downloads it, and one who taps is answered by `untilHydrated` while it arrives.
 */
function prepare(island: HTMLElement) {
  const component = island.getAttribute('component-url')
  // A failed download is retried by the island itself when it hydrates.
  if (component)
    import(/* @vite-ignore */ component)
      .then((module) => module[island.getAttribute('component-export') ?? 'default']?.untilHydrated?.(island))
      .catch(() => {})
}

const touched: ClientDirective = (load, options, island) => {
  let started = false
  const hydrate = () => {
    if (started) return
    started = true
    load().then((run) => run())
  }
  const eager = hydratesWhenSeen(options.value, window.location.search)
  whenSeenAfterPaint(island, () => {
    prepare(island)
    if (eager) hydrate()
  })
  if (eager) return
  // React's start is long tasks: it waits until the frame answering the touch has been produced
  // and the main thread is idle (a timer where there is no requestIdleCallback: Safari).
  const soon = () => requestAnimationFrame(() => (window.requestIdleCallback ?? setTimeout)(hydrate))
  for (const type of TOUCH_EVENTS) island.addEventListener(type, soon, { once: true, passive: true })
}

export default touched
