import { expect, test } from './fixtures.ts'
import { catalogs, expectDocumentLang, LANGS, urlFor, watchConsole } from './helpers.ts'

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
        lang === 'ar' ? '/' : '/?lang=en',
      )
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect.poll(() => messages.some((text) => text.includes('/no-such-page'))).toBe(true)
      await page.getByRole('link', { name: t.home }).click()
      await expect(page).toHaveURL(lang === 'ar' ? /\/$/ : /\/\?lang=en$/)
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
    const console = watchConsole(page, [/404/, /Failed to load resource/])
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(catalogs.ar.site.notFound.heading)
    console.expectNone()
  })
}

test('the switcher on the 404 page keeps the unknown path', async ({ page }) => {
  await page.goto('/missing')
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/missing\?lang=en$/)
  await expectDocumentLang(page, 'en')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(catalogs.en.site.notFound.heading)
})

test('a malformed address gets a clear 400, not an error page or a crash', async ({ page }) => {
  const response = await page.goto('/%')
  expect(response?.status()).toBe(400)
  await expect(page.locator('body')).not.toContainText(/at \w+ \(|node:|Error:/)
})
