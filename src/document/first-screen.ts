/**
 * The page's first frame lays out the first screen only (compiled into the head script, called by
 * the font gate when it shows the page: font-gate.ts, head-script-main.ts).
 *
 * Why: the sections below the hero are `content-visibility: auto` (`render-when-near`,
 * src/styles/global.css), and Chromium renders every such section that starts within 150 % of a
 * viewport below the screen in the very frame it first paints. On a phone that is the section
 * after the hero (`/`: how it works) or the plan cards (`/pricing`): about 40 ms of a throttled
 * phone's main thread, laid out before the first paint for a screen nobody sees yet (README,
 * "What moved the figures").
 *
 * How: when the page is shown, `<html data-first-frame>` makes every such section
 * `content-visibility: hidden` (skipped, whatever its distance), the page is laid out once (the
 * header, the hero and the sections' placeholders), and each section that reaches into the
 * screen is marked `data-first-screen`, which gives it back its `auto`. Right after that frame
 * both attributes go, and the browser renders the sections near the screen in the next frames, as
 * it always does. Nothing a visitor can see is skipped: a section counts as on the screen from
 * its first pixel.
 *
 * Not done while the page is still being parsed (a section not read yet cannot be measured), nor
 * when the browser will not show the top of the page: a reload or a history visit (the
 * browser restores the scroll position), and an address with a fragment (`/#features`, the
 * footer's links from the pricing page). Such a page opens on its section: while anything is the
 * target, every deferred section is rendered (global.css), so the section is where its
 * placeholders said; and the head script scrolls to it once the page is shown, since Chromium may
 * have given up on a target it could not lay out while the font gate held the page.
 */

/** The attribute on <html> while the first frame is prepared. */
export const FIRST_FRAME_ATTRIBUTE = 'data-first-frame'

/** The attribute on a deferred section that reaches into the first screen. */
export const ON_FIRST_SCREEN_ATTRIBUTE = 'data-first-screen'

/** The sections the browser may defer (the `render-when-near` utility of global.css). */
export const DEFERRED_SECTIONS = '.render-when-near'

/** The longest the sections wait if no frame comes (a page opened in a background tab). */
export const FIRST_FRAME_WAIT_MS = 1000

type Section = Pick<Element, 'getBoundingClientRect' | 'setAttribute' | 'removeAttribute'>

/** The part of `window` this touches (a fake one in the tests). */
export interface FirstScreenWindow {
  readonly document: {
    readonly documentElement: Pick<Element, 'setAttribute' | 'removeAttribute'>
    querySelectorAll(selectors: string): Iterable<Section>
    getElementById(id: string): Pick<Element, 'scrollIntoView'> | null
    readonly readyState: DocumentReadyState
  }
  readonly location: { readonly hash: string }
  readonly performance: Pick<Performance, 'getEntriesByType'>
  readonly innerHeight: number
  requestAnimationFrame(callback: () => void): unknown
  setTimeout(handler: () => void, ms: number): unknown
}

/** The element an address's fragment names, if any (`#faq` → the FAQ section). */
function fragmentTarget(win: FirstScreenWindow) {
  let id: string
  try {
    id = decodeURIComponent(win.location.hash.slice(1))
  } catch {
    return null // a malformed escape (`#%E0%A4%A`): no target
  }
  return win.document.getElementById(id)
}

/**
 * Shows the screen the page opens on. A plain visit: lays the page out with only the deferred
 * sections that reach into the screen, and lets the others render from the next frame on. An
 * address with a fragment: scrolls to its target. Call it as the page is shown, before it is laid
 * out.
 */
export function showFirstScreen(win: FirstScreenWindow): void {
  // Still parsing (the fonts came before the rest of the page): the sections below are not
  // there to measure, so the browser has its way.
  if (win.document.readyState === 'loading') return
  if (win.location.hash) {
    fragmentTarget(win)?.scrollIntoView()
    return
  }
  const [navigation] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  if ((navigation?.type ?? 'navigate') !== 'navigate') return
  const root = win.document.documentElement
  const sections = win.document.querySelectorAll(DEFERRED_SECTIONS)
  root.setAttribute(FIRST_FRAME_ATTRIBUTE, '')
  // The first read lays the page out, every deferred section as its placeholder; sections below
  // the screen stay below it whatever the ones above contain.
  for (const section of sections) {
    const { top, bottom } = section.getBoundingClientRect()
    if (top < win.innerHeight && bottom > 0) section.setAttribute(ON_FIRST_SCREEN_ATTRIBUTE, '')
  }
  let released = false
  const release = () => {
    if (released) return
    released = true
    root.removeAttribute(FIRST_FRAME_ATTRIBUTE)
    for (const section of sections) section.removeAttribute(ON_FIRST_SCREEN_ATTRIBUTE)
  }
  // A task queued from the frame's callback runs once that frame has been laid out and painted.
  win.requestAnimationFrame(() => win.setTimeout(release, 0))
  win.setTimeout(release, FIRST_FRAME_WAIT_MS)
}
