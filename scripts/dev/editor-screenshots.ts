/**
 * `node scripts/dev/editor-screenshots.ts`: the editor (/admin/) in Arabic, as docs/editing.md
 * shows it, from the built dist/ (npm run build), on a scratch copy of content/ in the browser's
 * own storage (test-support/editor-session.ts): nothing is written to the repository. Into
 * docs/editing/ at 1280 × 900.
 */
import { mkdir } from 'node:fs/promises'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../../test-support/chromium.ts'
import { FILES, openFile, seedFolder } from '../../test-support/editor-session.ts'
import { serveDist } from '../../test-support/launch.ts'

const { origin, stop } = await serveDist()
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
await mkdir('docs/editing', { recursive: true })
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(500) // the editor's transitions settle
  await page.screenshot({ path: `docs/editing/${name}.png` })
  console.log(`docs/editing/${name}.png`)
}
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'ar',
    baseURL: origin,
  })
  await seedFolder(context)
  let page = await openFile(context, 'words', 'landing')
  // Both panes at the first FAQ question: Arabic on the right, English on the left.
  const question = (lang: string) =>
    JSON.parse(FILES[`content/words/landing.${lang}.json`] ?? '{}').faq.items[0].question
  await page.evaluate(
    (values) => {
      for (const value of values) {
        const box = [...document.querySelectorAll('input, textarea')].find(
          (each) => (each as HTMLInputElement).value === value,
        )
        box?.scrollIntoView({ block: 'center' })
      }
    },
    [question('ar'), question('en')],
  )
  await shot(page, '2-landing-faq')
  await page.goto(`${origin}/admin/#/collections/words`)
  await shot(page, '1-collections')
  await page.close()
  page = await openFile(context, 'settings', 'pricing')
  await shot(page, '3-prices')
  const price = page.getByRole('spinbutton').first()
  await price.fill('0')
  await page.getByRole('button', { name: 'حفظ' }).click()
  await shot(page, '4-refused')
} finally {
  await browser.close()
  await stop()
}
