/**
 * What every island of the site waits for before its code may load: the page's first paint, then
 * the island coming into view. On a slow connection the island's code (and React with it, about
 * 60 kB) would otherwise download beside the stylesheet and the fonts that the first screen is
 * waiting for; Lighthouse's simulated LCP of /pricing went from 1.65–1.93 s to 1.06 s with this
 * alone (docs/performance.md). Used by both directives, client-painted.ts and client-touched.ts.
 */
import { afterFirstPaint } from '../document/after-first-paint.ts'

/** Runs `then` once, when `island` is in view after the first paint. */
export function whenSeenAfterPaint(island: HTMLElement, then: () => void): void {
  let watching = false
  const watch = () => {
    if (watching) return
    watching = true
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      then()
    })
    // The island element itself is `display: contents`: its children are what can be seen.
    for (const child of Array.from(island.children)) observer.observe(child)
  }
  afterFirstPaint(window, watch)
  // A page loaded out of sight (a tab opened with Ctrl+click) may never report a first contentful
  // paint: once it is shown, the island waits for the next frame to be painted, then watches.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(watch))
  })
}
