/**
 * Each deferred section (`.render-when-near`) stands in, until it is rendered, for about its own
 * height (src/styles/placeholders.css): within a quarter of it, on a phone and a desktop, on the
 * landing and pricing pages in both languages. So the page is about as long before its sections
 * render as after, and the scrollbar and `#section` links do not move much as they do. Printed,
 * none is deferred (src/styles/global.css): a printout has no viewport to come near.
 */
import { expect, test } from './fixtures.ts'
import { DEVICES, LANGS, PATHS, urlFor } from './helpers.ts'

for (const { name, viewport, isMobile } of DEVICES) {
  test.describe(name, () => {
    test.use({ viewport, isMobile })
    for (const lang of LANGS) {
      for (const path of [PATHS.landing, PATHS.pricing]) {
        test(`${urlFor(path, lang)}: each placeholder within 25 % of its section's height`, async ({
          page,
        }) => {
          await page.goto(urlFor(path, lang))
          const sections = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('.render-when-near')].map((section) => {
              const placeholder = Number.parseFloat(
                getComputedStyle(section).containIntrinsicHeight.replace('auto', ''),
              )
              section.style.contentVisibility = 'visible'
              return {
                id: section.id || section.tagName,
                placeholder,
                height: section.getBoundingClientRect().height,
              }
            }),
          )
          expect(sections.length).toBeGreaterThan(3)
          const off = sections.filter(
            ({ placeholder, height }) => Math.abs(placeholder - height) > 0.25 * height,
          )
          expect(off).toEqual([])
        })
      }
    }
  })
}

for (const lang of LANGS) {
  test(`printed, no section of the landing or pricing page waits to be rendered (${lang})`, async ({
    page,
  }) => {
    for (const path of [PATHS.landing, PATHS.pricing]) {
      await page.goto(urlFor(path, lang))
      await page.emulateMedia({ media: 'print' })
      const deferred = await page.evaluate(
        () =>
          [...document.querySelectorAll('.render-when-near, .render-list-when-near')].filter(
            (element) => getComputedStyle(element).contentVisibility !== 'visible',
          ).length,
      )
      expect(deferred).toBe(0)
      await page.emulateMedia({ media: 'screen' })
    }
  })
}
