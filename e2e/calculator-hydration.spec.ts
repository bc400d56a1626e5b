/**
 * When the calculator island runs what, as a visitor meets it: React waits for
 * the first touch (src/islands/client-touched.ts); before React, the island's own code answers the
 * controls (src/features/pricing/calculator-early.ts), and React takes over with what they show;
 * an address with a quote shows it without a touch. In Arabic: direction changes nothing here (the
 * native slider's keys in each direction: pricing-calculator.spec.ts; the answers before React in
 * both languages: src/features/pricing/calculator-early.test.tsx). (The calculator itself:
 * pricing-calculator.spec.ts.)
 */
import { expect, test } from './fixtures.ts'
import { catalogs, DIRECTION_FREE, endsWithAddress, PATHS, urlFor } from './helpers.ts'
import { breakdown, CALCULATOR_DEFAULTS, calculator, expectQuote } from './pricing-quote.ts'

const DEFAULT = [CALCULATOR_DEFAULTS.subjects, CALCULATOR_DEFAULTS.period] as const

for (const lang of DIRECTION_FREE) {
  const t = catalogs[lang].pricing
  const increase = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight'

  test.describe(lang, () => {
    test('React waits for the first touch: the component arrives when seen, React DOM and hydration when reached for', async ({
      page,
    }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      const { slider } = calculator(page, lang)
      const island = slider.locator('xpath=ancestor::astro-island[1]')
      const fetched = (pattern: RegExp) =>
        page.evaluate(
          (source) =>
            performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)),
          pattern.source,
        )
      // Below the two ways to pay at the top: the visitor scrolls to it.
      await calculator(page, lang).region.scrollIntoViewIfNeeded()
      // Seen: its component is fetched, React DOM is not, and nothing hydrates it.
      await expect.poll(() => fetched(/\/assets\/calculator-island\.[^/]+\.js$/)).toBe(true)
      await page.waitForTimeout(500)
      expect(await fetched(/\/assets\/client\.[^/]+\.js$/)).toBe(false)
      await expect(island).toHaveAttribute('ssr', '')
      // The share action is there from the start (its click answered before React: e2e/share-quote.spec.ts).
      await expect(calculator(page, lang).region.getByRole('button')).toHaveCount(1)
      // The pointer comes to rest on it: React DOM arrives and hydrates it.
      await slider.hover()
      await expect(island).not.toHaveAttribute('ssr', /.*/)
      expect(await fetched(/\/assets\/client\.[^/]+\.js$/)).toBe(true)
      await expectQuote(page, lang, ...DEFAULT)
    })

    test.describe('on a phone, before React', () => {
      test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true })

      test('a tap on the track, a key and a period answer at once; React takes over with what they show', async ({
        page,
      }) => {
        // React DOM is held back, as on a slow phone: the answers come from the island's own code.
        let release = () => {}
        const held = new Promise<void>((resolve) => {
          release = resolve
        })
        await page.route(/\/assets\/client\.[^/]+\.js$/, async (route) => {
          await held
          await route.continue()
        })
        await page.goto(urlFor(PATHS.pricing, lang))
        const { slider, radio, region } = calculator(page, lang)
        const island = slider.locator('xpath=ancestor::astro-island[1]')
        await slider.scrollIntoViewIfNeeded()
        await slider.tap()
        const tapped = Number(await slider.inputValue())
        expect(tapped, 'the tap moved the slider').toBeGreaterThan(CALCULATOR_DEFAULTS.subjects)
        await expectQuote(page, lang, tapped, 'monthly')
        await expect(page).toHaveURL(endsWithAddress(urlFor(`${PATHS.pricing}?subjects=${tapped}`, lang)))
        await slider.focus()
        await slider.press(increase)
        // A tap on the period's segment (its label).
        await radio('term').locator('xpath=ancestor::label[1]').tap()
        await expectQuote(page, lang, tapped + 1, 'term')
        await expect(page).toHaveURL(
          endsWithAddress(urlFor(`${PATHS.pricing}?subjects=${tapped + 1}&period=term`, lang)),
        )
        // All without React: the island has not hydrated.
        await expect(island).toHaveAttribute('ssr', '')
        release()
        await expect(island).not.toHaveAttribute('ssr', /.*/)
        await expect(region.getByRole('button', { name: t.calculator.share.button })).toBeVisible()
        await expectQuote(page, lang, tapped + 1, 'term')
        // And React goes on from there (a hydration that found other text would be an error here).
        await slider.press(increase)
        await expectQuote(page, lang, tapped + 2, 'term')
        await expect(page).toHaveURL(
          endsWithAddress(urlFor(`${PATHS.pricing}?subjects=${tapped + 2}&period=term`, lang)),
        )
      })
    })

    test("what a visitor sets before the island's code arrives is what it shows once it has", async ({
      page,
    }) => {
      // All of the island's code is held back until the controls have been used.
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route(/\/assets\/(client|calculator-island)\.[^/]+\.js$/, async (route) => {
        await held
        await route.continue()
      })
      await page.goto(urlFor(PATHS.pricing, lang))
      const { slider, radio } = calculator(page, lang)
      const island = slider.locator('xpath=ancestor::astro-island[1]')
      await slider.focus()
      await slider.press(increase)
      await slider.press(increase)
      await radio('term').check()
      // The native controls moved on their own; the quote still shows the prerendered defaults.
      await expect(slider).toHaveValue('3')
      await expect(island).toHaveAttribute('ssr', '')
      await expect(calculator(page, lang).live).toContainText(breakdown(lang, ...DEFAULT))
      release()
      await expectQuote(page, lang, 3, 'term')
      await expect(page).toHaveURL(endsWithAddress(urlFor(`${PATHS.pricing}?subjects=3&period=term`, lang)))
      await expect(island).not.toHaveAttribute('ssr', /.*/)
      // And it goes on from there.
      await slider.press(increase)
      await expectQuote(page, lang, 4, 'term')
    })

    test('an address with a quote is shown without a touch', async ({ page }) => {
      await page.goto(urlFor(`${PATHS.pricing}?subjects=5&period=yearly`, lang))
      const island = calculator(page, lang).slider.locator('xpath=ancestor::astro-island[1]')
      await calculator(page, lang).region.scrollIntoViewIfNeeded()
      await expect(island).not.toHaveAttribute('ssr', /.*/)
      await expectQuote(page, lang, 5, 'yearly')
    })
  })
}
