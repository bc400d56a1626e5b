/**
 * `client:touched`: React hydrates the island when the visitor first reaches for it (pointer over
 * or down, focus inside: TOUCH_EVENTS). When it comes into view after the first paint
 * (when-seen.ts), its code is only downloaded and compiled, so that the touch waits for no
 * network. Until then its native controls work on their own, and the island reads what they were
 * set to once it hydrates. The price calculator uses it (src/pages/[...lang]/pricing.astro).
 *
 * Why: a visitor who only reads the page runs no React at all. Hydrated as soon as it was seen,
 * the calculator made React's start-up (about 45 ms of main thread here) part of every load of
 * /pricing, long tasks on a phone 8× slower than this machine (docs/performance.md).
 *
 * With `{ eagerWith: [...] }`, an address carrying one of those query parameters (a quote:
 * `?subjects=3&period=term`) has a state to show, so the island hydrates when seen
 * (island-options.ts).
 */
import type { ClientDirective } from 'astro'
import { hydratesWhenSeen, TOUCH_EVENTS } from './island-options.ts'
import { whenSeenAfterPaint } from './when-seen.ts'

/**
 * Downloads and compiles the island's code without running React: its component module (small:
 * it only defines functions) is imported with its imports; the renderer (React DOM) is only
 * preloaded, compiled but not run until the island hydrates.
 */
function prepare(island: HTMLElement) {
  const renderer = island.getAttribute('renderer-url')
  if (renderer) {
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href: renderer }),
    )
  }
  const component = island.getAttribute('component-url')
  // A failed download is retried by the island itself when it hydrates.
  if (component) import(/* @vite-ignore */ component).catch(() => {})
}

const touched: ClientDirective = (load, options, island) => {
  let started = false
  const hydrate = () => {
    if (started) return
    started = true
    load().then((run) => run())
  }
  if (hydratesWhenSeen(options.value, window.location.search)) {
    whenSeenAfterPaint(island, hydrate)
    return
  }
  for (const type of TOUCH_EVENTS) island.addEventListener(type, hydrate, { once: true, passive: true })
  whenSeenAfterPaint(island, () => prepare(island))
}

export default touched
