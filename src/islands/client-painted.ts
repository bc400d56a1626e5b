/**
 * `client:painted`, the islands' directive: `client:visible` (hydrate when the island comes into
 * view), but never before the page's first paint. On a slow connection the island's code (and
 * React with it, about 60 kB) would otherwise download beside the stylesheet and the fonts that the
 * first screen is waiting for; Lighthouse's simulated LCP of /pricing went from 1.65–1.93 s to
 * 1.06 s with this alone (docs/performance.md). Registered in astro.config.ts.
 */
import type { ClientDirective } from 'astro'
import { afterFirstPaint } from '../document/after-first-paint.ts'

const painted: ClientDirective = (load, _options, island) => {
  let watching = false
  const watch = () => {
    if (watching) return
    watching = true
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      load().then((hydrate) => hydrate())
    })
    for (const child of Array.from(island.children)) observer.observe(child)
  }
  afterFirstPaint(window, watch)
  // A page loaded out of sight (a tab opened with Ctrl+click) may never report a first contentful
  // paint: once it is shown, the island waits for the next frame to be painted, then watches.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(watch))
  })
}

export default painted
