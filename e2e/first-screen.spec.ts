/**
 * The first frame lays out the first screen only (src/document/first-screen.ts): in the frame
 * that first shows the page, every deferred section (`render-when-near`) that reaches into the
 * screen is rendered and every other one is skipped, however near; from the next frame on the
 * browser renders the sections near the screen as before. A visitor sees the same first screen;
 * the phone does less work before it.
 *
 * How the tests see it: a frame callback registered at the document's start runs first in every
 * frame, so in the frame that shows the page it reads each section's place and computed
 * `content-visibility` before that frame is laid out. It also starts a ResizeObserver on each
 * section's content: the browser reports a box's first size in the frame that lays it out, and
 * never while its section is skipped, so the frame of each section's first report says when the
 * browser rendered it. (Not the `contentvisibilityautostatechange` event: Chromium posts it as a
 * task, which on a busy machine can run after the next frame has begun, so its frame is not
 * certain; a CI run failed on that.)
 */
import type { Page } from '@playwright/test'
import {
  DEFERRED_SECTIONS,
  FIRST_FRAME_ATTRIBUTE,
  ON_FIRST_SCREEN_ATTRIBUTE,
} from '../src/document/first-screen.ts'
import { expect, test } from './fixtures.ts'
import { DEVICES, delayFonts, LANGS, PATHS, urlFor } from './helpers.ts'

interface SectionAtFirstFrame {
  name: string
  top: number
  bottom: number
  contentVisibility: string
}

interface FrameRecord {
  frame: number
  firstFrame: number
  sections: SectionAtFirstFrame[]
  rendered: Array<{ name: string; frame: number }>
}

async function recordFirstFrame(page: Page) {
  await page.addInitScript(
    ({ attribute, selector }) => {
      const record: FrameRecord = { frame: 0, firstFrame: 0, sections: [], rendered: [] }
      ;(window as unknown as { firstScreen: FrameRecord }).firstScreen = record
      const nameOf = (element: Element) => element.getAttribute('aria-labelledby') ?? element.localName
      const tick = () => {
        record.frame++
        if (!record.firstFrame && document.documentElement.hasAttribute(attribute)) {
          record.firstFrame = record.frame
          const sections = [...document.querySelectorAll(selector)]
          // Observed before this frame is laid out: each first report comes from the frame that
          // renders the section's content.
          const reported = new Set<Element>()
          const sizes = new ResizeObserver((entries) => {
            for (const { target } of entries) {
              if (reported.has(target)) continue
              reported.add(target)
              record.rendered.push({ name: nameOf(target.parentElement as Element), frame: record.frame })
            }
          })
          for (const section of sections) {
            if (section.firstElementChild) sizes.observe(section.firstElementChild)
          }
          record.sections = sections.map((section) => {
            const { top, bottom } = section.getBoundingClientRect()
            return {
              name: nameOf(section),
              top,
              bottom,
              contentVisibility: getComputedStyle(section).contentVisibility,
            }
          })
        }
        if (record.frame < 300) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    },
    { attribute: FIRST_FRAME_ATTRIBUTE, selector: DEFERRED_SECTIONS },
  )
}

const readRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstScreen: FrameRecord }).firstScreen)

for (const { name, viewport, isMobile } of DEVICES) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport, isMobile })

    for (const lang of LANGS) {
      for (const path of [PATHS.landing, PATHS.pricing]) {
        test(`${path} in ${lang}: the first frame renders the sections on the screen and no other`, async ({
          page,
        }) => {
          await recordFirstFrame(page)
          // As on a network, the fonts come after the page has been read (a page still being read
          // is left to the browser: src/document/first-screen.ts).
          await delayFonts(page, 300)
          await page.goto(urlFor(path, lang)) // waits for hydration, long after the first frame
          const record = await readRecord(page)
          expect(record.firstFrame, 'a frame with the first screen only').toBeGreaterThan(0)

          const onScreen = record.sections.filter(({ top, bottom }) => top < viewport.height && bottom > 0)
          const below = record.sections.filter((section) => !onScreen.includes(section))
          expect(below.length, 'something below the first screen to defer').toBeGreaterThan(0)
          for (const section of onScreen) expect(section.contentVisibility, section.name).toBe('auto')
          for (const section of below) expect(section.contentVisibility, section.name).toBe('hidden')

          // What the browser rendered in that frame: exactly the sections on the screen.
          const renderedIn = (frame: number) =>
            record.rendered.filter((entry) => entry.frame === frame).map((entry) => entry.name)
          expect(renderedIn(record.firstFrame).sort()).toEqual(onScreen.map((section) => section.name).sort())
          // Then the browser renders the next section as it comes near, as it always did.
          const next = below[0]?.name
          expect(
            record.rendered.some((entry) => entry.name === next && entry.frame > record.firstFrame),
          ).toBe(true)

          // Nothing is left on the page for React to find (the page code hydrates after this).
          await expect(page.locator('html')).not.toHaveAttribute(FIRST_FRAME_ATTRIBUTE, /.*/)
          await expect(page.locator(`[${ON_FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(0)
        })
      }
    }
  })
}

test.describe('when the browser shows another part of the page', () => {
  for (const lang of LANGS) {
    test(`an address with a fragment opens on its section, nothing deferred (${lang})`, async ({ page }) => {
      await recordFirstFrame(page)
      await page.goto(`${urlFor(PATHS.landing, lang)}#faq`)
      expect((await readRecord(page)).firstFrame).toBe(0)
      await expect(page.locator('#faq')).toBeInViewport()
    })

    test(`a reload keeps the browser's own rendering (${lang})`, async ({ page }) => {
      await recordFirstFrame(page)
      await delayFonts(page, 300)
      await page.goto(urlFor(PATHS.landing, lang))
      expect((await readRecord(page)).firstFrame).toBeGreaterThan(0)
      await page.reload()
      expect((await readRecord(page)).firstFrame).toBe(0)
    })
  }
})
