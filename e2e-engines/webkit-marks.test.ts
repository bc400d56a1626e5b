/**
 * WebKit can draw an Arabic word that carries a mark raised off the line («كاملًا» in the pricing
 * hero; docs/engines.md says why). Every word with a mark on the built Arabic pages is set in
 * WebKit (e2e-engines/mark-runs.ts) with the file the site serves, and again with the full Cairo
 * Arabic file of @fontsource-variable/cairo in its place (the proxy of site-under-test.ts answers
 * the same address with it); each must end at the height its letters without marks end at.
 * WebKit only: Chromium and Firefox drew both files right (README, "Tests").
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PATHS } from '../test-support/addresses.ts'
import { type EnginePage, launch } from './engines.ts'
import { measureMarkedWords } from './mark-runs.ts'
import { type SiteUnderTest, startSite } from './site-under-test.ts'

/** Anti-aliasing moves the lowest ink by a device pixel at most: half a CSS px at 200 %. */
const TOLERANCE_PX = 1

let site: SiteUnderTest

beforeAll(async () => {
  site = await startSite()
}, 60_000)
afterAll(async () => {
  await site?.stop()
})

describe.runIf(process.env.ENGINE === 'webkit')('WebKit: Arabic words with marks sit on the line', () => {
  for (const file of ['served', 'full'] as const) {
    describe(`with the ${file} Arabic font file`, () => {
      let page: EnginePage
      beforeAll(async () => {
        site.serveFullArabicFont(file === 'full')
        page = await launch('webkit', site.origin) // a fresh browser: nothing of the other file cached
        await page.resize(1280, 800)
      }, 60_000)
      afterAll(async () => {
        await page?.close()
        site.serveFullArabicFont(false)
      })

      for (const [name, path] of Object.entries(PATHS)) {
        test(`${name}: no word set higher than its letters without marks`, async () => {
          await page.goto(path)
          const words = await measureMarkedWords(page)
          // Every page has some: the navigation's and the footer's words are on each.
          expect(words.length, 'words with marks found').toBeGreaterThan(3)
          const raised = words
            .filter(({ raisedBy }) => Math.abs(raisedBy) > TOLERANCE_PX)
            .map(({ word, weight, size, raisedBy }) => `${word} (${weight} ${size}): ${raisedBy} px`)
          // A word the screen never showed whole (a chart's table cell out of its card) is not measured.
          const unmeasured = words.filter(({ raisedBy }) => Number.isNaN(raisedBy)).length
          console.log(
            `${file} file, ${name}: ${words.length} words with marks, ${unmeasured} not measured, off the line: ${raised.join('; ') || 'none'}`,
          )
          expect(raised).toEqual([])
        })
      }
    })
  }
})
