/**
 * What a real browser downloads for each page (tests/budget/bytes.test.ts works the same out from
 * the files alone): the entry, the page's own code and never another page's, and both font files,
 * preloaded from the HTML and fetched once each.
 */
import type { Page } from '@playwright/test'
import { pageChunksOf } from '../bench/first-load.ts'
import type { PageId } from '../src/config/routes.ts'
import { expect, test } from './fixtures.ts'
import { LANGS, PATHS, urlFor } from './helpers.ts'

const PAGES = Object.entries(PATHS) as Array<[PageId, string]>

/** Each page's chunk, as the entry names them (bench/first-load.ts reads the built entry alike). */
async function pageChunks(page: Page, entry: string): Promise<Record<PageId, string>> {
  const chunks = pageChunksOf(await (await page.request.get(entry)).text())
  expect(Object.keys(chunks).sort()).toEqual(PAGES.map(([id]) => id).sort())
  return chunks as Record<PageId, string>
}

for (const lang of LANGS) {
  for (const [id, path] of PAGES) {
    test(`${path} in ${lang} loads its own code, no other page's, and both preloaded fonts once`, async ({
      page,
    }) => {
      const requested: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/assets/')) requested.push(url.pathname)
      })
      await page.goto(urlFor(path, lang)) // waits for hydration: the page's code has run
      const entry = await page.locator('script[type="module"][src]').getAttribute('src')
      if (!entry) throw new Error('no module script')
      const chunks = await pageChunks(page, entry)
      const scripts = requested.filter((file) => file.endsWith('.js'))
      expect(scripts).toContain(entry)
      expect(scripts).toContain(chunks[id])
      for (const [other] of PAGES.filter(([pageId]) => pageId !== id)) {
        expect(scripts, `${other}'s code`).not.toContain(chunks[other])
      }
      // Each script once.
      expect(scripts).toEqual([...new Set(scripts)])

      // Both fonts: preloaded by the HTML (the Arabic and the Latin subset), fetched once each,
      // by the preload itself, and used by the text.
      const preloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
      expect(preloads).toHaveLength(2)
      expect(preloads.some((file) => /\/cairo-arabic-/.test(file))).toBe(true)
      expect(preloads.some((file) => /\/cairo-latin-/.test(file))).toBe(true)
      const fonts = requested.filter((file) => file.endsWith('.woff2'))
      expect(fonts.sort()).toEqual([...preloads].sort())
      const initiators = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => [new URL(entry.name).pathname, (entry as PerformanceResourceTiming).initiatorType]),
      )
      expect(initiators.sort()).toEqual(preloads.map((file) => [file, 'link']).sort())
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready
        return [...document.fonts].filter((face) => face.status === 'loaded').length
      })
      expect(loaded).toBeGreaterThanOrEqual(2)
    })
  }
}

/**
 * Before its first paint a page fetches nothing but its stylesheet and its fonts, so that nothing
 * else competes with them on a slow connection; its modules and the manifest come after
 * (src/document/page-code.ts).
 */
for (const lang of LANGS) {
  for (const [, path] of PAGES) {
    test(`${path} in ${lang}: only the stylesheet and the fonts before the first paint`, async ({ page }) => {
      await page.goto(urlFor(path, lang)) // waits for hydration: the page's code has run
      const { paint, resources } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        resources: performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      }))
      expect(paint).toBeGreaterThan(0)
      const before = resources.filter((resource) => resource.start < paint).map((resource) => resource.path)
      expect(before.filter((file) => !/\.(css|woff2)$/.test(file))).toEqual([])
      expect(before.filter((file) => file.endsWith('.woff2'))).toHaveLength(2)
      const scripts = resources.filter((resource) => resource.path.endsWith('.js'))
      expect(scripts.length).toBeGreaterThan(0)
      // The manifest is linked once the page's code has started.
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest')
      await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1)
    })
  }
}
