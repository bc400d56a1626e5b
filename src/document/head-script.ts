/**
 * The only inline script of the site, written here in TypeScript and compiled, minified and
 * hashed by the build (scripts/build/head-script.ts): byte-identical on every page, allowed by
 * the sha256 of those built bytes in the Content-Security-Policy. It runs in <head> before the
 * first paint and makes sure a visitor never sees a frame in the wrong language:
 *
 * - language wanted = `resolveLang` of src/i18n/lang.ts (query, then saved choice, then Arabic),
 *   the same function, compiled in;
 * - if the document is already in that language, it does nothing;
 * - otherwise it hides the page and replaces the address with the one for the wanted language:
 *   `?lang=en` added or removed (our servers serve that language directly), or, where a static
 *   host ignored `?lang=en`, the prerendered `.en.html` file;
 * - it never replaces an address with itself, so it cannot loop;
 * - a page being prerendered (Speculation Rules) is not shown yet: it waits for
 *   `prerenderingchange`, then corrects, so the saved choice read is the one at activation;
 * - then, unless it is leaving, it starts the page's own code after the first paint
 *   (src/document/page-code.ts).
 *
 * See docs/architecture.md ("Language").
 */
import { DEFAULT_LANG, langFromSearch, readSavedLang, resolveLang } from '../i18n/lang.ts'

/** The part of `window` the script touches (a fake one in the tests). */
export interface HeadScriptWindow {
  readonly document: {
    readonly documentElement: { readonly lang: string; readonly style: { visibility: string } }
    readonly prerendering?: boolean
    addEventListener(type: 'prerenderingchange', listener: () => void, options?: { once: boolean }): void
  }
  readonly location: { readonly href: string; replace(url: string): void }
  readonly localStorage: Pick<Storage, 'getItem'>
}

/**
 * The address a document in `documentLang`, loaded from `href`, must be replaced with for a
 * visitor whose saved choice is `saved`; null when it is already right.
 */
export function correctedAddress(href: string, documentLang: string, saved: string | null): string | null {
  const url = new URL(href)
  const asked = langFromSearch(url.search)
  const wanted = resolveLang(url.search, saved)
  if (wanted === documentLang) return null
  let path = url.pathname
  if (wanted === DEFAULT_LANG) {
    if (asked !== DEFAULT_LANG) url.searchParams.delete('lang')
    // The prerendered file of the served language (`/pricing.en.html`) → its address.
    const file = `.${documentLang}.html`
    if (path.endsWith(file)) path = path.slice(0, -file.length)
    url.pathname = path.replace(/\/index$/, '/')
  } else if (asked !== wanted) {
    url.searchParams.set('lang', wanted)
  } else if (!path.endsWith('.html')) {
    // A static host served the Arabic file for `?lang=en`: load the prerendered English one.
    url.pathname = `${path.replace(/\/$/, '/index')}.${wanted}.html`
  }
  return url.href === href ? null : url.href
}

function correct(win: HeadScriptWindow): 'leaving' | 'staying' {
  const root = win.document.documentElement
  const next = correctedAddress(win.location.href, root.lang, readSavedLang(win))
  if (next === null) return 'staying'
  root.style.visibility = 'hidden'
  win.location.replace(next)
  return 'leaving'
}

/**
 * What the built script does: correct now, or, while prerendered, once the page is shown.
 * 'leaving' when it replaced the address (the page's own code need not start).
 */
export function runHeadScript(win: HeadScriptWindow): 'leaving' | 'staying' {
  try {
    if (win.document.prerendering) {
      win.document.addEventListener('prerenderingchange', () => runHeadScript(win), { once: true })
      return 'staying'
    }
    return correct(win)
  } catch {
    // A browser without URL or with a broken storage keeps the page as served.
    return 'staying'
  }
}
