/** Shared helpers of the browser tests: languages and addresses (console errors: fixtures.ts). */
import type { Page } from '@playwright/test'
import { PAGES, type PageId, visitPath } from '../src/config/routes.ts'
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

/** The address of `path` in `lang`: Arabic is the bare path. */
export function urlFor(path: string, lang: Lang): string {
  if (lang === 'ar') return path
  return `${path}${path.includes('?') ? '&' : '?'}lang=en`
}

/** Matches a page URL that ends with `address` (a path and query, as urlFor gives it). */
export function endsWithAddress(address: string): RegExp {
  return new RegExp(`${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}

export async function expectDocumentLang(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
}

/** Holds every font response back by `ms` (the first frame waits for them: src/document/font-gate.ts). */
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
