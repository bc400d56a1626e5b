/**
 * The not-found page in the browser: a real 404 in its language that logs its path (the one console
 * error it makes on purpose), for every kind of address that is no page; its switch, which the head
 * script points at the same path in the other language, both ways, or home where there is no twin.
 * In Arabic where the language changes nothing. The page whole without a script, as served:
 * tests/documents/site.test.ts; each status and body: tests/contract/routes-and-languages.test.ts
 * and, for a malformed address's 400, tests/contract/bad-input.test.ts.
 */
import type { Page } from '@playwright/test'
import { pagePath } from '../src/config/routes.ts'
import { LANG_STORAGE_KEY, type Lang, otherLang } from '../src/i18n/lang.ts'
import { expect, test } from './fixtures.ts'
import {
  catalogs,
  DIRECTION_FREE,
  endsWithAddress,
  expectDocumentLang,
  loadAfresh,
  PATHS,
  urlFor,
} from './helpers.ts'

for (const lang of DIRECTION_FREE) {
  test.describe(lang, () => {
    const t = catalogs[lang].site.notFound
    test('an unknown path is a real 404 page in its language that logs the path', async ({ page }) => {
      const messages: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') messages.push(message.text())
      })
      const path = urlFor('/no-such-page', lang)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expectDocumentLang(page, lang)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t.heading)
      await expect(page.getByRole('main')).toContainText(lang === 'ar' ? '٤٠٤' : '404')
      await expect(page.getByRole('link', { name: t.home })).toHaveAttribute(
        'href',
        urlFor(PATHS.landing, lang),
      )
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      // The one console error the not-found page makes on purpose (allowed by fixtures.ts).
      await expect.poll(() => messages).toContain(`404 Not Found: ${path}`)
      await expect(page).toHaveTitle(t.title)
      await page.getByRole('link', { name: t.home }).click()
      await expect(page).toHaveURL(endsWithAddress(urlFor(PATHS.landing, lang)))
      await expectDocumentLang(page, lang)
    })
  })
}

/** Addresses that are no page, and the language of the not-found page each gets. */
const NOT_PAGES = [
  ['/index.html', 'ar'],
  ['/404.html', 'ar'],
  ['/pricing.html', 'ar'],
  ['/PRICING', 'ar'],
  ['/index.en.html', 'ar'],
  ['/a/b/c', 'ar'],
  ['/EN', 'ar'],
  ['/english', 'ar'],
  ['/en/missing', 'en'],
  ['/en/index.html', 'en'],
  ['/en/pricing.html', 'en'],
  ['/en/404.html', 'en'],
  ['/en/a/b', 'en'],
] as const

// One tab for the table: each address is a new document of its own.
test(`${NOT_PAGES.map(([path]) => path).join(', ')} are not pages: 404 in their language, the path on the console`, async ({
  page,
}) => {
  test.slow()
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text())
  })
  for (const [path, lang] of NOT_PAGES) {
    await test.step(path, async () => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expectDocumentLang(page, lang)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        catalogs[lang].site.notFound.heading,
      )
      await expect.poll(() => messages).toContain(`404 Not Found: ${path}`)
    })
  }
})

/** The language switch: a link named with the other language's own name. */
const switchOf = (page: Page, from: Lang) =>
  page.getByRole('link', { name: catalogs[otherLang(from)].site.nav.switchTo })

/**
 * Follows the switch of the not-found page open in `page` and returns the answer to the
 * navigation it started.
 */
async function followSwitch(page: Page, from: Lang) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.request().isNavigationRequest() && answer.frame() === page.mainFrame(),
    ),
    switchOf(page, from).click(),
  ])
  return response
}

for (const lang of DIRECTION_FREE) {
  const other = otherLang(lang)
  test(`the switch on the 404 page in ${lang} leads to the ${other} 404 page of the same path and saves ${other}`, async ({
    page,
  }) => {
    await page.goto(urlFor('/missing', lang))
    // Still not indexed, no canonical address.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), LANG_STORAGE_KEY)).toBeNull()
    const response = await followSwitch(page, lang)
    expect(response.status()).toBe(404)
    await expect(page).toHaveURL(endsWithAddress(urlFor('/missing', other)))
    await expectDocumentLang(page, other)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(catalogs[other].site.notFound.heading)
    expect(await page.evaluate((key) => localStorage.getItem(key), LANG_STORAGE_KEY)).toBe(other)
    // And back: the first address again.
    expect((await followSwitch(page, other)).status()).toBe(404)
    await expect(page).toHaveURL(endsWithAddress(urlFor('/missing', lang)))
    await expectDocumentLang(page, lang)
  })
}

/**
 * Opens `from` in a tab as a first visit would: no choice saved by an earlier case of the table
 * (the switch saves one), the document loaded afresh.
 */
async function openAsNewVisitor(page: Page, from: string) {
  await page.evaluate(() => localStorage.clear()).catch(() => {}) // about:blank has no storage
  return loadAfresh(page, from)
}

/** Unknown addresses, the language of their 404 page, and where its switch leads. */
const TWINS = [
  ['/english', 'ar', '/en/english'],
  ['/en/english', 'en', '/english'],
  ['/EN/x', 'ar', '/en/EN/x'],
  ['/a/b?q=1&r=%D8%A7#part', 'ar', '/en/a/b?q=1&r=%D8%A7'],
  ['/en/a/b?q=1#part', 'en', '/a/b?q=1'],
  ['/%D8%AF%D8%B1%D9%88%D8%B3', 'ar', '/en/%D8%AF%D8%B1%D9%88%D8%B3'],
  ['/en/%D8%AF%D8%B1%D9%88%D8%B3', 'en', '/%D8%AF%D8%B1%D9%88%D8%B3'],
  ['/en/pricing.html', 'en', '/pricing.html'],
] as const

test('the switch on the 404 page of an unknown address leads to the 404 page of its twin', async ({
  page,
}) => {
  test.slow()
  for (const [from, lang, to] of TWINS) {
    await test.step(`${from} → ${to}`, async () => {
      await openAsNewVisitor(page, from)
      await expectDocumentLang(page, lang)
      expect((await followSwitch(page, lang)).status()).toBe(404)
      await expect(page).toHaveURL(endsWithAddress(to))
      await expectDocumentLang(page, otherLang(lang))
    })
  }
})

/** Unknown addresses whose 404 page has no twin: the switch leads to the other language's home. */
const NO_TWIN = [
  ['/en/en/x', 'en', 'without /en it is still English'],
  ['/en//x', 'en', 'without /en it would be the address of a host named x'],
  [`/${'a'.repeat(2045)}`, 'ar', 'under /en it is longer than the servers answer'],
] as const

test(`the switch on a 404 page with no twin leads home (${NO_TWIN.map(([, , why]) => why).join('; ')})`, async ({
  page,
}) => {
  for (const [from, lang, why] of NO_TWIN) {
    await test.step(`${from.slice(0, 12)}… (${why})`, async () => {
      expect((await openAsNewVisitor(page, from))?.status()).toBe(404)
      expect((await followSwitch(page, lang)).status()).toBe(200)
      await expect(page).toHaveURL(endsWithAddress(pagePath('landing', otherLang(lang))))
      await expectDocumentLang(page, otherLang(lang))
    })
  }
})
