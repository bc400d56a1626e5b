/**
 * The site's chrome where the page's direction matters: the phone number, written left to right
 * inside the Arabic page, keeps its groups of digits in order on screen. The navigation bar, the
 * footer's links and contact details as served: tests/documents/site.test.ts.
 */
import { site } from '../src/config/site.ts'
import { expect, test } from './fixtures.ts'
import { PATHS, urlFor } from './helpers.ts'

test('the phone number reads left to right inside the right-to-left page', async ({ page }) => {
  await page.goto(urlFor(PATHS.landing, 'ar'))
  const phone = page.locator(`a[href="tel:${site.support.phone}"] bdi`)
  await expect(phone).toHaveAttribute('dir', 'ltr')
  // The groups of digits stay in their order on screen: "+٢٠" is left of "١٠٠".
  const boxes = await phone.evaluate(
    (element, needles) => {
      const text = element.firstChild as Text
      const range = document.createRange()
      const positionOf = (needle: string) => {
        const at = (text.textContent ?? '').indexOf(needle)
        range.setStart(text, at)
        range.setEnd(text, at + needle.length)
        return range.getBoundingClientRect().left
      }
      return needles.map(positionOf)
    },
    ['٢٠', '١٠٠', '٤٥٦٧'],
  )
  expect(boxes[0]).toBeLessThan(boxes[1] ?? 0)
  expect(boxes[1]).toBeLessThan(boxes[2] ?? 0)
})
