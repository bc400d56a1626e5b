/**
 * The language switch, as a visitor meets it on every page of the route table: a plain link to
 * the twin document (Arabic at the bare path, English under `/en`) that records the choice and
 * keeps the visitor's place: the calculator's values, the section in view, the open FAQ item. Each
 * page is switched from both languages; each place kept is checked once, from Arabic or from
 * English, so that both ways of the switch are followed. Its address without JavaScript, as
 * served: tests/documents/language-switch.test.ts.
 * The saved choice on a later visit: e2e/language-return.spec.ts; old links (301 answers):
 * tests/contract/routes-and-languages.test.ts; the addresses search engines read: tests/seo/head.test.ts.
 */
import { PUBLIC_PAGES, pagePath, twinPath } from '../src/config/routes.ts'
import { SECTION_IDS } from '../src/config/section-ids.ts'
import { type Lang, otherLang } from '../src/i18n/lang.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, endsWithAddress, expectDocumentLang, LANGS, PATHS, urlFor } from './helpers.ts'
import { atAddress, bringToRest, saved, switchOf, titleOf } from './language-helpers.ts'
import { calculator, calculatorReady, expectQuote } from './pricing-quote.ts'

for (const lang of LANGS) {
  const other = otherLang(lang)
  test.describe(lang, () => {
    // The pages in one tab, each a first visit: the choice the last switch saved cleared.
    test(`every page is served in ${lang}, and its switch leads to its twin in ${other}`, async ({
      page,
    }) => {
      for (const id of PUBLIC_PAGES) {
        await page.evaluate(() => localStorage.clear()).catch(() => {}) // about:blank has no storage
        const response = await page.goto(pagePath(id, lang))
        expect(response?.status()).toBe(200)
        await expectDocumentLang(page, lang)
        await expect(page).toHaveTitle(titleOf(id, lang))
        const link = switchOf(page, lang)
        await expect(link).toHaveAttribute('href', twinPath(id, other))
        await expect(link).toHaveAttribute('lang', other)
        await expect(link).toHaveAttribute('hreflang', other)
        await link.click()
        await expect(page).toHaveURL(endsWithAddress(twinPath(id, other)))
        await expectDocumentLang(page, other)
        await expect(page).toHaveTitle(titleOf(id, other))
        // The choice is recorded by the switch, and only by it.
        expect(await saved(page), id).toBe(other)
      }
    })

    if (lang === 'ar')
      test('the switch keeps the calculator values, and the twin shows the same quote', async ({ page }) => {
        await page.goto(urlFor(`${PATHS.pricing}?subjects=3&period=term`, lang))
        await calculatorReady(page, lang)
        const { slider } = calculator(page, lang)
        await slider.fill('5')
        await expectQuote(page, lang, 5, 'term')
        await switchOf(page, lang).click()
        await expect(page).toHaveURL(atAddress(urlFor(`${PATHS.pricing}?subjects=5&period=term`, other)))
        await expectDocumentLang(page, other)
        await calculatorReady(page, other)
        await expectQuote(page, other, 5, 'term')
      })

    if (lang === 'en')
      test('opened in a new tab (Ctrl+click), the switch keeps the calculator values', async ({
        page,
        context,
      }) => {
        await page.goto(urlFor(`${PATHS.pricing}?subjects=4&period=yearly`, lang))
        const [tab] = await Promise.all([
          context.waitForEvent('page'),
          switchOf(page, lang).click({ modifiers: ['Control'] }),
        ])
        await tab.waitForLoadState()
        await expect(tab).toHaveURL(atAddress(urlFor(`${PATHS.pricing}?subjects=4&period=yearly`, other)))
        await expectDocumentLang(tab, other)
        // A tab opened with Ctrl+click loads out of sight; its islands wait until the visitor goes to it.
        await tab.bringToFront()
        await calculatorReady(tab, other)
        await expectQuote(tab, other, 4, 'yearly')
        // The first page stays as it was.
        await expectDocumentLang(page, lang)
      })

    if (lang === 'ar')
      test('the switch keeps the section in view', async ({ page }) => {
        await page.goto(urlFor(PATHS.landing, lang))
        const features = (l: Lang) =>
          page.getByRole('region', { name: catalogs[l].landing.features.title, exact: true })
        await features(lang).evaluate((section) => section.scrollIntoView({ block: 'start' }))
        await bringToRest(features(lang))
        await expect(features(lang)).toBeInViewport()
        await switchOf(page, lang).click()
        await expect(page).toHaveURL(
          endsWithAddress(urlFor(`${PATHS.landing}#${SECTION_IDS.features}`, other)),
        )
        await expectDocumentLang(page, other)
        await expect(features(other)).toBeInViewport()
      })

    if (lang === 'en')
      test('the switch keeps the open FAQ item open and in view', async ({ page }) => {
        await page.goto(urlFor(PATHS.landing, lang))
        const index = 2 // the third question: its fragment is #faq-3
        const question = (l: Lang) =>
          page
            .getByRole('region', { name: catalogs[l].landing.faq.title, exact: true })
            .getByText(catalogs[l].landing.faq.items[index]?.question ?? '', { exact: true })
        const answer = (l: Lang) =>
          page.getByText(catalogs[l].landing.faq.items[index]?.answer ?? '', { exact: true })
        await bringToRest(question(lang))
        await question(lang).click()
        await expect(answer(lang)).toBeInViewport()
        await switchOf(page, lang).click()
        await expect(page).toHaveURL(endsWithAddress(urlFor(`${PATHS.landing}#faq-${index + 1}`, other)))
        await expectDocumentLang(page, other)
        await expect(answer(other)).toBeVisible()
        await expect(answer(other)).toBeInViewport()
        await expect(question(other)).toBeInViewport()
      })

    if (lang === 'ar')
      test('at the top of the page, the switch adds no fragment', async ({ page }) => {
        await page.goto(urlFor(PATHS.landing, lang))
        await switchOf(page, lang).click()
        await expect(page).toHaveURL(endsWithAddress(urlFor(PATHS.landing, other)))
      })
  })
}
