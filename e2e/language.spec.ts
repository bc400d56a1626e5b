/**
 * Languages and their addresses, as a visitor meets them: Arabic at `/` and `/pricing`, English at
 * `/en` and `/en/pricing`; the language switch, a plain link to the twin document that keeps the
 * visitor's place (the calculator's values, the section in view, the open FAQ item) and records
 * the choice; a returning visitor taken to the saved language before any frame is painted; the old
 * `?lang=en` links and the trailing-slash forms redirected permanently.
 */
import type { Locator, Page } from '@playwright/test'
import { PUBLIC_PAGES, pagePath, twinPath } from '../src/config/routes.ts'
import { SECTION_IDS } from '../src/config/section-ids.ts'
import { FAQ_ITEMS } from '../src/features/landing/data/sections.ts'
import { LANG_STORAGE_KEY, type Lang, otherLang } from '../src/i18n/lang.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, endsWithAddress, expectDocumentLang, LANGS, PATHS, urlFor } from './helpers.ts'
import { calculator, calculatorReady, expectQuote } from './pricing-quote.ts'

const TITLES = {
  landing: (lang: Lang) => catalogs[lang].landing.meta.title,
  pricing: (lang: Lang) => catalogs[lang].pricing.meta.title,
} as const

/** The language switch: a link named with the other language's own name ("English" / "العربية"). */
const switchOf = (page: Page, from: Lang) =>
  page.getByRole('link', { name: catalogs[otherLang(from)].site.nav.switchTo })

const saved = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LANG_STORAGE_KEY)

/** Seeds the saved choice once, before the first document of the test runs its head script. */
async function seedChoice(page: Page, value: string) {
  await page.addInitScript(
    ([key, choice]) => {
      if (sessionStorage.getItem('seeded')) return
      localStorage.setItem(key as string, choice as string)
      sessionStorage.setItem('seeded', '1')
    },
    [LANG_STORAGE_KEY, value],
  )
}

/**
 * Scrolls `target` into view and waits until it stops moving, as a person reading it would: the
 * sections passed on the way are drawn (content-visibility) and the browser re-anchors the scroll.
 */
async function bringToRest(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  let last = ''
  await expect
    .poll(
      async () => {
        const place = JSON.stringify(await target.boundingBox())
        const still = place === last
        last = place
        return still
      },
      { intervals: [200] },
    )
    .toBe(true)
}

/** A matcher for a URL whose path and query are `address`, with any fragment or none. */
const atAddress = (address: string) =>
  new RegExp(`^[a-z]+://[^/]+${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(#.*)?$`)

for (const lang of LANGS) {
  const other = otherLang(lang)
  test.describe(lang, () => {
    for (const id of PUBLIC_PAGES) {
      test(`${pagePath(id, lang)} is served in ${lang}, and its switch leads to ${twinPath(id, other)}`, async ({
        page,
      }) => {
        const response = await page.goto(pagePath(id, lang))
        expect(response?.status()).toBe(200)
        await expectDocumentLang(page, lang)
        await expect(page).toHaveTitle(TITLES[id](lang))
        const link = switchOf(page, lang)
        await expect(link).toHaveAttribute('href', twinPath(id, other))
        await expect(link).toHaveAttribute('lang', other)
        await expect(link).toHaveAttribute('hreflang', other)
        await link.click()
        await expect(page).toHaveURL(endsWithAddress(twinPath(id, other)))
        await expectDocumentLang(page, other)
        await expect(page).toHaveTitle(TITLES[id](other))
        // The choice is recorded by the switch, and only by it.
        expect(await saved(page)).toBe(other)
      })
    }

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

    test('the switch keeps the section in view', async ({ page }) => {
      await page.goto(urlFor(PATHS.landing, lang))
      const features = (l: Lang) =>
        page.getByRole('region', { name: catalogs[l].landing.features.title, exact: true })
      await features(lang).evaluate((section) => section.scrollIntoView({ block: 'start' }))
      await bringToRest(features(lang))
      await expect(features(lang)).toBeInViewport()
      await switchOf(page, lang).click()
      await expect(page).toHaveURL(endsWithAddress(urlFor(`${PATHS.landing}#${SECTION_IDS.features}`, other)))
      await expectDocumentLang(page, other)
      await expect(features(other)).toBeInViewport()
    })

    test('the switch keeps the open FAQ item open and in view', async ({ page }) => {
      await page.goto(urlFor(PATHS.landing, lang))
      const key = FAQ_ITEMS[2]
      const question = (l: Lang) =>
        page
          .getByRole('region', { name: catalogs[l].landing.faq.title, exact: true })
          .getByText(catalogs[l].landing.faq.items[key].question, { exact: true })
      const answer = (l: Lang) => page.getByText(catalogs[l].landing.faq.items[key].answer, { exact: true })
      await bringToRest(question(lang))
      await question(lang).click()
      await expect(answer(lang)).toBeInViewport()
      await switchOf(page, lang).click()
      await expect(page).toHaveURL(endsWithAddress(urlFor(`${PATHS.landing}#faq-${key}`, other)))
      await expectDocumentLang(page, other)
      await expect(answer(other)).toBeVisible()
      await expect(answer(other)).toBeInViewport()
      await expect(question(other)).toBeInViewport()
    })

    test('at the top of the page, the switch adds no fragment', async ({ page }) => {
      await page.goto(urlFor(PATHS.landing, lang))
      await switchOf(page, lang).click()
      await expect(page).toHaveURL(endsWithAddress(urlFor(PATHS.landing, other)))
    })
  })
}

/**
 * Records, in every frame of every document of the tab (across redirects), the document's
 * language and whether it is shown. A frame is recorded by the first animation-frame callback,
 * which runs before the frame is painted and after the head script has run.
 */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      const root = document.documentElement
      if (document.body && document.body.childElementCount > 0) {
        const frames = JSON.parse(sessionStorage.getItem('frames') ?? '[]') as unknown[]
        frames.push({
          path: location.pathname,
          lang: root.lang,
          shown: getComputedStyle(root).visibility !== 'hidden',
        })
        sessionStorage.setItem('frames', JSON.stringify(frames))
      }
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}

interface Frame {
  path: string
  lang: string
  shown: boolean
}
const framesOf = async (page: Page) =>
  JSON.parse((await page.evaluate(() => sessionStorage.getItem('frames'))) ?? '[]') as Frame[]

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
    urlFor(PATHS.landing, 'en'),
    urlFor(PATHS.pricing, 'en'),
    urlFor(PATHS['not-found'], 'en'),
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

test.describe('old links and other forms of an address', () => {
  for (const [from, to] of [
    [`${PATHS.landing}?lang=en`, urlFor(PATHS.landing, 'en')],
    [`${PATHS.pricing}?lang=en`, urlFor(PATHS.pricing, 'en')],
    [
      `${PATHS.pricing}?subjects=3&lang=en&period=term`,
      urlFor(`${PATHS.pricing}?subjects=3&period=term`, 'en'),
    ],
    [`${urlFor(PATHS.landing, 'en')}?lang=ar`, PATHS.landing],
    [`${PATHS.pricing}?lang=ar`, PATHS.pricing],
    [`${urlFor(PATHS.landing, 'en')}/`, urlFor(PATHS.landing, 'en')],
    [`${urlFor(PATHS.pricing, 'en')}/`, urlFor(PATHS.pricing, 'en')],
    [`${PATHS.pricing}/`, PATHS.pricing],
  ] as const) {
    test(`${from} redirects permanently to ${to}`, async ({ page, request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(to)
      await page.goto(from)
      await expect(page).toHaveURL(endsWithAddress(to))
      await expectDocumentLang(page, to.startsWith('/en') ? 'en' : 'ar')
    })
  }

  test('an old shared quote link ?lang=en opens the English calculator with its values', async ({ page }) => {
    await page.goto(`${PATHS.pricing}?subjects=7&period=term&lang=en`)
    await expect(page).toHaveURL(endsWithAddress(urlFor(`${PATHS.pricing}?subjects=7&period=term`, 'en')))
    await calculatorReady(page, 'en')
    await expectQuote(page, 'en', 7, 'term')
  })
})

test.describe('search engines and link previews', () => {
  for (const lang of LANGS) {
    for (const id of PUBLIC_PAGES) {
      test(`${pagePath(id, lang)} declares itself canonical and both languages, x-default Arabic`, async ({
        page,
        baseURL,
      }) => {
        await page.goto(pagePath(id, lang))
        const href = (selector: string) => page.locator(`head ${selector}`).getAttribute('href')
        const path = async (selector: string) => new URL((await href(selector)) ?? '', baseURL).pathname
        expect(await path('link[rel="canonical"]')).toBe(pagePath(id, lang))
        expect(await path('link[rel="alternate"][hreflang="ar"]')).toBe(pagePath(id, 'ar'))
        expect(await path('link[rel="alternate"][hreflang="en"]')).toBe(pagePath(id, 'en'))
        expect(await path('link[rel="alternate"][hreflang="x-default"]')).toBe(pagePath(id, 'ar'))
        const ogUrl = await page.locator('head meta[property="og:url"]').getAttribute('content')
        expect(new URL(ogUrl ?? '', baseURL).pathname).toBe(pagePath(id, lang))
      })
    }
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const lang of LANGS) {
    test(`the switch is a plain link to the twin (${lang})`, async ({ page }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      await switchOf(page, lang).click()
      await expect(page).toHaveURL(endsWithAddress(urlFor(PATHS.pricing, otherLang(lang))))
      await expectDocumentLang(page, otherLang(lang))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        catalogs[otherLang(lang)].pricing.hero.title,
      )
    })
  }
})
