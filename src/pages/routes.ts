/**
 * The route table: the one list of documents the site has. Pure data, read by the prerender,
 * the Node server, the nginx tests and the sitemap.
 */
import type { Lang } from '../i18n/lang.ts'

export const PAGES = ['landing', 'pricing', 'not-found'] as const
export type PageId = (typeof PAGES)[number]

interface Route {
  /** The public path, or null for the not-found page (served for every unknown path). */
  path: string | null
  /** The prerendered file's base name in dist/: `index` → index.html and index.en.html. */
  file: string
}

export const ROUTES: Record<PageId, Route> = {
  landing: { path: '/', file: 'index' },
  pricing: { path: '/pricing', file: 'pricing' },
  'not-found': { path: null, file: '404' },
}

/** `index.html` for Arabic, `index.en.html` for English. */
export function htmlFileName(page: PageId, lang: Lang): string {
  const base = ROUTES[page].file
  return lang === 'ar' ? `${base}.html` : `${base}.${lang}.html`
}

/** The page for an exact path; anything else (trailing slash, other case, `.html`) is not found. */
export function pageForPath(pathname: string): PageId {
  for (const page of PAGES) {
    if (ROUTES[page].path === pathname) return page
  }
  return 'not-found'
}
