/**
 * While the head script holds the first frame (src/document/font-gate.ts) the page is one screen
 * high; when it appears it grows a scrollbar. On a desktop that scrollbar takes room, on the left
 * of an Arabic page, and would move the whole page aside: `scrollbar-gutter: stable` on <html>
 * (src/styles/global.css) keeps its room from the start. Playwright hides scrollbars by default,
 * so this file's browser shows them.
 */
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts'
import { expect, test } from './fixtures.ts'
import { LANGS, PATHS, urlFor } from './helpers.ts'

test.use({
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
})

for (const lang of LANGS) {
  test(`nothing shifts when the held page appears and grows a scrollbar (${lang})`, async ({ page }) => {
    // The fonts come late, so a frame with the page held is painted first.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.continue().catch(() => {})
    })
    await page.addInitScript(() => {
      const state = window as unknown as { shifted: number }
      state.shifted = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          state.shifted += (entry as PerformanceEntry & { value: number }).value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(urlFor(PATHS.landing, lang))
    const { shifted, scrollbar } = await page.evaluate(() => ({
      shifted: (window as unknown as { shifted: number }).shifted,
      scrollbar: innerWidth - document.documentElement.clientWidth,
    }))
    expect(scrollbar).toBeGreaterThan(0) // the scrollbar takes room in this browser
    expect(shifted).toBe(0)
  })
}
