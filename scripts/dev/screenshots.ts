/**
 * `node scripts/dev/screenshots.ts [path...]`: full-page screenshots of every page (or the Arabic
 * paths given) in both languages at 360 and 1280 px, from the built dist/, into screenshots/
 * (`--top`: the first screen only; `--dark`: the dark theme, as a system set to dark shows it).
 */
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { LANG_PREFIX, PAGES, visitPath } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../../test-support/chromium.ts'
import { serveDist } from '../../test-support/launch.ts'
import { renderDeferredSections } from '../../test-support/render-deferred.ts'

const top = process.argv.includes('--top')
const dark = process.argv.includes('--dark')
const given = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
// Every page of the route table (src/config/routes.ts), the not-found one at an unknown path.
const paths = given.length > 0 ? given : PAGES.map((page) => visitPath(page))
const { origin, stop } = await serveDist()
// Scrollbars as a visitor sees them (Playwright hides them): a desktop's take room (<html> keeps
// their gutter, src/styles/global.css); a phone's overlay the page.
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
  ignoreDefaultArgs: ['--hide-scrollbars'],
})
await mkdir('screenshots', { recursive: true })
try {
  for (const width of [360, 1280]) {
    const page = await browser.newPage({
      viewport: { width, height: 800 },
      colorScheme: dark ? 'dark' : 'light',
      isMobile: width < 768,
      hasTouch: width < 768,
    })
    for (const path of paths) {
      for (const lang of LANGS) {
        // Each language at its own address: `/pricing` → `/en/pricing` (src/config/routes.ts).
        const prefix = LANG_PREFIX[lang]
        const url = `${origin}${prefix && path === '/' ? prefix : `${prefix}${path}`}`
        await page.goto(url, { waitUntil: 'networkidle' })
        // The sections past the first screen skip their rendering until they come near the
        // viewport: a full-page screenshot would show them empty, so draw them all.
        if (!top) await renderDeferredSections(page)
        const slug = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
        const name = `${slug}-${lang}-${width}${dark ? '-dark' : ''}${top ? '-top' : ''}.png`
        await page.screenshot({ path: `screenshots/${name}`, fullPage: !top })
        console.log(`screenshots/${name}`)
      }
    }
    await page.close()
  }
} finally {
  await browser.close()
  await stop()
}
