/**
 * Accessibility in the browser: axe (WCAG 2.2 AA) on every page at 360 and 1280 px in both themes,
 * the FAQ closed and open, in Arabic (axe's rules do not depend on direction; every English page is
 * checked by e2e/content-pass.spec.ts); the keyboard's skip link and focus ring; text at 200 %
 * in both languages, where right to left matters; reduced motion. One h1 and an ordered outline
 * on every page, as served: tests/documents/site.test.ts.
 */
import { violations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { catalogs, DIRECTION_FREE, directionFree, LANGS, PATHS, urlFor } from './helpers.ts'

// Both themes: the dark one is what a system set to dark shows (src/config/brand.ts).
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })
    for (const width of [360, 1280]) {
      for (const lang of DIRECTION_FREE) {
        // Every page loaded afresh in one tab: one browser context for the four, not four.
        test(`axe finds nothing on any page in ${lang} at ${width}px (${colorScheme}), FAQ closed and open`, async ({
          page,
        }) => {
          test.slow()
          await page.setViewportSize({ width, height: 900 })
          for (const path of Object.values(PATHS)) {
            await test.step(path, async () => {
              await page.goto(urlFor(path, lang))
              expect(await violations(page), path).toEqual([])
              const summaries = page.locator('details[name="faq"] > summary')
              if ((await summaries.count()) > 0) {
                await summaries.first().click()
                await expect(page.locator('details[name="faq"][open]')).toHaveCount(1)
                // Opening an item changes that item alone (the rest of the page was checked closed).
                expect(await violations(page, 'details[name="faq"][open]'), `${path}, FAQ open`).toEqual([])
              }
            })
          }
        })
      }
    }
  })
}

for (const lang of DIRECTION_FREE) {
  test(`keyboard: skip link first, then a visible focus ring on every control (${lang})`, async ({
    page,
  }) => {
    await page.goto(urlFor(PATHS.landing, lang))
    await page.keyboard.press('Tab')
    const skip = page.locator(':focus')
    await expect(skip).toHaveAttribute('href', '#main')
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    // Walk the first controls: each one focused shows an outline.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab')
      const outline = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null
        if (!active || active === document.body) return null
        const style = getComputedStyle(active)
        return {
          width: Number.parseFloat(style.outlineWidth),
          style: style.outlineStyle,
          tag: active.tagName,
        }
      })
      if (!outline) continue
      expect(outline.style, `${outline.tag} at step ${step}`).not.toBe('none')
      expect(outline.width, `${outline.tag} at step ${step}`).toBeGreaterThanOrEqual(2)
    }
  })
}

for (const lang of LANGS) {
  test(`text at 200 % still fits: no horizontal scroll, nothing clipped sideways (${lang})`, async ({
    page,
  }) => {
    for (const path of [PATHS.landing, PATHS.pricing]) {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(urlFor(path, lang))
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%'
      })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })

  if (directionFree(lang))
    test.describe('reduced motion', () => {
      test.use({ reducedMotion: 'reduce' })
      test(`turns transitions off (${lang})`, async ({ page }) => {
        await page.goto(urlFor(PATHS.landing, lang))
        const duration = await page
          .getByRole('navigation', { name: catalogs[lang].site.nav.label })
          .getByRole('link', { name: catalogs[lang].site.nav.tryCta })
          .evaluate((link) => Number.parseFloat(getComputedStyle(link).transitionDuration))
        expect(duration).toBeLessThan(0.001)
      })
    })
}
