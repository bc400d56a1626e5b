/**
 * What a real browser downloads for each page (tests/budget/bytes.test.ts works the byte figures out
 * from the files alone): pages are static documents, and React arrives only with an island, when
 * that island scrolls into view, after the first paint (`client:painted`; the calculator's
 * `client:touched` downloads it then and runs it on the first touch). The landing page's first screen loads no
 * JavaScript file at all; the not-found page never does. Both font files are preloaded by the HTML
 * and fetched once each. In Arabic alone where the language changes nothing (the scripts, the
 * manifest); the fonts in both, as each language preloads its own first.
 */
import type { Page } from '@playwright/test'
import { PAGES, ROUTES } from '../src/config/routes.ts'
import { MANIFEST_PATH } from '../src/document/social.ts'
import type { Lang } from '../src/i18n/lang.ts'
import { expect, islandReady, test } from './fixtures.ts'
import {
  catalogs,
  DEVICES,
  DIRECTION_FREE,
  directionFree,
  LANGS,
  PATHS,
  urlFor,
  withoutHttpCache,
} from './helpers.ts'
import { calculator } from './pricing-quote.ts'

/** Records the path of every script file the page requests, from now on. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/** Lets the page rest: the load event, then a few frames and a moment for anything lazy. */
async function rest(page: Page) {
  await page.waitForLoadState('load')
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
  await page.waitForTimeout(500)
}

const chartFigure = (page: Page, lang: Lang) =>
  page.getByRole('figure', { name: catalogs[lang].landing.insights.line.title, exact: true })

for (const { name, viewport, isMobile } of DEVICES) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport, isMobile })

    for (const lang of DIRECTION_FREE) {
      test(`the landing page's first screen loads no JavaScript; the charts bring React when scrolled to (${lang})`, async ({
        page,
      }) => {
        const scripts = scriptsRequested(page)
        await page.goto(urlFor(PATHS.landing, lang))
        await rest(page)
        expect(scripts, 'scripts before any scroll').toEqual([])
        // The charts are below the first screen: not hydrated yet.
        const figure = chartFigure(page, lang)
        await expect(figure).not.toBeInViewport()
        await expect(figure.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr', '')
        await islandReady(figure)
        expect(scripts.length, 'the island and the React runtime').toBeGreaterThan(0)
        expect(scripts, 'each script once').toEqual([...new Set(scripts)])
      })
    }
  })
}

for (const lang of LANGS) {
  if (directionFree(lang))
    test(`the pricing page brings the calculator's code, not the charts' (${lang})`, async ({ page }) => {
      const scripts = scriptsRequested(page)
      await page.goto(urlFor(PATHS.pricing, lang))
      await islandReady(calculator(page, lang).slider)
      await rest(page)
      expect(scripts.some((file) => /calculator/i.test(file))).toBe(true)
      expect(scripts.filter((file) => /chart/i.test(file))).toEqual([])
      expect(scripts, 'each script once').toEqual([...new Set(scripts)])
    })

  if (directionFree(lang))
    test(`the pricing page asks for no script file before its first paint (${lang})`, async ({ page }) => {
      await page.goto(urlFor(PATHS.pricing, lang))
      await islandReady(calculator(page, lang).slider)
      const { scripts, paintedAt } = await page.evaluate(() => ({
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      }))
      // The calculator's island and React (client:touched): they would compete with the stylesheet
      // and the fonts on a slow connection (docs/performance.md).
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThan(paintedAt)
    })

  // The pages whose route names no island (src/config/routes.ts): the not-found page, so far.
  if (directionFree(lang))
    for (const id of PAGES.filter((page) => ROUTES[page].islands.length === 0)) {
      test(`${urlFor(PATHS[id], lang)}, with no island, loads no JavaScript at all`, async ({ page }) => {
        const scripts = scriptsRequested(page)
        await page.goto(urlFor(PATHS[id], lang))
        await page.mouse.wheel(0, 2000)
        await rest(page)
        expect(scripts).toEqual([])
      })
    }

  test(`every page in ${lang}: both fonts preloaded by the HTML, fetched once each, and used`, async ({
    page,
  }) => {
    // The pages in one tab, each loaded afresh as a first visit: the HTTP cache off.
    await withoutHttpCache(page)
    let fonts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname)
    })
    for (const path of Object.values(PATHS)) {
      await page.goto('about:blank')
      fonts = []
      await page.goto(urlFor(path, lang))
      const preloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
      expect(preloads).toHaveLength(2)
      expect(preloads.some((file) => /\/cairo-arabic[.-]/.test(file))).toBe(true)
      expect(preloads.some((file) => /\/cairo-latin[.-]/.test(file))).toBe(true)
      // The page language's own file first.
      expect(preloads[0]).toMatch(lang === 'ar' ? /cairo-arabic/ : /cairo-latin/)
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready
        return [...document.fonts].filter((face) => face.status === 'loaded').length
      })
      expect(loaded).toBeGreaterThanOrEqual(2)
      expect([...fonts].sort(), path).toEqual([...preloads].sort())
    }
  })
}

for (const lang of DIRECTION_FREE) {
  test(`the web app manifest is linked and fetched only after the first paint (${lang})`, async ({
    page,
  }) => {
    const manifestAsked: number[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'manifest' || new URL(request.url()).pathname === MANIFEST_PATH)
        manifestAsked.push(Date.now())
    })
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('link[rel="manifest"]')) return
        observer.disconnect()
        document.documentElement.dataset.manifestLinkedAt = String(performance.now())
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(urlFor(PATHS.landing, lang))
    await rest(page)
    const { linkedAt, paintedAt } = await page.evaluate(() => ({
      linkedAt: Number(document.documentElement.dataset.manifestLinkedAt),
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }))
    expect(linkedAt, 'linked after the first contentful paint').toBeGreaterThan(paintedAt)
    // Linked by the head script once the page has painted, never by the HTML (it would compete
    // with the fonts: about 150 ms of simulated LCP, docs/performance.md).
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', MANIFEST_PATH)
    const html = await (await page.request.get(urlFor(PATHS.landing, lang))).text()
    expect(html).not.toContain('rel="manifest"')
    expect(manifestAsked.length).toBeLessThanOrEqual(1)
  })
}
