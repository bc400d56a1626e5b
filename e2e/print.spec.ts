/**
 * Printed, no section waits to be rendered: the deferred sections (`.render-when-near` and
 * `.render-list-when-near`, `content-visibility: auto`, src/styles/global.css) are drawn in full,
 * as a printout has no viewport for them to come near. In Arabic: direction changes nothing here.
 */
import { expect, test } from './fixtures.ts'
import { DIRECTION_FREE, PATHS, urlFor } from './helpers.ts'

for (const lang of DIRECTION_FREE) {
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
