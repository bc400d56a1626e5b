/**
 * Runs `then` once the page has painted its first content: the `first-contentful-paint` entry of
 * paint timing, read with `buffered` so that a paint before the call counts (the earlier
 * `first-paint`, a background alone, does not). Where the browser has no paint timing, `then`
 * runs at once.
 *
 * Why: whatever starts before the first paint competes with the HTML, the stylesheet and the fonts
 * for a slow connection, and Lighthouse's simulated LCP counts every request that finished before
 * it (docs/performance.md, "What moved the figures"). The manifest link (head-script.ts)
 * and the islands (`client:painted`, src/islands/client-painted.ts) wait for it.
 */
export interface PaintWindow {
  readonly PerformanceObserver?: {
    new (
      callback: (
        list: { getEntriesByName(name: string): ArrayLike<unknown> },
        observer: { disconnect(): void },
      ) => void,
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
  new Observer((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    then()
  }).observe({ type: 'paint', buffered: true })
}
