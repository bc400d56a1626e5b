/**
 * While the head script holds the first frame (src/document/font-gate.ts) the page is one screen
 * high; when it appears it grows a scrollbar. On a desktop that scrollbar takes room, and an
 * Arabic page, laid out from the right edge, would move aside; a page that fits the screen grows none.
 * `scrollbar-gutter: stable` on <html> (src/styles/global.css) keeps the scrollbar's room in
 * both cases. Playwright hides scrollbars by default, so this file's browser shows them.
 */
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts'
import { expect, test } from './fixtures.ts'
import { DESKTOP, delayFonts, LANGS, PATHS, urlFor } from './helpers.ts'

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
})

/** A page that grows a scrollbar when shown, and one that fits a tall screen and does not. */
const CASES = [
  { path: PATHS.landing, viewport: DESKTOP.viewport, scrolls: true },
  { path: PATHS['not-found'], viewport: { width: 1920, height: 1080 }, scrolls: false },
]

for (const lang of LANGS) {
  for (const { path, viewport, scrolls } of CASES) {
    test(`${path} at ${viewport.width} × ${viewport.height} in ${lang}: nothing shifts when the held page appears`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      // The fonts come late, so a frame with the page held is painted first.
      await delayFonts(page, 500)
      await page.addInitScript(() => {
        const state = window as unknown as { shifted: number }
        state.shifted = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            state.shifted += (entry as PerformanceEntry & { value: number }).value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(urlFor(path, lang))
      const { shifted, scrollbar } = await page.evaluate(() => ({
        shifted: (window as unknown as { shifted: number }).shifted,
        scrollbar: innerWidth - document.documentElement.clientWidth,
      }))
      // In this browser a scrollbar takes room.
      if (scrolls) expect(scrollbar).toBeGreaterThan(0)
      else expect(scrollbar).toBe(0)
      expect(shifted).toBe(0)
    })
  }
}
