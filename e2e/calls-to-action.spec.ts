/**
 * A call to action followed in the browser: the install page opens in a new tab with no referrer
 * and no opener. What every call to action of every page says in the HTML (its address, target,
 * rel, referrer policy, a name that says it leads to the app) and the footer QR code decoded:
 * tests/documents/site.test.ts.
 */
import { site } from '../src/config/site.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, DIRECTION_FREE, PATHS, urlFor } from './helpers.ts'

for (const lang of DIRECTION_FREE) {
  test.describe('the install page', () => {
    // The one request to another host: the install page, intercepted below.
    test.use({ externalRequest: site.installUrl })
    test(`the try button really opens the install page without referrer or opener (${lang})`, async ({
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
      await page.goto(urlFor(PATHS.landing, lang))
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
  })
}
