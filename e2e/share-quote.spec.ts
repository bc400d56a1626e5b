/**
 * "Share this price" beside the calculator's total, in Arabic (direction changes nothing here; the
 * words shared in each language: src/features/pricing/lib/share-quote.test.ts): the Web Share API where the
 * browser has one, otherwise the address is copied and the copy confirmed on screen and to screen
 * readers; the address by hand when the clipboard refuses; the button there from the start, its
 * click answered before React too; not shown without JavaScript.
 */
import type { BrowserContext, Page } from '@playwright/test'
import type { Lang } from '../src/i18n/lang.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, DIRECTION_FREE, PATHS, urlFor } from './helpers.ts'
import { calculatorReady, egp, expectQuote, RATES } from './pricing-quote.ts'

function parts(page: Page, lang: Lang) {
  const t = catalogs[lang].pricing.calculator
  const region = page.getByRole('region', { name: t.title })
  return {
    t,
    slider: region.getByRole('slider', { name: t.subjectsLabel }),
    term: region.getByRole('radio', { name: new RegExp(`^${catalogs[lang].pricing.periods.term.name} `) }),
    button: region.getByRole('button', { name: t.share.button }),
    status: region.getByRole('status'),
  }
}

/** The address a visitor should receive for 3 subjects per term, in `lang`. */
function expectedAddress(baseURL: string, lang: Lang) {
  return `${baseURL}${urlFor(`${PATHS.pricing}?subjects=3&period=term`, lang)}`
}

/** A Web Share API that records what it was given (Chromium on Linux has none of its own). */
async function fakeWebShare(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = []
    Object.assign(window, { __shared: shared })
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data)
      },
    })
  })
}

/** The clipboard path: no Web Share API, and the clipboard allowed. */
async function clipboardOnly(page: Page, context: BrowserContext) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await noWebShare(page)
}

/** No Web Share API, whatever the browser has, so the clipboard path runs. */
async function noWebShare(page: Page) {
  await page.addInitScript(() => {
    // The property must be gone, not undefined: the code tests `typeof navigator.share`.
    delete (Navigator.prototype as { share?: unknown }).share
  })
}

for (const lang of DIRECTION_FREE) {
  test.describe(lang, () => {
    test('without Web Share, the address of the quote is copied and the copy is announced', async ({
      page,
      context,
      baseURL,
    }) => {
      await clipboardOnly(page, context)
      await page.goto(urlFor(PATHS.pricing, lang))
      await calculatorReady(page, lang)
      const { t, slider, term, button, status } = parts(page, lang)
      await slider.fill('3')
      await term.check()
      await expect(status).toBeEmpty()
      await button.click()
      await expect(status).toHaveText(t.share.copied)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        expectedAddress(baseURL ?? '', lang),
      )
      // A new price makes the message stale: it goes.
      await slider.fill('4')
      await expect(status).toBeEmpty()
    })

    test('with Web Share, the share sheet gets the address and the price in words', async ({
      page,
      baseURL,
    }) => {
      await fakeWebShare(page)
      await page.goto(urlFor(PATHS.pricing, lang))
      await calculatorReady(page, lang)
      const { t, slider, term, button, status } = parts(page, lang)
      await slider.fill('3')
      await term.check()
      await button.click()
      await expect
        .poll(() => page.evaluate(() => (window as { __shared?: ShareData[] }).__shared?.length))
        .toBe(1)
      const [data] = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)
      expect(data?.url).toBe(expectedAddress(baseURL ?? '', lang))
      expect(data?.title).toBe(t.share.title)
      // The total in the page's own digits, its amount and currency held together by a no-break space.
      expect(data?.text).toContain(egp(lang, 3 * RATES.term).replace(' ', '\u00a0'))
      await expect(status).toBeEmpty()
    })

    test('from the keyboard: Tab reaches it, Enter sends it', async ({ page, context, baseURL }) => {
      await clipboardOnly(page, context)
      await page.goto(urlFor(`${PATHS.pricing}?subjects=3&period=term`, lang))
      await calculatorReady(page, lang)
      const { t, slider, button, status } = parts(page, lang)
      await expect(slider).toHaveValue('3')
      await slider.focus()
      // Slider, then the three period radios (one tab stop), then the links before the button.
      for (let i = 0; i < 10; i++) {
        if (await button.evaluate((element) => element === document.activeElement)) break
        await page.keyboard.press('Tab')
      }
      await expect(button).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(status).toHaveText(t.share.copied)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        expectedAddress(baseURL ?? '', lang),
      )
    })

    test('when the clipboard refuses, the address is shown, selected, to copy by hand', async ({
      page,
      baseURL,
    }) => {
      await noWebShare(page)
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'clipboard', {
          configurable: true,
          get: () => ({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }),
        })
      })
      await page.goto(urlFor(`${PATHS.pricing}?subjects=3&period=term`, lang))
      await calculatorReady(page, lang)
      const { t, button, status } = parts(page, lang)
      await button.click()
      await expect(status).toHaveText(t.share.manual)
      const field = page.getByRole('textbox', { name: t.share.manual })
      await expect(field).toHaveValue(expectedAddress(baseURL ?? '', lang))
      await expect(field).toHaveAttribute('dir', 'ltr')
      await expect(field).toBeFocused()
      expect(
        await field.evaluate(
          (input: HTMLInputElement) => (input.selectionEnd ?? 0) - (input.selectionStart ?? 0),
        ),
      ).toBe((await field.inputValue()).length)
    })
  })

  test.describe(`${lang} before React`, () => {
    test('the button is there from the start, and a click shares the price on screen', async ({
      page,
      context,
      baseURL,
    }) => {
      await clipboardOnly(page, context)
      // React DOM is held back, as on a phone still fetching it: the island's own code answers.
      const held = new Promise<void>(() => {})
      await page.route(/\/assets\/client\.[^/]+\.js$/, async (route) => {
        await held
        await route.continue()
      })
      await page.goto(urlFor(PATHS.pricing, lang))
      const { slider, term, button } = parts(page, lang)
      // The total's card ends in the button, not in a band kept empty for it.
      await expect(button).toBeVisible()
      await expect(button).toBeEnabled()
      await slider.scrollIntoViewIfNeeded()
      // The island's code answers the controls (calculator-early.ts) once it has arrived.
      await expect(async () => {
        await slider.fill('3')
        await term.check()
        await expectQuote(page, lang, 3, 'term')
      }).toPass()
      await button.click()
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(expectedAddress(baseURL ?? '', lang))
      await expect(slider.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr', '')
    })
  })

  test.describe(`${lang} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    test('the button is not offered, and takes no room', async ({ page }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      const { t } = parts(page, lang)
      const region = page.getByRole('region', { name: t.title })
      await expect(region.getByRole('button', { name: t.share.button })).toHaveCount(0)
      const hidden = region.locator('button', { hasText: t.share.button })
      await expect(hidden).toBeHidden()
      expect(await hidden.evaluate((element) => element.getBoundingClientRect().height)).toBe(0)
    })
  })
}
