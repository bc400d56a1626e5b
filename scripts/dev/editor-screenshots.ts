/**
 * `node scripts/dev/editor-screenshots.ts`: the editor (/admin/) in Arabic, as docs/editing.md
 * shows it, from the built dist/ (npm run build), on a scratch copy of content/ in the browser's
 * own storage (test-support/editor-folder.ts): nothing is written to the repository. Into
 * docs/editing/ at 1280 × 900.
 */
import { mkdir } from 'node:fs/promises'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../../test-support/chromium.ts'
import { contentFiles, openOnFolder } from '../../test-support/editor-folder.ts'
import { serveDist } from '../../test-support/serve-dist.ts'

const { origin, stop } = await serveDist()
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
await mkdir('docs/editing', { recursive: true })
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(500) // the editor's transitions settle
  await page.screenshot({ path: `docs/editing/${name}.png` })
  console.log(`docs/editing/${name}.png`)
}
try {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    locale: 'ar',
    baseURL: origin,
  })
  await openOnFolder(page, contentFiles())
  await shot(page, '1-collections')
  await page.goto(`${origin}/admin/#/collections/words/entries/landing`)
  await page.getByRole('button', { name: 'حفظ' }).waitFor()
  // Both panes at the first FAQ question: Arabic on the right, English on the left.
  const files = contentFiles()
  const question = (lang: string) =>
    JSON.parse(files[`content/words/landing.${lang}.json`] ?? '{}').faq.items[0].question
  await page.evaluate(
    (values) => {
      for (const value of values) {
        const box = [...document.querySelectorAll('input, textarea')].find(
          (each) => (each as HTMLInputElement).value === value,
        )
        box?.scrollIntoView({ block: 'start' })
      }
    },
    [question('ar'), question('en')],
  )
  await shot(page, '2-landing-faq')
  await page.goto(`${origin}/admin/#/collections/settings/entries/pricing`)
  await page.getByRole('button', { name: 'حفظ' }).waitFor()
  await shot(page, '3-prices')
  const price = page.getByRole('spinbutton').first()
  await price.fill('0')
  await page.getByRole('button', { name: 'حفظ' }).click()
  await shot(page, '4-refused')
} finally {
  await browser.close()
  await stop()
}
