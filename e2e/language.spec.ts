import { LANG_STORAGE_KEY } from '../src/i18n/lang.ts'
import { expect, hydrated, test } from './fixtures.ts'
import { catalogs, endsWithAddress, expectDocumentLang, PATHS, urlFor } from './helpers.ts'

const ar = catalogs.ar
const en = catalogs.en

test('Arabic is the default: right-to-left, Arabic title and text', async ({ page }) => {
  await page.goto(PATHS.landing)
  await expectDocumentLang(page, 'ar')
  await expect(page).toHaveTitle(ar.landing.meta.title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.landing.hero.title)
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en')
})

test('?lang=en is served as English HTML by the server itself', async ({ request }) => {
  const response = await request.get(urlFor(PATHS.landing, 'en'))
  expect(response.headersArray().filter(({ name }) => name.toLowerCase() === 'set-cookie')).toEqual([])
  const html = await response.text()
  expect(html).toMatch(/<html lang="en" dir="ltr"[ >]/)
  expect(html).toContain(`<title>${en.landing.meta.title}</title>`)
  expect(html).toContain(en.landing.hero.title)
  const pricing = await (await request.get(urlFor(PATHS.pricing, 'en'))).text()
  expect(pricing).toMatch(/<html lang="en" dir="ltr"[ >]/)
})

test('the switcher flips the page in place, records the choice, and keeps it across pages', async ({
  page,
}) => {
  await page.goto(PATHS.landing)
  await page.evaluate(() => {
    ;(window as unknown as { marker: string }).marker = 'same document'
  })
  await page.getByRole('link', { name: 'English' }).click()
  await expectDocumentLang(page, 'en')
  await expect(page).toHaveURL(endsWithAddress(urlFor(PATHS.landing, 'en')))
  await expect(page).toHaveTitle(en.landing.meta.title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.landing.hero.title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    en.landing.meta.description,
  )
  // In place: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
  expect(await page.evaluate((key) => localStorage.getItem(key), LANG_STORAGE_KEY)).toBe('en')

  await page.reload()
  await expectDocumentLang(page, 'en')

  await page
    .getByRole('navigation', { name: en.site.nav.label })
    .getByRole('link', { name: en.site.nav.pricing })
    .click()
  await expect(page).toHaveURL(endsWithAddress(urlFor(PATHS.pricing, 'en')))
  await expectDocumentLang(page, 'en')
  await expect(page).toHaveTitle(en.pricing.meta.title)
  await hydrated(page)

  await page.getByRole('link', { name: 'العربية' }).click()
  await expectDocumentLang(page, 'ar')
  await expect(page).toHaveURL(endsWithAddress(PATHS.pricing))
  await expect(page).toHaveTitle(ar.pricing.meta.title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.pricing.hero.title)
  expect(await page.evaluate((key) => localStorage.getItem(key), LANG_STORAGE_KEY)).toBe('ar')
})

/** Records, before every frame, the language and visibility of the document, across redirects. */
async function recordFrames(page: import('@playwright/test').Page, saved: string | null) {
  await page.addInitScript(
    ([key, value]) => {
      if (value !== null && !sessionStorage.getItem('seeded')) {
        localStorage.setItem(key as string, value as string)
        sessionStorage.setItem('seeded', '1')
      }
      const record = () => {
        const root = document.documentElement
        if (document.body && document.body.childElementCount > 0) {
          const frames = JSON.parse(sessionStorage.getItem('frames') ?? '[]') as unknown[]
          frames.push({ lang: root.lang, hidden: getComputedStyle(root).visibility === 'hidden' })
          sessionStorage.setItem('frames', JSON.stringify(frames))
        }
        requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    },
    [LANG_STORAGE_KEY, saved],
  )
}

for (const [saved, path, expected] of [
  ['en', PATHS.landing, 'en'],
  ['en', PATHS.pricing, 'en'],
  ['ar', PATHS.landing, 'ar'],
  ['ar', `${PATHS.pricing}?lang=ar`, 'ar'],
] as const) {
  test(`a returning visitor who chose ${saved} never sees a frame in the other language (${path})`, async ({
    page,
  }) => {
    await recordFrames(page, saved)
    await page.goto(path)
    await expectDocumentLang(page, expected)
    const recorded = async () =>
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('frames'))) ?? '[]') as Array<{
        lang: string
        hidden: boolean
      }>
    // Wait for the event the check is about: a frame shown in the expected language.
    await expect
      .poll(async () => (await recorded()).some((frame) => !frame.hidden && frame.lang === expected))
      .toBe(true)
    const frames = await recorded()
    expect(frames.filter((frame) => !frame.hidden && frame.lang !== expected)).toEqual([])
    if (expected === 'en') await expect(page).toHaveURL(/lang=en/)
  })
}

for (const [label, search, saved] of [
  ['a corrupt saved value', '', '{"lang":'],
  ['?lang=fr', '?lang=fr', null],
  ['?lang=<script>', '?lang=%3Cscript%3Ealert(1)%3C/script%3E', null],
  ['an empty ?lang=', '?lang=', null],
] as const) {
  test(`${label} falls back to Arabic with no error`, async ({ page }) => {
    if (saved !== null) {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        LANG_STORAGE_KEY,
        saved,
      ] as const)
    }
    const response = await page.goto(`${PATHS.landing}${search}`)
    expect(response?.status()).toBe(200)
    await expectDocumentLang(page, 'ar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.landing.hero.title)
  })
}

test('the switcher keeps the other query parameters of the address', async ({ page }) => {
  await page.goto(`${PATHS.pricing}?subjects=3&period=term`)
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(endsWithAddress(`${PATHS.pricing}?subjects=3&period=term&lang=en`))
})

test('opened in a new tab, the switcher keeps the calculator state', async ({ page, context }) => {
  await page.goto(`${PATHS.pricing}?subjects=4&period=yearly`)
  const switcher = page.getByRole('link', { name: 'English' })
  await switcher.focus()
  await expect(switcher).toHaveAttribute('href', `${PATHS.pricing}?subjects=4&period=yearly&lang=en`)
  const [tab] = await Promise.all([context.waitForEvent('page'), switcher.click({ modifiers: ['Control'] })])
  await tab.waitForLoadState()
  await expect(tab).toHaveURL(endsWithAddress(`${PATHS.pricing}?subjects=4&period=yearly&lang=en`))
  await expect(tab.locator('html')).toHaveAttribute('lang', 'en')
})

test('only the switcher saves the language: visiting ?lang=en leaves storage empty', async ({ page }) => {
  for (const path of [
    urlFor(PATHS.landing, 'en'),
    urlFor(PATHS.pricing, 'en'),
    urlFor(PATHS['not-found'], 'en'),
    PATHS.landing,
    `${PATHS.pricing}?lang=ar`,
  ]) {
    await page.goto(path)
    await expectDocumentLang(page, path.includes('lang=en') ? 'en' : 'ar')
    expect(await page.evaluate(() => localStorage.length), path).toBe(0)
  }
  // And the next bare address is Arabic again: nothing was remembered.
  await page.goto(PATHS.landing)
  await expectDocumentLang(page, 'ar')
})

/**
 * The head a search engine or a link preview reads, as [selector, hreflang, value] rows: of the
 * current document, or of `html` parsed (runs in the page, so self-contained).
 */
function headOf(html: string | null) {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html')
  const pick = (selector: string, attribute: string) =>
    [...doc.querySelectorAll(selector)].map((element) => [
      selector,
      element.getAttribute('hreflang') ?? '',
      element.getAttribute(attribute) ?? '',
    ])
  return [
    ['lang', '', doc.documentElement.lang],
    ['dir', '', doc.documentElement.dir],
    ['title', '', doc.title],
    ...pick('link[rel="canonical"]', 'href'),
    ...pick('link[rel="alternate"][hreflang]', 'href'),
    ...['description', 'twitter:title', 'twitter:description', 'twitter:image', 'twitter:image:alt'].flatMap(
      (name) => pick(`meta[name="${name}"]`, 'content'),
    ),
    ...[
      'og:url',
      'og:title',
      'og:description',
      'og:locale',
      'og:locale:alternate',
      'og:image',
      'og:image:alt',
    ].flatMap((property) => pick(`meta[property="${property}"]`, 'content')),
  ]
}

for (const [path, from] of [
  [PATHS.landing, 'ar'],
  [PATHS.landing, 'en'],
  [PATHS.pricing, 'ar'],
  [PATHS.pricing, 'en'],
] as const) {
  const to = from === 'ar' ? 'en' : 'ar'
  test(`switching ${path} from ${from} to ${to} updates canonical, hreflang and Open Graph in place`, async ({
    page,
    request,
  }) => {
    const address = (lang: 'ar' | 'en') => (lang === 'en' ? `${path}?lang=en` : path)
    const served = async (lang: 'ar' | 'en') =>
      page.evaluate(headOf, await (await request.get(address(lang))).text())
    await page.goto(address(from))
    expect(await page.evaluate(headOf, null)).toEqual(await served(from))
    await page.evaluate(() => {
      ;(window as unknown as { marker: string }).marker = 'same document'
    })
    await page.getByRole('link', { name: catalogs[to].site.nav.switchTo }).click()
    await expectDocumentLang(page, to)
    // The same head as the server sends for the new address, without a reload.
    expect(await page.evaluate(headOf, null)).toEqual(await served(to))
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
  })
}
