/**
 * `node bench/font-swap.ts` (after a build): how much the page moves when Cairo arrives late.
 * Serves dist/, delays every font response by 1.5 s, and sums the layout shifts each page shows
 * in Chromium, at 360 and 1280 px, in both languages. A printed figure, not a test.
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts'
import { serveDist } from '../scripts/dev/serve-dist.ts'
import { PUBLIC_PAGES, ROUTES } from '../src/config/routes.ts'
import { LANGS, localizedHref } from '../src/i18n/lang.ts'

const FONT_DELAY_MS = 1500
const { origin, stop } = await serveDist()
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
console.log(`layout shift when the fonts arrive ${FONT_DELAY_MS} ms late`)
try {
  for (const width of [360, 1280]) {
    for (const path of PUBLIC_PAGES.flatMap((page) =>
      LANGS.map((lang) => localizedHref(ROUTES[page].path, lang)),
    )) {
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      const page = await context.newPage()
      await page.route('**/*.woff2', async (route) => {
        await new Promise((done) => setTimeout(done, FONT_DELAY_MS))
        await route.continue()
      })
      await page.addInitScript(() => {
        const state = window as unknown as { shift: number }
        state.shift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) state.shift += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(`${origin}${path}`)
      await page.waitForTimeout(FONT_DELAY_MS + 1000)
      const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift)
      console.log(`${String(width).padStart(4)} px  ${path.padEnd(18)} ${shift.toFixed(4)}`)
      await context.close()
    }
  }
} finally {
  await browser.close()
  await stop()
}
