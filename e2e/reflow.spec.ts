/**
 * Reflow (WCAG 2.2, 1.4.10): at 320 CSS px, the smallest phones, every page in both languages fits
 * the width with no horizontal scroll, and every link, button and form control is whole on screen.
 * Also at 360 px (a common Android phone), 768 px (a tablet) and 1280 px (a desktop), where no
 * section of a page is wider than the viewport either (nothing hides under an overflow). Both
 * languages: right to left, what overflows does so on the other side.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { LANGS, PATHS, urlFor, withoutHttpCache } from './helpers.ts'

const PAGES = Object.entries(PATHS).map(([name, path]) => ({ name, path }))

const WIDTHS = [320, 360, 768, 1280] as const

/** How far the document is wider than the viewport, in CSS px (0 when nothing scrolls sideways). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.documentElement
    return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth
  })
}

/**
 * Every visible interactive element whose box is not wholly inside [0, width]: its accessible-ish
 * name and its horizontal extent. Visually hidden elements (the skip link before it has focus, the
 * 1 px screen-reader texts) are not on screen and are left out.
 */
function controlsCut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex]',
    )
    /** Visually hidden (`sr-only`): clipped to nothing, on screen for no one. */
    const clippedAway = (element: HTMLElement) => {
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        const { clip, clipPath } = getComputedStyle(node)
        if (clip === 'rect(0px, 0px, 0px, 0px)' || clipPath === 'inset(50%)') return true
      }
      return false
    }
    const cut: string[] = []
    for (const element of controls) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue
      if (clippedAway(element)) continue
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim()
        cut.push(
          `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
        )
      }
    }
    return cut
  })
}

for (const lang of LANGS) {
  test.describe(lang, () => {
    for (const width of WIDTHS) {
      // The four pages in one tab, each loaded afresh at this width.
      test(`every page at ${width} px: no sideways scroll, every control whole`, async ({ page }) => {
        await withoutHttpCache(page)
        await page.setViewportSize({ width, height: 800 })
        for (const { name, path } of PAGES) {
          await test.step(name, async () => {
            await page.goto(urlFor(path, lang))
            // Narrower than the viewport by the scrollbar's gutter (src/styles/global.css), never wider.
            expect(
              await sidewaysScroll(page),
              `${name}: document wider than the viewport, in px`,
            ).toBeLessThanOrEqual(0)
            expect(await controlsCut(page), name).toEqual([])
            // No section wider than the page inside its own overflow (at 320 px the plan cards
            // were 326 px wide while their lists waited to render: src/styles/global.css).
            const widest = await page
              .getByRole('main')
              .locator(':scope > section')
              .evaluateAll((sections) => Math.max(0, ...sections.map((section) => section.scrollWidth)))
            expect(widest, `${name}: the widest section, in px`).toBeLessThanOrEqual(width)
          })
        }
      })
    }
  })
}
