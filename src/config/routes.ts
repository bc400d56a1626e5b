/**
 * The route table: the one list of documents the site has, and the only place a path is written.
 * Pure data, read by the pages and their links, the prerender, both servers, the generated nginx
 * locations (scripts/build/generate-deploy-config.ts), the sitemap, the benches, the screenshots and
 * the tests. Adding a page: one entry here plus its page file (docs/architecture.md, "Add a page").
 */
import { DEFAULT_LANG, type Lang } from '../i18n/lang.ts'

interface Route {
  /** The public path, or null for the not-found page (served for every unknown path). */
  readonly path: string | null
  /** The prerendered file's base name in dist/: `index` → index.html and index.en.html. */
  readonly file: string
}

export const ROUTES = {
  landing: { path: '/', file: 'index' },
  pricing: { path: '/pricing', file: 'pricing' },
  'not-found': { path: null, file: '404' },
} as const satisfies Record<string, Route>

export type PageId = keyof typeof ROUTES
export const PAGES = Object.keys(ROUTES) as PageId[]

/** The pages that have an address of their own (every page but the not-found one). */
export type PublicPageId = { [P in PageId]: (typeof ROUTES)[P]['path'] extends string ? P : never }[PageId]
export const PUBLIC_PAGES = PAGES.filter((page) => ROUTES[page].path !== null) as PublicPageId[]

/** An address no route has: where tools and tests look at the not-found page. */
export const MISSING_PATH = '/missing-page'

/** The address to open `page` at: its path, or MISSING_PATH for the not-found page. */
export function visitPath(page: PageId): string {
  return ROUTES[page].path ?? MISSING_PATH
}

/** `index.html` for Arabic, `index.en.html` for English. */
export function htmlFileName(page: PageId, lang: Lang): string {
  const base = ROUTES[page].file
  return lang === DEFAULT_LANG ? `${base}.html` : `${base}.${lang}.html`
}

/** The page for an exact path; anything else (trailing slash, other case, `.html`) is not found. */
export function pageForPath(pathname: string): PageId {
  return PUBLIC_PAGES.find((page) => ROUTES[page].path === pathname) ?? 'not-found'
}
