/**
 * The landing page's FAQ: one `<details name="faq">` a question, in the order of its list
 * (`faq.items` in content/words/landing.<lang>.json), one open at a time, by mouse and keyboard, in
 * Arabic (direction changes nothing here). The questions are the file's: a fifth item there is a
 * fifth here. No script takes part (the browser keeps one `<details>` of a name open), so without
 * JavaScript it is the same; each language's questions as served: tests/documents/landing.test.ts.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { catalogs, DIRECTION_FREE, type LANGS, PATHS, urlFor } from './helpers.ts'

function faq(page: Page, lang: (typeof LANGS)[number]) {
  const t = catalogs[lang].landing.faq
  const section = page.getByRole('region', { name: t.title, exact: true })
  const items = t.items
  return {
    /** Every question of the section, as the page lists them. */
    questions: section.getByRole('group'),
    question: (index: number) => section.getByText(items[index]?.question ?? '', { exact: true }),
    /** The <summary> around a question: what the keyboard focuses. */
    summary: (index: number) =>
      section.getByText(items[index]?.question ?? '', { exact: true }).locator('..'),
    answer: (index: number) => section.getByText(items[index]?.answer ?? '', { exact: true }),
    count: items.length,
    items,
  }
}

async function expectOnlyOpen(page: Page, lang: (typeof LANGS)[number], open: number | null) {
  const f = faq(page, lang)
  for (let index = 0; index < f.count; index++) {
    if (index === open) await expect(f.answer(index)).toBeVisible()
    else await expect(f.answer(index)).toBeHidden()
  }
}

for (const lang of DIRECTION_FREE) {
  test.describe(lang, () => {
    // The first look (read only) and the mouse on one load: the clicks start from the page as loaded.
    test(`the ${catalogs[lang].landing.faq.items.length} questions of the list, in its order, all closed at first; by mouse one open at a time, the open one closing when clicked again`, async ({
      page,
    }) => {
      await page.goto(urlFor(PATHS.landing, lang))
      const f = faq(page, lang)
      await expect(f.questions).toHaveCount(f.count)
      for (let index = 0; index < f.count; index++) {
        await expect(f.question(index)).toBeVisible()
        await expect(f.questions.nth(index)).toContainText(f.items[index]?.question ?? '')
      }
      await expectOnlyOpen(page, lang, null)
      // The mouse.
      await f.question(0).click()
      await expectOnlyOpen(page, lang, 0)
      await f.question(2).click()
      await expectOnlyOpen(page, lang, 2)
      await f.question(2).click()
      await expectOnlyOpen(page, lang, null)
    })

    test('keyboard: Enter and Space open, opening another closes the first, Enter closes', async ({
      page,
    }) => {
      await page.goto(urlFor(PATHS.landing, lang))
      const f = faq(page, lang)
      await f.summary(0).focus()
      await page.keyboard.press('Enter')
      await expectOnlyOpen(page, lang, 0)
      await page.keyboard.press('Tab')
      await expect(f.summary(1)).toBeFocused()
      await page.keyboard.press('Space')
      await expectOnlyOpen(page, lang, 1)
      await page.keyboard.press('Enter')
      await expectOnlyOpen(page, lang, null)
    })
  })
}
