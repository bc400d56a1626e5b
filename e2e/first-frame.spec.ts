/**
 * The first frame is drawn in Cairo (src/document/font-gate.ts): the head script holds the page's
 * first frame until the stylesheet's fonts are ready, so the browser never paints, nor lays out,
 * the page in the fallback faces first. A font that fails shows the page at once in the fallback
 * faces; one that is slow, after FONT_WAIT_MS at the latest; without JavaScript nothing waits.
 */
import type { Page } from '@playwright/test'
import { FONT_WAIT_MS, FONTS_ATTRIBUTE } from '../src/document/font-gate.ts'
import { expect, test } from './fixtures.ts'
import { delayFonts, LANGS, PATHS, urlFor } from './helpers.ts'

/** The first contentful paint, when the last font arrived, and whether the gate is still on. */
function paintAndFonts(page: Page) {
  return page.evaluate((attribute) => {
    const fonts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2')) as PerformanceResourceTiming[]
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      fonts: fonts.length,
      fontsEnd: Math.max(...fonts.map((entry) => entry.responseEnd)),
      held: document.documentElement.hasAttribute(attribute),
    }
  }, FONTS_ATTRIBUTE)
}

/**
 * Records the status of each face at the moment the gate lets the first frame through, by family:
 * Cairo's two files, and the two local fallback faces.
 */
async function recordFacesAtReveal(page: Page) {
  await page.addInitScript((attribute) => {
    const state = window as unknown as { facesAtReveal?: Record<string, string[]> }
    const observer = new MutationObserver(() => {
      if (document.documentElement.hasAttribute(attribute)) return
      state.facesAtReveal = {}
      for (const face of document.fonts) {
        const family = face.family.replaceAll('"', '')
        state.facesAtReveal[family] = [...(state.facesAtReveal[family] ?? []), face.status]
      }
      observer.disconnect()
    })
    observer.observe(document, { attributes: true, attributeFilter: [attribute], subtree: true })
  }, FONTS_ATTRIBUTE)
}

/** Whether the main heading's text is drawn with Cairo (loaded and covering its characters). */
function headingInCairo(page: Page) {
  return page.locator('h1').evaluate((heading) => {
    const style = getComputedStyle(heading)
    const font = `${style.fontWeight} ${style.fontSize} "Cairo Variable"`
    const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Cairo Variable')
    return (
      faces.every((face) => face.status === 'loaded') && document.fonts.check(font, heading.textContent ?? '')
    )
  })
}

for (const lang of LANGS) {
  for (const path of Object.values(PATHS)) {
    test(`${path} in ${lang}: nothing is painted before the fonts arrive, then the page is drawn in Cairo`, async ({
      page,
    }) => {
      await delayFonts(page, 700)
      await recordFacesAtReveal(page)
      await page.goto(urlFor(path, lang)) // waits for hydration
      const { paint, fonts, fontsEnd, held } = await paintAndFonts(page)
      expect(fonts).toBe(2)
      expect(held).toBe(false)
      expect(paint).toBeGreaterThanOrEqual(fontsEnd)
      // Both Cairo faces were ready when the page was first laid out: no frame in the fallback
      // faces. Those were not looked up: the first frame does not need them.
      const facesAtReveal = await page.evaluate(
        () => (window as { facesAtReveal?: Record<string, string[]> }).facesAtReveal,
      )
      expect(facesAtReveal).toEqual({
        'Cairo Variable': ['loaded', 'loaded'],
        'Cairo Fallback': ['unloaded', 'unloaded'],
      })
      expect(await headingInCairo(page)).toBe(true)
      await expect(page.locator('h1')).toBeVisible()
    })
  }

  test.describe(`when the fonts do not come (${lang})`, () => {
    test.use({ expectedConsoleError: /^Failed to load resource: net::ERR_FAILED$/ })

    test(`a font that fails: the page shows at once, in the fallback faces (${lang})`, async ({ page }) => {
      await page.route('**/*.woff2', (route) => route.abort('failed'))
      await page.goto(urlFor(PATHS.landing, lang))
      const { paint, held } = await paintAndFonts(page)
      expect(held).toBe(false)
      expect(paint).toBeLessThan(FONT_WAIT_MS)
      await expect(page.locator('h1')).toBeVisible()
    })
  })

  test(`a slow font: the page shows after ${FONT_WAIT_MS} ms, in the fallback faces (${lang})`, async ({
    page,
  }) => {
    const fontDelay = FONT_WAIT_MS + 2000
    await delayFonts(page, fontDelay)
    await page.goto(urlFor(PATHS.landing, lang), { waitUntil: 'commit' })
    await expect(page.locator('h1')).toBeVisible()
    const { paint, held } = await paintAndFonts(page)
    expect(held).toBe(false)
    // Not before the wait (it starts after the page's first bytes), and long before the fonts.
    expect(paint).toBeGreaterThanOrEqual(FONT_WAIT_MS)
    expect(paint).toBeLessThan(fontDelay)
    expect(await headingInCairo(page)).toBe(false)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of LANGS) {
    test(`nothing holds the first frame (${lang})`, async ({ page }) => {
      await page.goto(urlFor(PATHS.landing, lang))
      await expect(page.locator('html')).not.toHaveAttribute(FONTS_ATTRIBUTE)
      await expect(page.locator('h1')).toBeVisible()
    })
  }
})
