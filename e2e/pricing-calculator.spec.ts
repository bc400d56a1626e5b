/**
 * The pricing calculator as a visitor uses it: the slider (labelled, keyboard, reading direction)
 * in both languages; the period, the live region, the address that carries the quote (and bad
 * addresses) in Arabic alone, as direction changes nothing there. What it shows before any script
 * (the defaults, the region's politeness): tests/documents/pricing.test.ts. The rates come from
 * the data module, through pricing-quote.ts. (Every one of the 30 totals with its breakdown, beside
 * the bundle named: src/features/pricing/calculator-early.test.tsx; the language switch keeping the
 * quote: language-switch.spec.ts.) The
 * calculator is an island: each test waits until it has hydrated (when and how it hydrates, and
 * its answers before: calculator-hydration.spec.ts).
 */
import { expect, test } from './fixtures.ts'
import { catalogs, directionFree, endsWithAddress, LANGS, PATHS, urlFor } from './helpers.ts'
import {
  breakdown,
  CALCULATOR_DEFAULTS,
  calculator,
  calculatorReady,
  egp,
  expectQuote,
  RATES,
  SUBJECTS,
  subjects,
} from './pricing-quote.ts'

const DEFAULT = [CALCULATOR_DEFAULTS.subjects, CALCULATOR_DEFAULTS.period] as const

for (const lang of LANGS) {
  const t = catalogs[lang].pricing
  const rtl = lang === 'ar'
  const increase = rtl ? 'ArrowLeft' : 'ArrowRight'
  const decrease = rtl ? 'ArrowRight' : 'ArrowLeft'

  test.describe(lang, () => {
    // The slider as loaded (read only), then the keyboard from there: one load.
    test(`the slider: a labelled native range from 1 to 10, starting at 1, with a spoken value; its keyboard: Home, End, and ${increase} increases`, async ({
      page,
    }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      await calculatorReady(page, lang)
      const { slider } = calculator(page, lang)
      await expect(slider).toHaveAttribute('type', 'range')
      await expect(slider).toHaveAttribute('min', String(SUBJECTS.min))
      await expect(slider).toHaveAttribute('max', String(SUBJECTS.max))
      await expect(slider).toHaveAttribute('step', String(SUBJECTS.step))
      await expect(slider).toHaveValue(String(CALCULATOR_DEFAULTS.subjects))
      await expect(slider).toHaveAttribute('aria-valuetext', subjects(lang, CALCULATOR_DEFAULTS.subjects))
      const box = await slider.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(24)
      await expectQuote(page, lang, ...DEFAULT)
      await slider.focus()
      await slider.press(decrease)
      await expect(slider).toHaveValue('1') // never below 1
      await slider.press(increase)
      await expect(slider).toHaveValue('2')
      await expect(slider).toHaveAttribute('aria-valuetext', subjects(lang, 2))
      await slider.press(increase)
      await expect(slider).toHaveValue('3')
      await slider.press(decrease)
      await expect(slider).toHaveValue('2')
      await slider.press('ArrowUp')
      await expect(slider).toHaveValue('3')
      await slider.press('ArrowDown')
      await expect(slider).toHaveValue('2')
      await slider.press('End')
      await expect(slider).toHaveValue('10')
      await slider.press(increase)
      await slider.press('ArrowUp')
      await slider.press('PageUp')
      await expect(slider).toHaveValue('10') // never above 10
      await expectQuote(page, lang, 10, 'monthly')
      await slider.press('Home')
      await expect(slider).toHaveValue('1')
      await expectQuote(page, lang, 1, 'monthly')
    })

    test(`the slider starts on the ${rtl ? 'right' : 'left'}, as the reading direction`, async ({ page }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      await calculatorReady(page, lang)
      const { slider } = calculator(page, lang)
      const box = await slider.boundingBox()
      if (!box) throw new Error('slider not laid out')
      const y = box.height / 2
      await slider.click({ position: { x: 4, y } })
      await expect(slider).toHaveValue(rtl ? '10' : '1')
      await slider.click({ position: { x: box.width - 4, y } })
      await expect(slider).toHaveValue(rtl ? '1' : '10')
    })

    if (directionFree(lang))
      test('the period is a keyboard-operable radio group, monthly by default', async ({ page }) => {
        await page.goto(urlFor(PATHS.pricing, lang))
        await calculatorReady(page, lang)
        const { periods, radio, slider } = calculator(page, lang)
        await expect(periods.getByRole('radio')).toHaveCount(3)
        await expect(radio('monthly')).toBeChecked()
        await slider.fill('4')
        await radio('monthly').focus()
        await page.keyboard.press('ArrowDown')
        await expect(radio('term')).toBeChecked()
        await expect(radio('term')).toBeFocused()
        await expectQuote(page, lang, 4, 'term')
        await page.keyboard.press('ArrowDown')
        await expectQuote(page, lang, 4, 'yearly')
        await page.keyboard.press('ArrowUp')
        await page.keyboard.press('ArrowUp')
        await expectQuote(page, lang, 4, 'monthly')
      })

    if (directionFree(lang))
      test('the total is announced politely as a whole', async ({ page }) => {
        await page.goto(urlFor(PATHS.pricing, lang))
        await calculatorReady(page, lang)
        const { live, slider, radio } = calculator(page, lang)
        await expect(live).toHaveCount(1)
        await expect(live).toHaveAttribute('aria-atomic', 'true')
        await expect(live).toContainText(t.calculator.totalLabel)
        await slider.fill('6')
        await radio('yearly').check()
        await expect(live).toContainText(breakdown(lang, 6, 'yearly'))
        await expect(live).toContainText(egp(lang, 6 * RATES.yearly))
      })

    if (directionFree(lang))
      test('the address carries the state both ways, keeping the language', async ({ page }) => {
        await page.goto(urlFor(`${PATHS.pricing}?subjects=3&period=term`, lang))
        await calculatorReady(page, lang)
        await expectQuote(page, lang, 3, 'term')
        // Read before any change: every change replaces the history entry, none pushes one.
        const historyLength = await page.evaluate(() => history.length)
        const { slider, radio } = calculator(page, lang)
        await slider.focus()
        await slider.press(increase)
        await expectQuote(page, lang, 4, 'term')
        await expect(page).toHaveURL(/[?&]subjects=4(&|$)/)
        await expect(page).toHaveURL(/[?&]period=term(&|$)/)
        await radio('yearly').check()
        await expect(page).toHaveURL(/[?&]period=yearly(&|$)/)
        await expect(page).toHaveURL(
          endsWithAddress(urlFor(`${PATHS.pricing}?subjects=4&period=yearly`, lang)),
        )
        await page.reload()
        await calculatorReady(page, lang)
        await expectQuote(page, lang, 4, 'yearly')
        // Back to the defaults: the bare address again.
        await slider.press('Home')
        await radio('monthly').check()
        await expect(page).toHaveURL(endsWithAddress(urlFor(PATHS.pricing, lang)))
        expect(await page.evaluate(() => history.length), 'replaced, not pushed').toBe(historyLength)
      })

    if (directionFree(lang))
      test('bad parameters fall back to the defaults, no error', async ({ page }) => {
        test.slow()
        for (const bad of [
          '?subjects=3abc&period=weekly',
          '?subjects=11&period=',
          '?subjects=0',
          '?subjects=1e1&period=Term',
          '?subjects=2.5',
          '?subjects=&period=monthly&period=term',
          '?subjects=3&subjects=4',
        ]) {
          // Each address a new document (the query differs), in one tab.
          await test.step(bad, async () => {
            const response = await page.goto(urlFor(`${PATHS.pricing}${bad}`, lang))
            expect(response?.status()).toBe(200)
            await calculatorReady(page, lang)
            await expectQuote(page, lang, ...DEFAULT)
          })
        }
      })

    if (directionFree(lang))
      test('one valid parameter is kept when the other is not', async ({ page }) => {
        await page.goto(urlFor(`${PATHS.pricing}?subjects=7&period=weekly`, lang))
        await calculatorReady(page, lang)
        await expectQuote(page, lang, 7, CALCULATOR_DEFAULTS.period)
        await page.goto(urlFor(`${PATHS.pricing}?subjects=70&period=term`, lang))
        await calculatorReady(page, lang)
        await expectQuote(page, lang, CALCULATOR_DEFAULTS.subjects, 'term')
      })
  })
}
