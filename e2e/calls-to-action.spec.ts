import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { PAGES, type PageId } from '../src/config/routes.ts'
import { site } from '../src/config/site.ts'
import type { Lang } from '../src/i18n/lang.ts'
import { ctaLabels, expectedCtas } from '../test-support/cta-labels.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, LANGS, PATHS, urlFor } from './helpers.ts'

/**
 * Links to other hosts that are not calls to action: the company's own pages and the app's privacy
 * policy (src/config/site.ts), same tab.
 */
const COMPANY_PAGES = new Set<string | null>([...Object.values(site.company), site.appPrivacyUrl])

/** The words that say a link leads to the app, in each language. */
const NAMES_THE_APP = { ar: /التطبيق/, en: /\bthe app\b/ } as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Checks every call to action of one page (`id`) in `lang`, as a visitor finds them. */
async function checkCtas(page: Page, lang: Lang, id: PageId) {
  await page.goto(urlFor(PATHS[id], lang))
  const labels = ctaLabels(lang)
  // Every link of the page, with what a visitor reads and where it leads.
  const links = await page.locator('a').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      html: anchor.outerHTML.slice(0, 160),
      text: (anchor.textContent ?? '').replace(/\s+/g, ' ').trim(),
      label: anchor.getAttribute('aria-label'),
      href: anchor.getAttribute('href'),
      resolved: (anchor as HTMLAnchorElement).href,
      target: anchor.getAttribute('target'),
      rel: (anchor.getAttribute('rel') ?? '').split(/\s+/),
      referrerPolicy: anchor.getAttribute('referrerpolicy'),
    })),
  )
  const origin = new URL(page.url()).origin
  const isCta = (link: (typeof links)[number]) => {
    const name = link.label ?? link.text
    if (labels.some((label) => name.startsWith(label))) return true
    const url = new URL(link.resolved)
    // Any link to another host is a call to action, unless it is one of the company's pages.
    return /^https?:$/.test(url.protocol) && url.origin !== origin && !COMPANY_PAGES.has(link.resolved)
  }
  const ctas = links.filter(isCta)
  expect(ctas.length).toBeGreaterThanOrEqual(expectedCtas(lang, id).length)
  for (const cta of ctas) {
    expect({ href: cta.href, target: cta.target, referrerPolicy: cta.referrerPolicy }, cta.html).toEqual({
      href: site.installUrl,
      target: '_blank',
      referrerPolicy: 'no-referrer',
    })
    expect(cta.rel, cta.html).toContain('noopener')
    expect(cta.rel, cta.html).toContain('noreferrer')
  }
  // The install link is only ever behind a call to action, and nothing else opens a new tab.
  expect(links.filter((link) => link.href === site.installUrl)).toEqual(ctas)
  expect(links.filter((link) => link.target !== null)).toEqual(ctas)
  // Each says where it leads: its accessible name, what a visitor reads and a screen reader
  // announces, names the app («في التطبيق», "in the app", «حمّل التطبيق»).
  const newTabs = page.locator('a[target]')
  expect(await newTabs.count()).toBe(ctas.length)
  for (const link of await newTabs.all()) await expect(link).toHaveAccessibleName(NAMES_THE_APP[lang])
  // The ones the page must have, found as a visitor finds them: by role and name.
  for (const label of expectedCtas(lang, id)) {
    const named = page.getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}`) })
    expect(await named.count(), label).toBeGreaterThanOrEqual(1)
    for (const link of await named.all()) await expect(link).toHaveAttribute('href', site.installUrl)
  }
}

for (const lang of LANGS) {
  test.describe(lang, () => {
    // Every page in one tab, each loaded afresh.
    test('every call to action on every page opens the install link in a new tab, no opener, no referrer', async ({
      page,
    }) => {
      for (const id of PAGES) {
        await test.step(PATHS[id], () => checkCtas(page, lang, id))
      }
    })

    test.describe('the install page', () => {
      // The one request to another host: the install page, intercepted below.
      test.use({ externalRequest: site.installUrl })
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

    test.describe('the footer QR code', () => {
      test.use({ deviceScaleFactor: 2 })
      test('decodes to the install link', async ({ page }) => {
        await page.goto(urlFor(PATHS.landing, lang))
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
      })
    })

    test('the pricing page has the footer without the QR code', async ({ page }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.getByRole('img', { name: catalogs[lang].site.footer.qrAlt })).toHaveCount(0)
    })
  })
}
