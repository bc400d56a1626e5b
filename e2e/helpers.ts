/** Shared helpers of the browser tests: languages and addresses (console errors: fixtures.ts). */
import type { Page } from '@playwright/test'
import { LANG_PREFIX, PAGES, type PageId, visitPath } from '../src/config/routes.ts'
import { catalogs } from '../src/i18n/catalogs.ts'
import type { Lang } from '../src/i18n/lang.ts'
import { expect } from './fixtures.ts'

export const LANGS = ['ar', 'en'] as const satisfies readonly Lang[]
export { catalogs }

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

/** Matches a page URL whose path (and query, if given) is exactly `address`, as urlFor gives it. */
export function endsWithAddress(address: string): RegExp {
  return new RegExp(`^[a-z]+://[^/]+${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}

export async function expectDocumentLang(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
}

/** Holds every font response back by `ms`, as a slow network would. */
export async function delayFonts(page: Page, ms: number) {
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue().catch(() => {}) // the test may have ended meanwhile
  })
}

/**
 * The two screens the layout-sensitive specs load pages on: Lighthouse's phone (412 × 823) and a
 * laptop (1280 × 800), each with its name for the tests' titles.
 */
export const PHONE = { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true }
export const DESKTOP = { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false }
export const DEVICES = [PHONE, DESKTOP] as const
