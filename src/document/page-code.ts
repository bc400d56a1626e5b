/**
 * Starts a page's interactive code, from the head script (src/document/head-script-main.ts),
 * once the prerendered page has painted its first content: before that the browser fetches
 * nothing but the page, its stylesheet and its two fonts, so on a slow connection nothing else
 * competes with them for the first round trips (README, "What moved the figures"). The page is
 * complete and usable before: links, the language switcher and the FAQ work natively.
 *
 * - the modules are the page's own (render-document.ts writes them on the head script's
 *   `data-modules`): the first is the entry, run as a module script; the others are what it
 *   imports, preloaded at the same moment so that they download side by side;
 * - the web app manifest is linked at the same moment (a browser fetches it as soon as it sees
 *   the link; installing the site never needs to happen before the first paint);
 * - a page being prerendered waits until it is shown; one that never reports a paint (a
 *   background tab) starts shortly after `load`.
 */

/** The site's web app manifest (written by scripts/build/site-files.ts). */
export const MANIFEST_PATH = '/site.webmanifest'

const FALLBACK_AFTER_LOAD_MS = 1500

/** Runs `start` once, after the document's first contentful paint (or the fallback). */
export function afterFirstPaint(win: Window & typeof globalThis, start: () => void): void {
  let started = false
  const go = () => {
    if (started) return
    started = true
    win.setTimeout(start, 0)
  }
  const doc = win.document
  // Not in TypeScript's DOM types yet (Chromium 108+: the Prerendering revamp).
  if ((doc as Document & { prerendering?: boolean }).prerendering) {
    doc.addEventListener('prerenderingchange', () => afterFirstPaint(win, start), { once: true })
    return
  }
  const isFirstPaint = (entry: PerformanceEntry) => entry.name === 'first-contentful-paint'
  if (win.performance.getEntriesByType('paint').some(isFirstPaint)) {
    go()
    return
  }
  if (typeof win.PerformanceObserver === 'function') {
    const observer = new win.PerformanceObserver((list) => {
      if (list.getEntries().some(isFirstPaint)) {
        observer.disconnect()
        go()
      }
    })
    observer.observe({ type: 'paint', buffered: true })
  }
  const fallback = () => win.setTimeout(go, FALLBACK_AFTER_LOAD_MS)
  if (doc.readyState === 'complete') fallback()
  else win.addEventListener('load', fallback, { once: true })
}

/** Adds the page's modules (entry first, then what it imports) and the manifest to <head>. */
export function loadPageCode(doc: Document, modules: readonly string[]): void {
  const [entry, ...imports] = modules
  for (const href of imports) {
    const preload = doc.createElement('link')
    preload.rel = 'modulepreload'
    preload.href = href
    doc.head.append(preload)
  }
  if (entry) {
    const script = doc.createElement('script')
    script.type = 'module'
    script.src = entry
    doc.head.append(script)
  }
  const manifest = doc.createElement('link')
  manifest.rel = 'manifest'
  manifest.href = MANIFEST_PATH
  doc.head.append(manifest)
}

/** A `data-modules` list (space-separated addresses on the site) as its addresses. */
export function parseModules(list: string): string[] {
  return list.split(' ').filter((href) => href.startsWith('/'))
}

/** The modules a page names on its head script. */
export function modulesOf(script: { readonly dataset: DOMStringMap } | null): string[] {
  return parseModules(script?.dataset.modules ?? '')
}
