/**
 * Starts the page's interactive code once the prerendered page has painted its first content,
 * so the first paint waits only for the HTML, the CSS and the fonts, never for React. The page
 * is complete and usable before that: links, the language switcher and the FAQ work natively.
 * A page that never reports a paint (opened in a background tab) starts shortly after `load`.
 */
const FALLBACK_AFTER_LOAD_MS = 1500

export function afterFirstPaint(start: () => Promise<unknown>) {
  let started = false
  const go = () => {
    if (started) return
    started = true
    setTimeout(() => {
      start().catch((error: unknown) => console.error('Faheem: the interactive code failed to load', error))
    }, 0)
  }
  const isFirstPaint = (entry: PerformanceEntry) => entry.name === 'first-contentful-paint'
  if (performance.getEntriesByType('paint').some(isFirstPaint)) {
    go()
    return
  }
  if (typeof PerformanceObserver === 'function') {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(isFirstPaint)) {
        observer.disconnect()
        go()
      }
    })
    observer.observe({ type: 'paint', buffered: true })
  }
  const fallback = () => setTimeout(go, FALLBACK_AFTER_LOAD_MS)
  if (document.readyState === 'complete') fallback()
  else window.addEventListener('load', fallback, { once: true })
}
