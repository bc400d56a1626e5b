/**
 * Holds the page's first frame until its web fonts are ready, so that the browser lays the page
 * out once, in Cairo, instead of twice (compiled into the head script, head-script-main.ts).
 *
 * Why: on a slow phone the stylesheet arrives a moment before the fonts. Chromium then lays the
 * whole page out in the fallback faces (the load event forces a layout) and, with the fonts in,
 * lays it out again before it paints: the first layout, about 200 ms of a throttled phone's main
 * thread on the Arabic landing page, is thrown away, and it runs while the fonts' bytes wait for
 * the main thread (README, "What moved the figures").
 *
 * How: while `<html data-fonts="loading">`, the stylesheet skips the body's style and layout
 * (`content-visibility: hidden`, src/styles/global.css); nothing is painted but the page's
 * background. Once the stylesheet has loaded, the faces of the page's own font (the first family
 * of the root's `font-family`: the two Cairo files, from their preloads) are loaded; then the
 * attribute goes and the page is laid out once, with its own fonts. The fallback faces after it
 * (local fonts scaled to Cairo's proportions) are left to the browser, which looks them up only
 * if a Cairo file fails: looking them up cost about 15 ms of a 4x-throttled main thread right
 * before the first frame (README, "What moved the figures"). Whatever happens, the page shows
 * after FONT_WAIT_MS at the latest: a font that fails or is slow leaves the fallback faces (the
 * `font-display: swap` of the stylesheet). Without JavaScript the attribute is never set.
 */

/** The attribute on <html> that the stylesheet reads. */
export const FONTS_ATTRIBUTE = 'data-fonts'

/** The longest the first frame waits for the fonts, from the head script. */
export const FONT_WAIT_MS = 2000

/** The part of `window` the gate touches (a fake one in the tests). */
export interface FontGateWindow {
  readonly document: {
    readonly documentElement: Pick<Element, 'setAttribute' | 'removeAttribute'>
    readonly prerendering?: boolean
    readonly fonts?: Iterable<Pick<FontFace, 'family' | 'load'>>
    addEventListener(type: 'load' | 'error', listener: (event: Event) => void, capture: boolean): void
    removeEventListener(type: 'load' | 'error', listener: (event: Event) => void, capture: boolean): void
  }
  getComputedStyle(element: FontGateWindow['document']['documentElement']): { readonly fontFamily: string }
  setTimeout(handler: () => void, ms: number): unknown
}

/** The first family of a `font-family` list (or a face's family), without quotes. */
const firstFamily = (list: string) => list.replace(/,.*|["']/g, '')

function isStylesheet(target: EventTarget | null): boolean {
  const link = target as { localName?: string; rel?: string } | null
  return link?.localName === 'link' && link.rel === 'stylesheet'
}

/**
 * Sets the attribute now and removes it once the fonts are ready (or after FONT_WAIT_MS), then
 * calls `onShow`, before the page is laid out.
 */
export function holdFirstFrameForFonts(win: FontGateWindow, onShow: () => void = () => {}): void {
  const doc = win.document
  const fonts = doc.fonts
  // A page prerendered by the speculation rules is laid out before it is shown, with the fonts
  // the visitor's current page has already loaded: holding it would only delay the click.
  if (!fonts || doc.prerendering) return
  const root = doc.documentElement
  let shown = false
  const show = () => {
    if (shown) return
    shown = true
    doc.removeEventListener('load', onLoad, true)
    doc.removeEventListener('error', onError, true)
    root.removeAttribute(FONTS_ATTRIBUTE)
    onShow()
  }
  // A <link>'s load and error events do not bubble, but they pass the document while capturing.
  const onLoad = (event: Event) => {
    if (!isStylesheet(event.target)) return
    // The stylesheet's faces are in the set now. Those of the page's own font, the first family
    // of the root's font-family, load from their preloads (or fail); none, nothing to wait for.
    const own = firstFamily(win.getComputedStyle(root).fontFamily)
    const faces = [...fonts].filter((face) => firstFamily(face.family) === own)
    Promise.allSettled(faces.map((face) => face.load())).then(show, show)
  }
  const onError = (event: Event) => {
    if (isStylesheet(event.target)) show()
  }
  doc.addEventListener('load', onLoad, true)
  doc.addEventListener('error', onError, true)
  root.setAttribute(FONTS_ATTRIBUTE, 'loading')
  win.setTimeout(show, FONT_WAIT_MS)
}
