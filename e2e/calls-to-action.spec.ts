import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { site } from '../src/config/site.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, LANGS, urlFor } from './helpers.ts'

for (const lang of LANGS) {
  test.describe(lang, () => {
    for (const path of ['/', '/pricing', '/missing-page']) {
      test(`every call to action on ${path} opens the install link in a new tab, no opener, no referrer`, async ({
        page,
      }) => {
        await page.goto(urlFor(path, lang))
        const ctas = page.locator(`a[href="${site.installUrl}"]`)
        const count = await ctas.count()
        expect(count).toBeGreaterThanOrEqual(1)
        for (let index = 0; index < count; index++) {
          const cta = ctas.nth(index)
          await expect(cta).toHaveAttribute('target', '_blank')
          await expect(cta).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
          await expect(cta).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/)
          await expect(cta).toHaveAttribute('referrerpolicy', 'no-referrer')
        }
        // No link anywhere opens a new tab without those guarantees.
        const unsafe = await page
          .locator('a[target="_blank"]')
          .evaluateAll((links) =>
            links
              .filter((link) => !/noopener/.test(link.getAttribute('rel') ?? ''))
              .map((link) => link.outerHTML),
          )
        expect(unsafe).toEqual([])
      })
    }

    test('the try button really opens the install page without referrer or opener', async ({
      page,
      context,
    }) => {
      const seen: Array<{ url: string; referer: string | undefined }> = []
      await context.route(`${new URL(site.installUrl).origin}/**`, async (route) => {
        seen.push({ url: route.request().url(), referer: route.request().headers().referer })
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Install</title><p>Install</p>',
        })
      })
      await page.goto(urlFor('/', lang))
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page
          .getByRole('navigation', { name: catalogs[lang].site.nav.label })
          .getByRole('link', { name: catalogs[lang].site.nav.tryCta })
          .click(),
      ])
      await popup.waitForLoadState()
      expect(popup.url()).toBe(site.installUrl)
      expect(await popup.evaluate(() => document.referrer)).toBe('')
      expect(await popup.evaluate(() => window.opener)).toBeNull()
      expect(seen).toEqual([{ url: site.installUrl, referer: undefined }])
    })

    test('the footer QR code decodes to the install link', async ({ browser }) => {
      const context = await browser.newContext({ deviceScaleFactor: 2 })
      const page = await context.newPage()
      await page.goto(urlFor('/', lang))
      const qr = page.getByRole('img', { name: catalogs[lang].site.footer.qrAlt })
      await qr.scrollIntoViewIfNeeded()
      await expect(qr).toBeVisible()
      // The image is lazy: wait until it has really loaded and decoded before photographing it.
      await expect
        .poll(() => qr.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth)))
        .toBeGreaterThan(0)
      const png = PNG.sync.read(await qr.screenshot())
      const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
      expect(decoded?.data).toBe(site.installUrl)
      await context.close()
    })

    test('the pricing page has the footer without the QR code', async ({ page }) => {
      await page.goto(urlFor('/pricing', lang))
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.getByRole('img', { name: catalogs[lang].site.footer.qrAlt })).toHaveCount(0)
    })
  })
}
