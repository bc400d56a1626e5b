/**
 * The pricing page's sections as a visitor reads them, in both languages: their order, the four
 * bundles (each with its size, period, price and whole feature list), the comparison table drawn
 * from the same bundles (their subjects, period and price first), the subscription FAQ, the
 * closing call to action, and no horizontal scroll at any width.
 * Prices, sizes and features are read from the data module (its unit test holds the owner's table).
 */
import { site } from '../src/config/site.ts'
import { FEATURES, PLANS, type Plan, REFUND_DAYS } from '../src/content/pricing.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, LANGS, PATHS, urlFor, withoutHttpCache } from './helpers.ts'
import { calculatorReady, digits, egp, expectQuote, PERIODS, RATES, subjects } from './pricing-quote.ts'

/** The table's rows: every feature some card lists, in the data module's order. */
const ROWS = FEATURES.filter((feature) => PLANS.some((plan) => plan.features.includes(feature)))

for (const lang of LANGS) {
  const t = catalogs[lang].pricing
  /** The features' names: the glossary's (src/features/pricing/feature-names.ts). */
  const g = catalogs[lang].glossary

  test.describe(lang, () => {
    // Read-only checks of one page (no click, no scroll): one load, a step each.
    test('the pricing page as a visitor reads it: sections, bundles, table, closing call to action', async ({
      page,
    }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      await test.step('the sections come in the order of the spec, with one h1', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.hero.title)
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
          t.calculator.title,
          t.plans.title,
          t.compare.title,
          t.faq.title,
          t.cta.title,
        ])
      })

      await test.step('the four bundles: each its size, period, price and whole list, the highlighted one recommended', async () => {
        const plans = page.getByRole('region', { name: t.plans.title })
        await expect(plans.getByRole('article')).toHaveCount(PLANS.length)
        // One list a card, and no other (the sizes no longer float above the cards).
        await expect(plans.getByRole('list')).toHaveCount(PLANS.length)
        for (const plan of PLANS) {
          const card = plans.getByRole('article', { name: t.plans.items[plan.id].name })
          await expect(card).toContainText(egp(lang, plan.price))
          await expect(card).toContainText(t.periods[plan.period].per)
          const size = plan.subjects === 'unlimited' ? t.plans.unlimited : subjects(lang, plan.subjects)
          await expect(card.getByText(size, { exact: true })).toBeVisible()
          await expect(card.getByRole('list', { name: t.plans.included }).getByRole('listitem')).toHaveText(
            plan.features.map((key) => g.features[key]),
          )
          const cta = card.getByRole('link', { name: t.plans.cta })
          await expect(cta).toHaveAttribute('href', site.installUrl)
          await expect(cta).toHaveAttribute('target', '_blank')
          // The badge is visible and in the accessibility tree, on the highlighted bundle only.
          const badge = card.getByRole('paragraph').filter({ hasText: t.plans.recommended })
          await expect(badge).toHaveCount(plan.highlighted ? 1 : 0)
          if (plan.highlighted) await expect(badge).toBeVisible()
        }
        expect(await page.getByText('%').count()).toBe(0) // no "save X%" claims
        await expect(page.getByText(/most popular|الأكثر اختيار/i)).toHaveCount(0)
      })

      await test.step('the comparison table says what the cards say: a column per bundle, a row per feature', async () => {
        const table = page.getByRole('table', { name: t.compare.caption })
        await expect(table.getByRole('columnheader')).toHaveText([
          t.compare.feature,
          ...PLANS.map((plan) => t.plans.items[plan.id].name),
        ])
        // Each column is headed with its bundle's name exactly as its card shows it.
        const cardNames = page.getByRole('region', { name: t.plans.title }).getByRole('heading', { level: 3 })
        await expect(cardNames).toHaveText(
          await table
            .getByRole('columnheader')
            .allTextContents()
            .then((h) => h.slice(1)),
        )
        // First what each bundle is (subjects, billing period, price), then its features.
        await expect(table.getByRole('rowheader')).toHaveText([
          t.compare.subjects,
          t.compare.period,
          t.compare.price,
          ...ROWS.map((key) => g.features[key]),
        ])
        const facts = [
          [
            t.compare.subjects,
            (plan: Plan) =>
              plan.subjects === 'unlimited' ? t.compare.unlimited : subjects(lang, plan.subjects),
          ],
          [t.compare.period, (plan: Plan) => t.periods[plan.period].name],
          [t.compare.price, (plan: Plan) => egp(lang, plan.price)],
        ] as const
        for (const [label, value] of facts) {
          const row = table
            .getByRole('row')
            .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
          await expect(row.getByRole('cell')).toHaveText(PLANS.map(value))
        }
        for (const key of ROWS) {
          const row = table.getByRole('row', { name: g.features[key] })
          await expect(row.getByRole('cell')).toHaveText(
            PLANS.map((plan) => (plan.features.includes(key) ? t.compare.included : t.compare.notIncluded)),
          )
        }
      })

      await test.step('the closing call to action opens the install link in a new tab, without referrer', async () => {
        const cta = page.getByRole('region', { name: t.cta.title }).getByRole('link', { name: t.cta.button })
        await expect(cta).toBeVisible()
        await expect(cta).toHaveAttribute('href', site.installUrl)
        await expect(cta).toHaveAttribute('target', '_blank')
        await expect(cta).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
        await expect(cta).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/)
      })
    })

    test("the subscription FAQ: the file's questions in its order, one open at a time", async ({ page }) => {
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
