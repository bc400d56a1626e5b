/**
 * The content tier's one pass in a real browser (`npm run test:content`, scripts/ci/test-content.ts):
 * every page of the route table (src/config/routes.ts) in both languages, in one tab, each loaded
 * afresh: axe finds nothing; where a page has FAQ items, one opens at a time; where it carries the
 * calculator, a change recomputes the total; the language switch leads to the twin. What a changed
 * sentence, list or price can break, checked once; the full specs (a11y, faq, pricing-calculator,
 * language-switch) check the rest in `npm test`.
 */
import { PAGES, ROUTES, twinPath, visitPath } from '../src/config/routes.ts'
import { SECTION_IDS } from '../src/config/section-ids.ts'
import { otherLang } from '../src/i18n/lang.ts'
import { violations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { expectDocumentLang, LANGS } from './helpers.ts'
import { switchOf } from './language-helpers.ts'
import { CALCULATOR_DEFAULTS, calculator, calculatorReady, expectQuote } from './pricing-quote.ts'

/** A page address, its query and fragment allowed (the switch carries the calculator's values). */
const at = (path: string) =>
  new RegExp(`^[a-z]+://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([?#].*)?$`)

test('every page in both languages: axe, the FAQ one open at a time, the calculator, the switch to the twin', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const faqPages: string[] = []
  for (const lang of LANGS) {
    const other = otherLang(lang)
    for (const id of PAGES) {
      await test.step(`${id} (${lang})`, async () => {
        // The choice the last switch saved, cleared: each page a first visit in its language.
        await page.evaluate(() => localStorage.clear()).catch(() => {}) // about:blank has no storage
        const address = visitPath(id, lang)
        const response = await page.goto(address)
        expect(response?.status(), address).toBe(id === 'not-found' ? 404 : 200)
        await expectDocumentLang(page, lang)
        expect(await violations(page), address).toEqual([])

        // The page's questions, if it has a FAQ section: one open at a time.
        const summaries = page.locator(`#${SECTION_IDS.faq} details > summary`)
        if ((await summaries.count()) > 1) {
          faqPages.push(address)
          const open = page.locator(`#${SECTION_IDS.faq} details[open]`)
          await summaries.nth(0).click()
          await expect(open).toHaveCount(1)
          await summaries.nth(1).click()
          await expect(open).toHaveCount(1)
          await expect(summaries.nth(1).locator('..')).toHaveAttribute('open', '')
        }

        if ((ROUTES[id].islands as readonly string[]).includes('calculator')) {
          await calculatorReady(page, lang)
          await expectQuote(page, lang, CALCULATOR_DEFAULTS.subjects, CALCULATOR_DEFAULTS.period)
          await calculator(page, lang).slider.fill('3')
          await expectQuote(page, lang, 3, CALCULATOR_DEFAULTS.period)
        }

        // The not-found page's switch: the same missing path in the other language (head script).
        const twin = id === 'not-found' ? visitPath(id, other) : twinPath(id, other)
        await switchOf(page, lang).click()
        await expect(page).toHaveURL(at(twin))
        await expectDocumentLang(page, other)
      })
    }
  }
  // The landing and pricing pages' questions, in both languages: the FAQ step ran where they are.
  expect(faqPages.length, 'pages with FAQ items').toBeGreaterThanOrEqual(4)
})
