/**
 * What the privacy notice (src/features/privacy/) says of the browser, held on every page of the
 * route table, from Arabic and through the switch to English (the notice's facts do not depend on
 * direction): no cookie is set; nothing is stored until
 * the language switch is used, then only the key the notice shows, holding a value it shows, and
 * switching back does not delete it (clearing the site's data does); no request leaves the site, and
 * each asks for one of its files. The notice's facts are read from the page itself, so page and
 * code cannot drift. That every footer links it, that the buttons it names open the install link
 * without a referrer and that every page is served forbidding referrers, as served:
 * tests/documents/site.test.ts. What it says of the server's log: src/features/privacy/privacy-facts.test.tsx.
 */
import type { Page, Request } from '@playwright/test'
import { PAGES, pagePath, visitPath } from '../src/config/routes.ts'
import { NOTICE_SECTIONS } from '../src/features/privacy/data/facts.ts'
import { LANG_STORAGE_KEY, LANGS, otherLang } from '../src/i18n/lang.ts'
import { expect, islandReady, test } from './fixtures.ts'
import { DIRECTION_FREE, expectDocumentLang } from './helpers.ts'
import { switchOf } from './language-helpers.ts'

/** Everything a page could have left in this browser for the site, the HTTP cache aside. */
function stored(page: Page) {
  return page.evaluate(async () => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.keys(sessionStorage),
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((database) => database.name),
    caches: typeof caches === 'undefined' ? [] : await caches.keys(),
    workers: (await navigator.serviceWorker?.getRegistrations())?.length ?? 0,
  }))
}
const NOTHING = { local: {}, session: [], cookie: '', databases: [], caches: [], workers: 0 }

/** Opens `path` and uses all of it as a visitor would: every island woken, scrolled to the end. */
async function walkThrough(page: Page, path: string) {
  await page.goto(path)
  const islands = page.locator('astro-island')
  for (let index = 0; index < (await islands.count()); index++) {
    await islandReady(islands.nth(index).locator(':scope > *'))
  }
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  await page.waitForLoadState('networkidle')
}

for (const lang of DIRECTION_FREE) {
  const other = otherLang(lang)
  const notice = pagePath('privacy', lang)

  test.describe(lang, () => {
    test('nothing is stored until the switch is used; then only the key the notice shows, with a value it shows', async ({
      page,
      context,
    }) => {
      // The notice's own words: the key, then the values it can hold.
      await page.goto(notice)
      const [key, ...values] = await page.locator(`#${NOTICE_SECTIONS.choice} code`).allTextContents()
      expect(key).toBe(LANG_STORAGE_KEY)
      expect([...values].sort()).toEqual([...LANGS].sort())
      expect(await stored(page)).toEqual(NOTHING)

      // A visitor who never uses the switch: every page, every island, nothing stored.
      for (const id of PAGES) {
        await walkThrough(page, visitPath(id, lang))
        expect(await stored(page), id).toEqual(NOTHING)
      }
      // The switch on every page: the key, holding the other language; back again, this one.
      for (const id of PAGES) {
        await page.goto(visitPath(id, lang))
        await switchOf(page, lang).click()
        await expectDocumentLang(page, other)
        expect(values).toContain(other)
        expect(await stored(page), id).toEqual({ ...NOTHING, local: { [key ?? '']: other } })
        await switchOf(page, other).click()
        await expectDocumentLang(page, lang)
        expect(await stored(page), id).toEqual({ ...NOTHING, local: { [key ?? '']: lang } })
      }
      expect(await context.cookies()).toEqual([])

      // Clearing the site's data, as the browser's settings do, deletes it.
      const cdp = await context.newCDPSession(page)
      const { origin } = new URL(page.url())
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
      expect(await stored(page)).toEqual(NOTHING)
    })

    test('no request leaves the site, and each asks for one of its files', async ({ page, context }) => {
      const requests: Request[] = []
      context.on('request', (request) => requests.push(request))
      for (const id of PAGES) {
        await walkThrough(page, visitPath(id, lang))
        for (const [from, to] of [
          [lang, other],
          [other, lang],
        ] as const) {
          await switchOf(page, from).click()
          await expectDocumentLang(page, to)
        }
      }
      const { origin } = new URL(page.url())
      expect(requests.length).toBeGreaterThan(PAGES.length * 2)
      for (const request of requests) {
        const url = request.url()
        if (url.startsWith('data:')) continue
        expect(new URL(url).origin, url).toBe(origin)
        expect(request.method(), url).toBe('GET')
        expect(['document', 'stylesheet', 'font', 'script', 'image', 'manifest'], url).toContain(
          request.resourceType(),
        )
        // A page or a file of the build; only the not-found page is answered 404.
        const status = (await request.response())?.status()
        const missing =
          request.isNavigationRequest() && new URL(url).pathname.endsWith(visitPath('not-found'))
        expect(status, url).toBe(missing ? 404 : 200)
      }
      expect(await context.cookies()).toEqual([])
    })
  })
}
