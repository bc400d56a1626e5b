import { LANG_STORAGE_KEY } from '../src/i18n/lang.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, endsWithAddress, expectDocumentLang, LANGS, PATHS, urlFor } from './helpers.ts'

for (const lang of LANGS) {
  test.describe(lang, () => {
    const t = catalogs[lang].site.notFound
    test('an unknown path is a real 404 page that logs the path', async ({ page }) => {
      const messages: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') messages.push(message.text())
      })
      const response = await page.goto(urlFor('/no-such-page', lang))
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
      await expect.poll(() => messages).toContain('404 Not Found: /no-such-page')
      await page.getByRole('link', { name: t.home }).click()
      await expect(page).toHaveURL(endsWithAddress(urlFor(PATHS.landing, lang)))
      await expectDocumentLang(page, lang)
    })
  })
}

for (const path of [
  '/index.html',
  '/404.html',
  '/pricing.html',
  '/pricing/',
  '/PRICING',
  '/index.en.html',
  '/a/b/c',
]) {
  test(`${path} is not a page: 404`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(catalogs.ar.site.notFound.heading)
  })
}

for (const lang of LANGS) {
  const other = lang === 'ar' ? 'en' : 'ar'
  test(`the switcher on the 404 page in ${lang} keeps the unknown path and saves ${other}`, async ({
    page,
  }) => {
    await page.goto(urlFor('/missing', lang))
    expect(await page.evaluate((key) => localStorage.getItem(key), LANG_STORAGE_KEY)).toBeNull()
    await page.getByRole('link', { name: catalogs[other].site.nav.switchTo }).click()
    await expect(page).toHaveURL(other === 'en' ? /\/missing\?lang=en$/ : /\/missing$/)
    await expectDocumentLang(page, other)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(catalogs[other].site.notFound.heading)
    await expect(page).toHaveTitle(catalogs[other].site.notFound.title)
    // Still not indexed, still no canonical address, in either language.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), LANG_STORAGE_KEY)).toBe(other)
  })
}

test.describe('a malformed address', () => {
  // The browser reports the 400 answer, and the icon it then asks for on its own, as errors.
  test.use({
    expectedConsoleError:
      /^Failed to load resource: the server responded with a status of (400 \(Bad Request\)|404 \(Not Found\))$/,
  })
  test('gets a clear 400, not an error page or a crash', async ({ page }) => {
    const response = await page.goto('/%')
    expect(response?.status()).toBe(400)
    await expect(page.locator('body')).not.toContainText(/at \w+ \(|node:|Error:/)
  })
})
