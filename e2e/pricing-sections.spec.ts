import { REFUND_DAYS } from '../src/content/pricing.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, directionFree, LANGS, PATHS, urlFor, withoutHttpCache } from './helpers.ts'
import { calculatorReady, digits, egp, expectQuote, PERIODS, RATES } from './pricing-quote.ts'

for (const lang of LANGS) {
  const t = catalogs[lang].pricing

  test.describe(lang, () => {
    if (directionFree(lang))
      test("the subscription FAQ: the file's questions in its order, one open at a time", async ({
        page,
      }) => {
        await page.goto(urlFor(PATHS.pricing, lang))
        const faq = page.getByRole('region', { name: t.faq.title })
        await expect(faq).toHaveAttribute('id', 'faq')
        const items = faq.locator('details')
        await expect(items).toHaveCount(t.faq.items.length)
        await expect(items.locator('summary')).toHaveText(t.faq.items.map((item) => item.question))
        // The questions today's words ask (content/words/pricing.<lang>.json): the price first.
        const ids = ['price', 'upgrade', 'downgrade', 'refund'] as const
        const empty = { question: '', answer: '' }
        const [price = empty, upgrade = empty, downgrade = empty, refund = empty] = t.faq.items
        const item = { price, upgrade, downgrade, refund }
        const answer = (id: (typeof ids)[number]) => items.nth(ids.indexOf(id)).locator('p')
        for (const id of ids) await expect(answer(id)).toBeHidden()

        await faq.getByText(item.upgrade.question).click()
        await expect(answer('upgrade')).toBeVisible()
        await expect(answer('upgrade')).toHaveText(item.upgrade.answer)
        await faq.getByText(item.refund.question).click()
        await expect(answer('refund')).toBeVisible()
        await expect(answer('upgrade')).toBeHidden()
        await expect(answer('refund')).toContainText(digits(lang, REFUND_DAYS))
        await faq.getByText(item.refund.question).click()
        await expect(answer('refund')).toBeHidden()

        // Keyboard: from the refund question, Shift+Tab reaches the downgrade one and Enter opens it.
        await page.keyboard.press('Shift+Tab')
        await page.keyboard.press('Enter')
        await expect(answer('downgrade')).toBeVisible()
        await expect(answer('downgrade')).toHaveText(item.downgrade.answer)
        await page.keyboard.press('Enter')
        await expect(answer('downgrade')).toBeHidden()
        // The price answer names both ways to pay and quotes the three per-subject rates.
        await faq.getByText(item.price.question).click()
        for (const period of PERIODS) await expect(answer('price')).toContainText(egp(lang, RATES[period]))
      })

    test('no horizontal scroll at 360, 768 and 1280 px, the table whole without scrolling', async ({
      page,
    }) => {
      await withoutHttpCache(page)
      for (const width of [360, 768, 1280]) {
        // Loaded afresh at each width, in one tab.
        await page.setViewportSize({ width, height: 800 })
        await page.goto(urlFor(`${PATHS.pricing}?subjects=10&period=yearly`, lang))
        // The calculator is an island: it reads the address once it has hydrated (in view).
        await calculatorReady(page, lang)
        await expectQuote(page, lang, 10, 'yearly')
        // Wider than its viewport, a document scrolls sideways (narrower: the scrollbar's gutter).
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${width} px`).toBeLessThanOrEqual(0)
        const table = page.getByRole('table', { name: t.compare.caption })
        for (const header of await table.getByRole('columnheader').all()) {
          const box = await header.boundingBox()
          expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
        }
        // From 360 px up the table's own box does not scroll either: all five columns are in view.
        const box = page.getByRole('region', { name: t.compare.caption })
        expect(
          await box.evaluate((element) => element.scrollWidth - element.clientWidth),
        ).toBeLessThanOrEqual(0)
      }
    })
  })
}
