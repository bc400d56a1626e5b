/**
 * The one inline script of ours, written here in TypeScript and compiled, minified and hashed by
 * the build (scripts/build/head-script.ts): byte-identical on every page, allowed by the sha256 of
 * its bytes in the Content-Security-Policy. It runs first in <head>, before the first frame:
 *
 * - a returning visitor whose saved choice (written only by the language switch) is the other
 *   language is taken to the twin document (`<html data-twin>`) before the first frame, the query
 *   and fragment kept; not on a reload or a back/forward visit (they come back where they were),
 *   and, while the page is being prerendered, only once it is shown;
 * - the language switch (`a[data-lang-switch]`) carries the visitor's place, from the moment the
 *   pointer or the focus comes to it (so the speculation rules prepare that very address): the
 *   query (the calculator's state) and the open FAQ item or the section in view, as the fragment;
 *   on the not-found page (one file for every unknown path) it leads to the same address in the
 *   other language (notFoundTwin); following it records the choice;
 * - while the page is prerendered, it lays out the first screen once the page is parsed
 *   (layOutAhead), so the switch's click only has to paint;
 * - on the not-found page it writes the unknown path to the console as an error;
 * - once the page has painted (after-first-paint.ts), it links the web app manifest: a
 *   `<link rel=manifest>` in the HTML is fetched at once, beside the fonts, and cost about 150 ms of
 *   Lighthouse's simulated LCP; linked on the load event it still came before the first paint
 *   (docs/performance.md).
 *
 * See docs/architecture.md ("From a request to pixels").
 */
import { isLang, LANG_STORAGE_KEY, readSavedLang } from '../i18n/lang.ts'
import { afterFirstPaint, type PaintWindow } from './after-first-paint.ts'
import { MANIFEST_PATH } from './social.ts'

/** The part of `window` the script touches (a fake one in the tests). */
export interface HeadScriptWindow extends PaintWindow {
  readonly document: {
    readonly documentElement: {
      readonly lang: string
      readonly dataset: { twin?: string; page?: string }
      readonly style: { visibility: string }
    }
    readonly prerendering?: boolean
    addEventListener(type: string, listener: (event: Event) => void, options?: { once: boolean }): void
    querySelectorAll(selector: string): ArrayLike<Element>
    createElement(tag: 'link'): HTMLLinkElement
    readonly head: { append(node: Node): void }
  }
  readonly location: {
    readonly pathname: string
    readonly search: string
    readonly hash: string
    replace(url: string): void
  }
  readonly localStorage: Pick<Storage, 'getItem' | 'setItem'>
  readonly performance?: { getEntriesByType(type: 'navigation'): ArrayLike<{ readonly type?: string }> }
  readonly innerHeight: number
  readonly console: Pick<Console, 'error'>
}

/** Where a visitor with the saved choice `saved` must go from a document in `lang`; null: stay. */
export function savedChoiceTarget(
  lang: string,
  twin: string | undefined,
  saved: string | null,
  navigationType: string | undefined,
): string | null {
  if (!twin || !isLang(saved) || saved === lang) return null
  // A reload or a back/forward visit shows the page the visitor was on, in its language.
  if (navigationType !== undefined && navigationType !== 'navigate') return null
  return twin
}

/**
 * The fragment that keeps the visitor's place across the switch: the open FAQ item if it is on
 * screen, else the last section whose top has passed the upper third of the screen; '' at the top.
 */
export function placeFragment(win: HeadScriptWindow): string {
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.bottom > 0 && box.top < win.innerHeight
  }
  const open = Array.from(win.document.querySelectorAll('details[open] > [id]')).find(onScreen)
  if (open) return `#${open.id}`
  let place = ''
  for (const section of Array.from(win.document.querySelectorAll('main section[id]'))) {
    if (section.getBoundingClientRect().top <= win.innerHeight / 3) place = `#${section.id}`
  }
  return place
}

/** The longest request target the servers answer (server/request-target.ts; a longer one is a 414). */
export const LONGEST_TARGET = 2048

/**
 * The not-found page's twin in the language `to`: the same path (`/x` ↔ `/en/x`, src/config/routes.ts),
 * or '' where an English path has no Arabic one: `/en/en/x` would still be English, `/en//x` the
 * address of another host. The switch then keeps the address it was built with, the other
 * language's home (where it also leads without JavaScript). Percent-escapes are not decoded
 * (`/en/%65n/x` → `/%65n/x`, which the servers read as `/en/x`): bytes the head script cannot spare.
 */
export function notFoundTwin(to: string, pathname: string): string {
  const path = to === 'en' ? `/en${pathname}` : pathname.slice(3)
  return /^\/(?!\/|en(\/|$))/.test(path) === (to === 'ar') ? path : ''
}

/** The language switch under an event's target, if any. */
function switchLink(event: Event): HTMLAnchorElement | null {
  const target = event.target as Element | null
  return (target?.closest?.('a[data-lang-switch]') as HTMLAnchorElement | null | undefined) ?? null
}

/**
 * Points the switch at the twin with the visitor's place. Done when the pointer or the focus comes
 * to it, so that the address the speculation rules prerender is the one the click then opens. On
 * the not-found page, at the same path in the other language, unless that is longer than the
 * servers answer (an Arabic path near the limit); the fragment is dropped there (no place to keep).
 */
function aimSwitch(win: HeadScriptWindow, link: HTMLAnchorElement) {
  const { pathname, search } = win.location
  const path =
    win.document.documentElement.dataset.page === 'not-found'
      ? notFoundTwin(link.hreflang, pathname)
      : link.pathname
  const href = `${path}${search}${placeFragment(win)}`
  if (path && (path + search).length <= LONGEST_TARGET && link.getAttribute('href') !== href) {
    link.setAttribute('href', href)
  }
}

function followSwitch(win: HeadScriptWindow, event: Event) {
  const link = switchLink(event)
  if (!link) return
  try {
    win.localStorage.setItem(LANG_STORAGE_KEY, link.hreflang)
  } catch {
    // Storage disabled or full: the choice then lives only in the address.
  }
  aimSwitch(win, link)
}

function goToSavedChoice(win: HeadScriptWindow) {
  const root = win.document.documentElement
  const navigation = win.performance?.getEntriesByType('navigation')[0]
  const target = savedChoiceTarget(root.lang, root.dataset.twin, readSavedLang(win), navigation?.type)
  if (target === null) return
  root.style.visibility = 'hidden'
  win.location.replace(`${target}${win.location.search}${win.location.hash}`)
}

/**
 * While the page is prerendered (the language switch's twin, speculation-rules.ts), lays out what
 * its first frames will show, once it is parsed: the document, and the deferred sections
 * (`.render-when-near`, src/styles/global.css) near its top, whose layout a query inside them forces
 * although they stay deferred. Chromium runs no frame for a prerendered page, so without this
 * the style and layout of the whole first screen waited for the click; activation now only paints
 * (docs/performance.md, "What moved the figures").
 *
 * Three viewports of placeholder positions: the first frame renders the sections that start within
 * 150 % of a viewport below the screen, and their real heights (shorter than the placeholders on
 * a desktop) bring the next one in for the second frame.
 */
function layOutAhead(win: HeadScriptWindow): void {
  const reach = win.innerHeight * 3
  for (const section of Array.from(win.document.querySelectorAll('.render-when-near'))) {
    if (section.getBoundingClientRect().top > reach) return
    section.firstElementChild?.getBoundingClientRect()
  }
}

/** What the built script does (src/document/head-script-main.ts). */
export function runHeadScript(win: HeadScriptWindow): void {
  try {
    const { document } = win
    if (document.documentElement.dataset.page === 'not-found') {
      win.console.error(`404 Not Found: ${win.location.pathname}`)
    }
    document.addEventListener('click', (event) => followSwitch(win, event))
    for (const type of ['pointerover', 'focusin']) {
      document.addEventListener(type, (event) => {
        const link = switchLink(event)
        if (link) aimSwitch(win, link)
      })
    }
    if (document.prerendering) {
      document.addEventListener('prerenderingchange', () => goToSavedChoice(win), { once: true })
      document.addEventListener('DOMContentLoaded', () => layOutAhead(win), { once: true })
    } else {
      goToSavedChoice(win)
    }
    afterFirstPaint(win, () => {
      const link = Object.assign(win.document.createElement('link'), { rel: 'manifest', href: MANIFEST_PATH })
      win.document.head.append(link)
    })
  } catch {
    // A browser without these APIs keeps the page as served.
  }
}
