/**
 * Runs `then` once the page has painted for the first time: the paint timing entries
 * (`first-paint`, `first-contentful-paint`), read with `buffered` so that a paint before the call
 * counts. Where the browser has no paint timing, `then` runs at once.
 *
 * Why: whatever starts before the first paint competes with the HTML, the stylesheet and the fonts
 * for a slow connection, and Lighthouse's simulated LCP counts every request that finished before
 * it (docs/performance.md, "What the first paint waits for"). The manifest link (head-script.ts)
 * and the islands (`client:painted`, src/islands/client-painted.ts) wait for it.
 */
export interface PaintWindow {
  readonly PerformanceObserver?: {
    new (
      callback: (list: unknown, observer: { disconnect(): void }) => void,
    ): {
      observe(options: { type: string; buffered: boolean }): void
    }
    readonly supportedEntryTypes?: readonly string[]
  }
}

export function afterFirstPaint(win: PaintWindow, then: () => void): void {
  const Observer = win.PerformanceObserver
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    then()
    return
  }
  new Observer((_list, observer) => {
    observer.disconnect()
    then()
  }).observe({ type: 'paint', buffered: true })
}
