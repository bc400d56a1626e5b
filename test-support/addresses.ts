/**
 * The pages' addresses as every browser test names them, with no test runner imported: the
 * Playwright specs (through e2e/helpers.ts) and the Firefox and WebKit tests (e2e-engines/) share them.
 */
import { LANG_PREFIX, PAGES, type PageId, visitPath } from '../src/config/routes.ts'
import type { Lang } from '../src/i18n/lang.ts'

/**
 * Each page's path, from the route table (src/config/routes.ts): the not-found page's is an
 * address no route has. Tests name pages by these, never by a literal path.
 */
export const PATHS = Object.fromEntries(PAGES.map((page) => [page, visitPath(page)])) as Record<
  PageId,
  string
>

/**
 * The address of the Arabic address `path` (a path, maybe with a query and a fragment) in `lang`:
 * Arabic is the path itself, English the same under its prefix (`/` → `/en`, `/pricing?subjects=3`
 * → `/en/pricing?subjects=3`, `/missing-page` → `/en/missing-page`), as src/config/routes.ts has it.
 */
export function urlFor(path: string, lang: Lang): string {
  const prefix = LANG_PREFIX[lang]
  if (!prefix) return path
  const at = path.search(/[?#]/)
  const [pathname, rest] = at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)]
  return `${pathname === '/' ? prefix : `${prefix}${pathname}`}${rest}`
}
