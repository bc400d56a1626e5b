/**
 * The pricing page's sections as a visitor reads them, in both languages: their order, the four
 * bundles, the link from the calculator to the unlimited one, the comparison table, the
 * subscription FAQ, the closing call to action, and no horizontal scroll at any width.
 * Prices, features and comparison rows come from the data module, the one owner of the offer.
 */
import { site } from '../src/config/site.ts'
import { COMPARISON, PLANS, REFUND_DAYS } from '../src/features/pricing/data/pricing.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, LANGS, PATHS, urlFor } from './helpers.ts'
import { calculator, calculatorReady, digits, egp, expectQuote, PERIODS, RATES } from './pricing-quote.ts'

for (const lang of LANGS) {
  const t = catalogs[lang].pricing

  test.describe(lang, () => {
    test('the sections come in the order of the spec, with one h1', async ({ page }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.hero.title)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        t.calculator.title,
        t.plans.title,
        t.compare.title,
        t.faq.title,
        t.cta.title,
      ])
    })

    test('the four bundles from the pricing data, the highlighted one marked', async ({ page }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      const plans = page.getByRole('region', { name: t.plans.title })
      await expect(plans.getByRole('article')).toHaveCount(4)
      for (const plan of PLANS) {
        const card = plans.getByRole('article', { name: t.plans.items[plan.id].name })
        await expect(card).toContainText(egp(lang, plan.price).replace(' ', '\u00a0'))
        await expect(card.getByRole('listitem')).toHaveText(plan.features.map((key) => t.features[key]))
        const cta = card.getByRole('link', { name: t.plans.items[plan.id].cta })
        await expect(cta).toHaveAttribute('href', site.installUrl)
        await expect(cta).toHaveAttribute('target', '_blank')
        // The badge is visible and in the accessibility tree, on Term only.
        const badge = card.getByRole('paragraph').filter({ hasText: t.plans.popular })
        await expect(badge).toHaveCount(plan.highlighted ? 1 : 0)
        if (plan.highlighted) await expect(badge).toBeVisible()
      }
      expect(await page.getByText('%').count()).toBe(0) // no "save X%" claims
    })

    test('the unlimited bundle is mentioned by the calculator and leads to the Premium card', async ({
      page,
    }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      await calculatorReady(page, lang)
      const { region } = calculator(page, lang)
      await expect(region).toContainText(t.calculator.unlimited)
      await region.getByRole('link', { name: t.calculator.unlimitedLink }).click()
      const premium = page.getByRole('article', { name: t.plans.items.premium.name })
      await expect(premium).toBeInViewport()
      await expect(page).toHaveURL(/#plan-premium$/)
    })

    test('the comparison table: caption, headers, rows and marks', async ({ page }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      const table = page.getByRole('table', { name: t.compare.caption })
      await expect(table.getByRole('columnheader')).toHaveText([
        t.compare.feature,
        t.periods.monthly.name,
        t.periods.term.name,
        t.periods.yearly.name,
      ])
      await expect(table.getByRole('rowheader')).toHaveText(COMPARISON.map((row) => t.features[row.feature]))
      for (const row of COMPARISON) {
        await expect(table.getByRole('row', { name: t.features[row.feature] }).getByRole('cell')).toHaveText(
          PERIODS.map((period) => (row[period] ? t.compare.included : t.compare.notIncluded)),
        )
      }
    })

    test('the subscription FAQ: four questions, one open at a time', async ({ page }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      const faq = page.getByRole('region', { name: t.faq.title })
      await expect(faq).toHaveAttribute('id', 'faq')
      const items = faq.locator('details')
      await expect(items).toHaveCount(4)
      const ids = ['upgrade', 'downgrade', 'refund', 'price'] as const
      for (const id of ids) await expect(faq.getByText(t.faq.items[id].question)).toBeVisible()
      const answer = (index: number) => items.nth(index).locator('p')
      for (let index = 0; index < 4; index++) await expect(answer(index)).toBeHidden()

      await faq.getByText(t.faq.items.upgrade.question).click()
      await expect(answer(0)).toBeVisible()
      await expect(answer(0)).toContainText(lang === 'ar' ? 'في أي وقت' : 'at any time')
      await faq.getByText(t.faq.items.refund.question).click()
      await expect(answer(2)).toBeVisible()
      await expect(answer(0)).toBeHidden()
      await expect(answer(2)).toContainText(digits(lang, REFUND_DAYS))
      await faq.getByText(t.faq.items.refund.question).click()
      await expect(answer(2)).toBeHidden()

      // Keyboard: from the refund question, Shift+Tab reaches the downgrade one and Enter opens it.
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Enter')
      await expect(answer(1)).toBeVisible()
      await expect(answer(1)).toContainText(
        lang === 'ar' ? 'من بداية مدة الاشتراك التالية' : 'from the start of your next billing period',
      )
      await page.keyboard.press('Enter')
      await expect(answer(1)).toBeHidden()
      // The price answer quotes the three rates.
      await faq.getByText(t.faq.items.price.question).click()
      for (const period of PERIODS) {
        await expect(answer(3)).toContainText(egp(lang, RATES[period]).replace(' ', '\u00a0'))
      }
    })

    test('the closing call to action opens the install link in a new tab, without referrer', async ({
      page,
    }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      const cta = page.getByRole('region', { name: t.cta.title }).getByRole('link', { name: t.cta.button })
      await expect(cta).toBeVisible()
      await expect(cta).toHaveAttribute('href', site.installUrl)
      await expect(cta).toHaveAttribute('target', '_blank')
      await expect(cta).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
      await expect(cta).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/)
    })

    for (const width of [360, 768, 1280]) {
      test(`no horizontal scroll at ${width} px, the table whole`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(urlFor(`${PATHS.pricing}?subjects=10&period=yearly`, lang))
        await calculatorReady(page, lang)
        await expectQuote(page, lang, 10, 'yearly')
        // Wider than its viewport, a document scrolls sideways (narrower: the scrollbar's gutter).
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
        const table = page.getByRole('table', { name: t.compare.caption })
        for (const header of await table.getByRole('columnheader').all()) {
          const box = await header.boundingBox()
          expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
        }
      })
    }
  })
}
