/**
 * Every character a visitor can see is drawn in Cairo, on every page, in both languages, on a
 * phone and a desktop: never a glyph borrowed from a system font. The fonts are cut to the
 * site's characters (scripts/build/subset-fonts.ts), and `tests/fonts/coverage.test.ts` checks
 * the built HTML against that cut; this asks the browser what it actually drew with, so it also
 * sees what CSS does to the text (the eyebrows' `uppercase` made a "K" the copy never has, drawn
 * in Noto Sans).
 */
import type { CDPSession, Page } from '@playwright/test'
import { renderDeferredSections } from '../test-support/render-deferred.ts'
import { expect, test } from './fixtures.ts'
import { DEVICES, LANGS, PATHS, urlFor } from './helpers.ts'

/** Renders all a visitor can reach: the deferred sections, and every answer of the FAQs opened. */
async function renderEverything(page: Page) {
  await renderDeferredSections(page)
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true
  })
}

interface DrawnWith {
  text: string
  fonts: string[]
}

/** Each element with text of its own, and the fonts the browser drew that text with. */
async function fontsOfEveryText(cdp: CDPSession): Promise<DrawnWith[]> {
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const found: DrawnWith[] = []
  const visit = async (node: typeof root) => {
    const ownText = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join('')
      .trim()
    if (node.nodeType === 1 && ownText && !['SCRIPT', 'STYLE', 'TITLE'].includes(node.nodeName)) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })
      found.push({
        text: ownText.slice(0, 60),
        fonts: fonts.map((font) => `${font.familyName}${font.isCustomFont ? '' : ' (system)'}`),
      })
    }
    for (const child of node.children ?? []) await visit(child)
  }
  await visit(root)
  return found
}

for (const { name, viewport, isMobile } of DEVICES) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport, isMobile })

    for (const lang of LANGS) {
      // The four pages in one tab, each loaded afresh.
      test(`every page in ${lang}: every character is drawn in Cairo`, async ({ page }) => {
        test.slow()
        for (const path of Object.values(PATHS)) {
          await test.step(path, async () => {
            await page.goto(urlFor(path, lang))
            await renderEverything(page)
            const drawn = await fontsOfEveryText(await page.context().newCDPSession(page))
            // The walk did reach the page's text (a broken walk would find nothing to complain of).
            expect(drawn.length, path).toBeGreaterThan(10)
            const elsewhere = drawn.filter(({ fonts }) => fonts.some((font) => font !== 'Cairo'))
            expect(elsewhere, path).toEqual([])
          })
        }
      })
    }
  })
}
