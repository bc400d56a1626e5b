/**
 * The dark theme: it follows the system (`prefers-color-scheme: dark`) from the first frame, with
 * CSS only, and keeps what must stay light (the QR code's quiet zone). In Arabic: the theme does
 * not depend on direction.
 */
import { PNG } from 'pngjs'
import { colors } from '../src/config/brand.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, DIRECTION_FREE, PATHS, urlFor } from './helpers.ts'

const rgb = (hex: string) => [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16))
const css = (hex: string) => `rgb(${rgb(hex).join(', ')})`

for (const lang of DIRECTION_FREE) {
  test(`the first frame is dark, before any script runs (${lang})`, async ({ browser }) => {
    // No script at all: the theme must come from the stylesheet alone.
    const context = await browser.newContext({
      colorScheme: 'dark',
      viewport: { width: 360, height: 640 },
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    for (const path of Object.values(PATHS)) {
      await page.goto(urlFor(path, lang), { waitUntil: 'domcontentloaded' })
      const shot = PNG.sync.read(await page.screenshot({ clip: { x: 0, y: 0, width: 4, height: 4 } }))
      const pixel = [...shot.data.subarray(0, 3)]
      const expected = rgb(colors.surface.dark)
      pixel.forEach((channel, index) => {
        expect(Math.abs(channel - (expected[index] ?? 0)), `${path}: pixel ${pixel}`).toBeLessThanOrEqual(3)
      })
      await expect(page.locator('html')).toHaveCSS('background-color', css(colors.surface.dark))
      await expect(
        page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
      ).toHaveAttribute('content', colors.surface.dark)
    }
    await context.close()
  })

  test(`light stays light, and the QR code keeps a white quiet zone in dark (${lang})`, async ({
    browser,
  }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme })
      const page = await context.newPage()
      await page.goto(urlFor(PATHS.landing, lang))
      await expect(page.locator('html')).toHaveCSS('background-color', css(colors.surface[colorScheme]))
      const qr = page.getByRole('contentinfo').getByRole('img', { name: catalogs[lang].site.footer.qrAlt })
      await qr.scrollIntoViewIfNeeded()
      await expect(qr).toHaveCSS('background-color', css(colors.paper[colorScheme]))
      await context.close()
    }
  })
}
