/**
 * The route table: the one list of documents the site has, and the only place a path is written.
 * Pure data and functions, read by the Astro pages (src/pages/), their links, both servers, the
 * nginx locations the build writes (scripts/build/nginx-routes.ts), the sitemap, the benches,
 * the screenshots and the tests. Adding a page: README, "Common changes".
 *
 * Every page exists once per language, at its own address: Arabic (the default) at the bare path,
 * English under `/en`. No trailing slash: `/en/` and `/pricing/` redirect permanently to the form
 * without it. The built files are plain files any static host serves at those addresses
 * (`build.format: 'file'` in astro.config.ts): `pricing.html`, `en.html`, `en/pricing.html`…
 */
import type { Words } from '../content/words.ts'
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '../i18n/lang.ts'

/** The title and description of a page's head, in one language. */
export interface PageMeta {
  title: string
  description: string
}

/** The site's islands: the three charts (landing), the price calculator (pricing). */
export type Island = 'charts' | 'calculator'

/**
 * A page: where it lives, and what it has that the tests and benches walking every page check.
 * A page states these here (tsc names a missing one), so no test names a page or exempts one.
 */
interface Route {
  /** The Arabic path, or null for the not-found page (served for every unknown path). */
  readonly path: string | null
  /** Where its words give its head's title and description (src/layouts/document.astro, tests). */
  readonly meta: (words: Words) => PageMeta
  /** Whether its body draws icons (tests/documents/icons.test.ts: one that says so draws some). */
  readonly icons: boolean
  /**
   * The islands its shell places (src/islands/; tests/documents/islands.test.ts holds the built
   * page to it): the browser tests use each, and a page with none loads no JavaScript file.
   */
  readonly islands: readonly Island[]
  /**
   * Its byte budget's kind (.size-limit.ts gives each kind its files and limits): `static`, a page whose first load fetches no script file
   * before it is seen, or `calculator`, one that carries the price calculator island.
   */
  readonly budget: 'static' | 'calculator'
}

export const ROUTES = {
  landing: {
    path: '/',
    meta: (words) => words.landing.meta,
    icons: true,
    islands: ['charts'],
    budget: 'static',
  },
  pricing: {
    path: '/pricing',
    meta: (words) => words.pricing.meta,
    icons: true,
    islands: ['calculator'],
    budget: 'calculator',
  },
  privacy: {
    path: '/privacy',
    meta: (words) => words.privacy.meta,
    icons: false,
    islands: [],
    budget: 'static',
  },
  'not-found': {
    path: null,
    meta: (words) => words.site.notFound,
    icons: false,
    islands: [],
    budget: 'static',
  },
} as const satisfies Record<string, Route>

export type PageId = keyof typeof ROUTES
export const PAGES = Object.keys(ROUTES) as PageId[]

/** The pages that have an address of their own (every page but the not-found one). */
export type PublicPageId = { [P in PageId]: (typeof ROUTES)[P]['path'] extends string ? P : never }[PageId]
export const PUBLIC_PAGES = PAGES.filter(isPublicPage)

/** Whether `page` has an address of its own (every page but the not-found one). */
export function isPublicPage(page: PageId): page is PublicPageId {
  return ROUTES[page].path !== null
}

/** The path prefix of each language: Arabic has none. */
export const LANG_PREFIX: Record<Lang, string> = { ar: '', en: '/en' }

/** An address no route has: where tools and tests look at the not-found page (Arabic). */
export const MISSING_PATH = '/missing-page'

/** The address of `page` in `lang`: `/`, `/pricing`, `/en`, `/en/pricing`. */
export function pagePath(page: PublicPageId, lang: Lang): string {
  const path = ROUTES[page].path
  const prefix = LANG_PREFIX[lang]
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/** The address to open `page` at in `lang`: its path, or a missing path for the not-found page. */
export function visitPath(page: PageId, lang: Lang = DEFAULT_LANG): string {
  if (page === 'not-found') return `${LANG_PREFIX[lang]}${MISSING_PATH}`
  return pagePath(page, lang)
}

/** The built file of a page in a language, relative to dist/: `pricing.html`, `en.html`, `en/404.html`. */
export function htmlFile(page: PageId, lang: Lang): string {
  const prefix = LANG_PREFIX[lang].slice(1)
  if (page === 'not-found') return prefix ? `${prefix}/404.html` : '404.html'
  const path = pagePath(page, lang)
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/** The language of an address by its path alone: English under `/en`, Arabic elsewhere. */
export function langOfPath(pathname: string): Lang {
  for (const lang of LANGS) {
    const prefix = LANG_PREFIX[lang]
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang
  }
  return DEFAULT_LANG
}

/** What an address is: a page in a language, a permanent redirect, or not found (in a language). */
export type Resolved =
  | { kind: 'page'; page: PublicPageId; lang: Lang }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; lang: Lang }

/** The page at an exact path (no redirect), or null. */
export function pageAt(pathname: string): { page: PublicPageId; lang: Lang } | null {
  for (const lang of LANGS) {
    for (const page of PUBLIC_PAGES) if (pagePath(page, lang) === pathname) return { page, lang }
  }
  return null
}

/**
 * The old scheme's language in a query (`?lang=en`, the addresses shared before English had a
 * path), read as URLSearchParams reads it: the FIRST parameter named `lang` decides, and only if
 * its value is exactly a language (`?lang=fr`, `?lang=EN`, a bare `lang` are ignored, as the old
 * servers ignored them). `rest` is the query to keep: the other parameters exactly as sent (bytes
 * and order), or nothing when `lang` is given more than once (no link we wrote had two; nginx
 * cannot take out an unbounded number of them, nginx's languages.conf, scripts/build/nginx-routes.ts).
 */
export function oldLangQuery(search: string): { lang: Lang; rest: string } | null {
  const parts = (search.startsWith('?') ? search.slice(1) : search).split('&')
  // `?` first: URLSearchParams would drop a `?` that starts the part itself.
  const named = parts.flatMap((part, at) => {
    const [entry] = new URLSearchParams(`?${part}`)
    return entry?.[0] === 'lang' ? [{ at, value: entry[1] }] : []
  })
  const first = named[0]
  if (!first || !isLang(first.value)) return null
  const rest = named.length === 1 ? parts.filter((_, at) => at !== first.at).join('&') : ''
  return { lang: first.value, rest }
}

/**
 * How our servers answer a path and query (server/app.ts; deploy/nginx is generated to agree):
 * - a page's address: that page (an unknown or repeated `lang` changes nothing);
 * - a page's address with the old `lang=ar|en` (oldLangQuery; a trailing slash too): 301 to the
 *   page in that language, the other parameters kept as sent (`/pricing?lang=en&subjects=3` →
 *   `/en/pricing?subjects=3`);
 * - a page's address with a trailing slash (`/en/`, `/pricing/`): 301 to the address without it,
 *   the query kept as sent;
 * - anything else: the not-found page, in English under `/en`, in Arabic elsewhere.
 * `pathname` is already decoded and normalised (server/request-target.ts), `search` raw.
 */
export function resolveRoute(pathname: string, search = ''): Resolved {
  const exact = pageAt(pathname)
  const slashless =
    !exact && pathname.length > 1 && pathname.endsWith('/') ? pageAt(pathname.slice(0, -1)) : null
  const found = exact ?? slashless
  if (!found) return { kind: 'not-found', lang: langOfPath(pathname) }
  const old = oldLangQuery(search)
  const query = old ? old.rest : search.replace(/^\?/, '')
  if (!old && exact) return { kind: 'page', ...found }
  const path = pagePath(found.page, old ? old.lang : found.lang)
  return { kind: 'redirect', location: `${path}${query ? `?${query}` : ''}` }
}

/**
 * Where the language switch leads: the same page in `lang`. From the not-found page: its home, until
 * the head script points it at the same path in `lang` (src/document/head-script.ts, notFoundTwin).
 */
export function twinPath(page: PageId, lang: Lang): string {
  return pagePath(page === 'not-found' ? 'landing' : page, lang)
}
