import type { PLANS } from '../src/content/pricing.ts'
import { coveringBundle } from '../src/features/pricing/lib/covering-bundle.ts'
import { quote } from '../src/features/pricing/lib/quote.ts'
import { fill } from '../src/i18n/format.ts'
import type { Lang } from '../src/i18n/lang.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, DIRECTION_FREE, PATHS, urlFor } from './helpers.ts'
import { calculator, calculatorReady, egp, expectQuote, subjects } from './pricing-quote.ts'

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

for (const lang of DIRECTION_FREE) {
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
  })
}
