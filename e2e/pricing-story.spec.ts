/**
 * The pricing page tells one story of two ways to pay, in both languages: named at the top, each
 * linked to its section; the calculator naming, beside its total, the bundle of the same period
 * that covers the choice for no more (for every one of its 30 choices, from the data module and
 * src/features/pricing/lib/covering-bundle.ts), announced with the total; the free basic version.
 */
import { site } from '../src/config/site.ts'
import { PLANS } from '../src/content/pricing.ts'
import { coveringBundle } from '../src/features/pricing/lib/covering-bundle.ts'
import { quote } from '../src/features/pricing/lib/quote.ts'
import { fill } from '../src/i18n/format.ts'
import type { Lang } from '../src/i18n/lang.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, LANGS, PATHS, urlFor } from './helpers.ts'
import { COUNTS, calculator, calculatorReady, egp, expectQuote, PERIODS, subjects } from './pricing-quote.ts'

/**
 * What the calculator says of a bundle beside `total`, written from the catalog's templates and the
 * bundle's data: «بسعر أقل» / "for less" under the total, «بالسعر نفسه» / "for the same price" at it.
 */
function advice(lang: Lang, plan: (typeof PLANS)[number], total: number) {
  const t = catalogs[lang].pricing
  const values = {
    bundle: t.plans.items[plan.id].name,
    subjects: plan.subjects === 'unlimited' ? '' : subjects(lang, plan.subjects),
    price: egp(lang, plan.price),
    per: t.periods[plan.period].per,
  }
  return {
    text: fill(
      (plan.subjects === 'unlimited' ? t.calculator.bundleUnlimited : t.calculator.bundle)[
        plan.price < total ? 'less' : 'same'
      ],
      values,
    ),
    link: fill(t.calculator.bundleLink, { bundle: values.bundle }),
  }
}

for (const lang of LANGS) {
  const t = catalogs[lang].pricing

  test.describe(lang, () => {
    test('the two ways to pay are named at the top, each leading to its section', async ({ page }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      const ways = page.getByRole('list', { name: t.hero.description })
      await expect(ways.getByRole('listitem')).toHaveCount(2)
      const perSubject = ways.getByRole('listitem').filter({ hasText: t.hero.ways.perSubject.name })
      await expect(perSubject).toContainText(t.hero.ways.perSubject.body)
      await perSubject.getByRole('link', { name: t.hero.ways.perSubject.link }).click()
      await expect(page).toHaveURL(/#calculator$/)
      await expect(page.getByRole('heading', { name: t.calculator.title })).toBeInViewport()
      const bundle = ways.getByRole('listitem').filter({ hasText: t.hero.ways.bundle.name })
      await expect(bundle).toContainText(t.hero.ways.bundle.body)
      await bundle.getByRole('link', { name: t.hero.ways.bundle.link }).click()
      await expect(page).toHaveURL(/#plans$/)
      await expect(page.getByRole('heading', { name: t.plans.title })).toBeInViewport()
    })

    test('for each of the 30 choices, the calculator names the covering bundle, or none', async ({
      page,
    }) => {
      // Every total with its breakdown (expectQuote), and the advice beside it.
      expect(COUNTS.length * PERIODS.length).toBe(30)
      await page.goto(urlFor(PATHS.pricing, lang))
      await calculatorReady(page, lang)
      const { slider, radio, live } = calculator(page, lang)
      // The advice lives in the total's one polite, atomic region: announced with it, not alone.
      await expect(page.locator('[aria-live]').filter({ hasText: t.calculator.totalLabel })).toHaveCount(1)
      await expect(live).toHaveAttribute('aria-atomic', 'true')
      let named = 0
      for (const period of PERIODS) {
        await radio(period).check()
        for (const count of COUNTS) {
          await slider.fill(String(count))
          await expectQuote(page, lang, count, period)
          const choice = quote(count, period)
          const plan = coveringBundle(choice)
          if (plan) {
            named += 1
            const { text, link } = advice(lang, plan, choice.total)
            await expect(live).toContainText(text)
            await expect(live.getByRole('link')).toHaveText(link)
            await expect(live.getByRole('link')).toHaveAttribute('href', `#plan-${plan.id}`)
          } else {
            await expect(live.getByRole('link')).toHaveCount(0)
            for (const other of PLANS) await expect(live).not.toContainText(t.plans.items[other.id].name)
          }
        }
      }
      // The data gives both cases: a test that only ever saw one would prove little.
      expect(named).toBeGreaterThan(0)
      expect(named).toBeLessThan(COUNTS.length * PERIODS.length)
    })

    test('the named bundle’s link leads to its card', async ({ page }) => {
      await page.goto(urlFor(`${PATHS.pricing}?subjects=3&period=term`, lang))
      await calculatorReady(page, lang)
      await expectQuote(page, lang, 3, 'term')
      const plan = coveringBundle(quote(3, 'term'))
      if (!plan) throw new Error('no bundle covers 3 subjects for a term: the test needs another choice')
      await calculator(page, lang)
        .live.getByRole('link', { name: advice(lang, plan, quote(3, 'term').total).link })
        .click()
      await expect(page).toHaveURL(new RegExp(`#plan-${plan.id}$`))
      await expect(page.getByRole('article', { name: t.plans.items[plan.id].name })).toBeInViewport()
    })

    test('the free basic version has its line and its call to action', async ({ page }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      const plans = page.getByRole('region', { name: t.plans.title })
      await expect(plans.getByText(t.plans.free.text)).toBeVisible()
      const cta = plans.getByRole('link', { name: t.plans.free.cta })
      await expect(cta).toHaveAttribute('href', site.installUrl)
      await expect(cta).toHaveAttribute('target', '_blank')
      await expect(cta).toHaveAttribute('rel', /noreferrer/)
    })
  })
}
