/**
 * The other forms of an address: the old `?lang=en` links and the trailing-slash forms redirect
 * permanently to the page's own address; and every page of the route table declares that address
 * canonical, with both languages and x-default Arabic, as search engines and link previews read it.
 */
import { PUBLIC_PAGES, pagePath } from '../src/config/routes.ts'
import { expect, test } from './fixtures.ts'
import { endsWithAddress, expectDocumentLang, LANGS, PATHS, urlFor } from './helpers.ts'
import { calculatorReady, expectQuote } from './pricing-quote.ts'

test.describe('old links and other forms of an address', () => {
  const REDIRECTS = [
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
  ] as const
  // One tab for the table: each address loaded afresh, none saves a choice.
  test('old and other forms of an address redirect permanently to its own', async ({ page, request }) => {
    for (const [from, to] of REDIRECTS) {
      await test.step(`${from} redirects permanently to ${to}`, async () => {
        const response = await request.get(from, { maxRedirects: 0 })
        expect(response.status()).toBe(301)
        expect(response.headers().location).toBe(to)
        await page.goto(from)
        await expect(page).toHaveURL(endsWithAddress(to))
        await expectDocumentLang(page, to.startsWith('/en') ? 'en' : 'ar')
      })
    }
  })

  test('an old shared quote link ?lang=en opens the English calculator with its values', async ({ page }) => {
    await page.goto(`${PATHS.pricing}?subjects=7&period=term&lang=en`)
    await expect(page).toHaveURL(endsWithAddress(urlFor(`${PATHS.pricing}?subjects=7&period=term`, 'en')))
    await calculatorReady(page, 'en')
    await expectQuote(page, 'en', 7, 'term')
  })
})

test.describe('search engines and link previews', () => {
  for (const lang of LANGS) {
    test(`every page in ${lang} declares itself canonical and both languages, x-default Arabic`, async ({
      page,
      baseURL,
    }) => {
      for (const id of PUBLIC_PAGES) {
        await page.goto(pagePath(id, lang))
        const href = (selector: string) => page.locator(`head ${selector}`).getAttribute('href')
        const path = async (selector: string) => new URL((await href(selector)) ?? '', baseURL).pathname
        expect(await path('link[rel="canonical"]')).toBe(pagePath(id, lang))
        expect(await path('link[rel="alternate"][hreflang="ar"]')).toBe(pagePath(id, 'ar'))
        expect(await path('link[rel="alternate"][hreflang="en"]')).toBe(pagePath(id, 'en'))
        expect(await path('link[rel="alternate"][hreflang="x-default"]')).toBe(pagePath(id, 'ar'))
        const ogUrl = await page.locator('head meta[property="og:url"]').getAttribute('content')
        expect(new URL(ogUrl ?? '', baseURL).pathname).toBe(pagePath(id, lang))
      }
    })
  }
})
