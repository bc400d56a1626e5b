/**
 * A returning visitor: the choice the switch saved takes them to their language before any frame
 * is painted, the place kept; the back button does not bounce; a saved value that is not a
 * language is ignored; and nothing but the switch saves a choice (e2e/language-switch.spec.ts).
 */

import { PAGES, visitPath } from '../src/config/routes.ts'
import { SECTION_IDS } from '../src/config/section-ids.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, endsWithAddress, expectDocumentLang, LANGS, PATHS, urlFor } from './helpers.ts'
import { framesOf, recordFrames, saved, seedChoice, switchOf } from './language-helpers.ts'
import { calculatorReady, expectQuote } from './pricing-quote.ts'

for (const [choice, from] of [
  ['en', PATHS.pricing],
  ['en', `${PATHS.pricing}?subjects=3&period=term`],
  ['en', PATHS.landing],
  ['ar', urlFor(PATHS.pricing, 'en')],
  ['ar', urlFor(PATHS.landing, 'en')],
] as const) {
  const to = choice === 'en' ? urlFor(from, 'en') : from.replace(/^\/en(\/|$)/, '/')
  test(`a returning visitor who chose ${choice}, opening ${from}, lands on ${to} with no frame in the other language`, async ({
    page,
  }) => {
    await seedChoice(page, choice)
    await recordFrames(page)
    await page.goto(from)
    await expect(page).toHaveURL(endsWithAddress(to))
    await expectDocumentLang(page, choice)
    // Wait for what the check is about: a frame of the page shown in the chosen language.
    await expect.poll(async () => (await framesOf(page)).some((f) => f.shown && f.lang === choice)).toBe(true)
    expect((await framesOf(page)).filter((frame) => frame.shown && frame.lang !== choice)).toEqual([])
  })
}

test('a returning visitor is taken to the saved language with the place kept (query and fragment)', async ({
  page,
}) => {
  await seedChoice(page, 'en')
  await page.goto(`${PATHS.pricing}?subjects=6&period=yearly#${SECTION_IDS.faq}`)
  await expect(page).toHaveURL(
    endsWithAddress(urlFor(`${PATHS.pricing}?subjects=6&period=yearly#${SECTION_IDS.faq}`, 'en')),
  )
  await calculatorReady(page, 'en')
  await expectQuote(page, 'en', 6, 'yearly')
})

test('the back button after switching returns to the page left, without bouncing', async ({ page }) => {
  await page.goto(PATHS.pricing)
  await page.evaluate(() => Object.assign(window, { left: true }))
  await switchOf(page, 'ar').click()
  await expect(page).toHaveURL(endsWithAddress(urlFor(PATHS.pricing, 'en')))
  expect(await saved(page)).toBe('en')
  await page.goBack()
  await page.waitForLoadState('load')
  await expect(page).toHaveURL(endsWithAddress(PATHS.pricing))
  await expectDocumentLang(page, 'ar')
  // The page was loaded again (not kept in the back/forward cache), so its head script ran again
  // and saw the saved "en": a back/forward visit must not take the visitor away.
  expect(await page.evaluate(() => (window as { left?: boolean }).left)).toBeUndefined()
  // Still there a moment later: no late redirect either.
  await page.waitForTimeout(300)
  await expect(page).toHaveURL(endsWithAddress(PATHS.pricing))
  // And forward again reaches the English page once.
  await page.goForward()
  await expect(page).toHaveURL(endsWithAddress(urlFor(PATHS.pricing, 'en')))
})

for (const value of ['{"lang":', 'fr', '', 'EN']) {
  test(`a saved value ${JSON.stringify(value)} is ignored: each address keeps its language`, async ({
    page,
  }) => {
    await seedChoice(page, value)
    for (const lang of LANGS) {
      const response = await page.goto(urlFor(PATHS.landing, lang))
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(endsWithAddress(urlFor(PATHS.landing, lang)))
      await expectDocumentLang(page, lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogs[lang].landing.hero.title)
    }
  })
}

test('only the switch saves the language: visiting the English addresses leaves storage empty', async ({
  page,
}) => {
  for (const address of [
    ...PAGES.map((page) => visitPath(page, 'en')),
    PATHS.landing,
    `${PATHS.pricing}?lang=en`,
  ]) {
    await page.goto(address)
    expect(await page.evaluate(() => localStorage.length), address).toBe(0)
  }
  // And the next Arabic address stays Arabic: nothing was remembered.
  await page.goto(PATHS.landing)
  await expectDocumentLang(page, 'ar')
})
