/**
 * `node e2e-engines/screenshots.ts [firefox|webkit]`: full-page screenshots of every page in both
 * languages at 360 and 1280 px, in Firefox and WebKit as e2e-engines/engines.ts drives them, from
 * the built dist/, into screenshots/engines/ (Chromium's: scripts/dev/screenshots.ts). Sections
 * waiting for the screen are drawn first (test-support/render-deferred.ts).
 */
import { mkdir } from 'node:fs/promises'
import { LANGS } from '../src/i18n/lang.ts'
import { PATHS, urlFor } from '../test-support/addresses.ts'
import { drawDeferredSections } from '../test-support/render-deferred.ts'
import { ENGINES, type EngineName, launch } from './engines.ts'
import { startSite } from './site-under-test.ts'

const asked = process.argv.slice(2).filter((arg): arg is EngineName => ENGINES.includes(arg as EngineName))
const site = await startSite()
await mkdir('screenshots/engines', { recursive: true })
try {
  for (const engine of asked.length > 0 ? asked : ENGINES) {
    for (const width of [360, 1280]) {
      const page = await launch(engine, site.origin, { narrow: width === 360 })
      try {
        for (const lang of LANGS) {
          for (const [name, path] of Object.entries(PATHS)) {
            await page.resize(width, 800)
            await page.goto(urlFor(path, lang))
            await page.run(drawDeferredSections)
            const file = `screenshots/engines/${engine}-${lang}-${name}-${width}.png`
            await page.screenshot(file)
            console.log(file)
          }
        }
      } finally {
        await page.close()
      }
    }
  }
  const problems = site.takeProblems()
  if (problems.length > 0) console.log(`The probe saw:\n${problems.join('\n')}`)
} finally {
  await site.stop()
}
