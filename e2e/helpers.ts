/** Shared helpers of the browser tests: languages and addresses (console errors: fixtures.ts). */
import type { Page } from '@playwright/test'
import { allWords, type Words } from '../src/content/words.ts'
import { DEFAULT_LANG, LANGS, type Lang } from '../src/i18n/lang.ts'
import { PATHS, urlFor } from '../test-support/addresses.ts'
import { expect } from './fixtures.ts'

/** Each language's words, as the pages show them. */
export const catalogs = Object.fromEntries(LANGS.map((lang) => [lang, allWords(lang)])) as Record<Lang, Words>
export { LANGS, PATHS, urlFor }

/**
 * The languages a test runs in when the page's direction does not change what it checks: Arabic,
 * the default, alone. What the served HTML says in each language is read without a browser
 * (tests/documents/); both languages run here only where right to left matters (README, "Tests").
 */
export const DIRECTION_FREE = [DEFAULT_LANG] as const

/** Whether a test that does not depend on direction runs in `lang` (DIRECTION_FREE). */
export const directionFree = (lang: Lang) => (DIRECTION_FREE as readonly Lang[]).includes(lang)

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
const PHONE = { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true }
export const DESKTOP = { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false }
export const DEVICES = [PHONE, DESKTOP] as const

/**
 * For a test that loads several pages in one tab, each as a first visit (as each had its own
 * browser context): the HTTP cache off, so every load fetches its files again.
 */
export async function withoutHttpCache(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
}

/**
 * Loads `address` as a new document, even where only its fragment differs from the page's
 * (`goto` would then scroll the same document, not load it).
 */
export async function loadAfresh(page: Page, address: string) {
  await page.goto('about:blank')
  return page.goto(address)
}
