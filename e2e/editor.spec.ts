/**
 * The editor at /admin/ (scripts/editor/), in local mode on a scratch copy of the content
 * (test-support/editor-session.ts), one session for the whole file, its tests in order: an Arabic FAQ
 * answer and an English feature name are saved to exactly their files and keys; edits the build
 * would refuse are refused by the editor, which shows why and writes nothing, or (a list item
 * reworded without its twin's {days}, which no pattern of one field can see) refused by the
 * build's check, in Arabic first, naming the page, the question (from one) and the field by the
 * editor's labels, and the file and key; while content/ here is untouched. That a saved file
 * reaches the built pages is the hosted road's to show (e2e/editor-hosted.spec.ts: the preview
 * and the live site, from the suite's one scratch build). The guard fails the file on any request
 * to another host.
 */
import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import { refusalLines } from '../src/content/refusal.ts'
import { checkWords } from '../src/content/words-check.ts'
import { WORD_AREAS, wordFile } from '../src/content/words-rules.ts'
import {
  expect,
  FILES,
  field,
  json,
  openFile,
  readBack,
  save,
  seedFolder,
} from '../test-support/editor-session.ts'
import { openWatchedContext, test } from './fixtures.ts'

test.describe.configure({ mode: 'serial', timeout: 90_000 })

const LANDING_AR = 'content/words/landing.ar.json'
const GLOSSARY_EN = 'content/words/glossary.en.json'
const PRICING_AR = 'content/words/pricing.ar.json'
const OLD_ANSWER: string = json(FILES[LANDING_AR]).faq.items[0].answer
const NEW_ANSWER = 'نعم، وقد كُتبت هذه الإجابة في المحرر.'
const OLD_NAME: string = json(FILES[GLOSSARY_EN]).features.adaptiveQuizzes
const NEW_NAME = 'Practice quizzes that adapt'
/** The Term bundle's price as the file has it (a price change is reviewed, not held by a test). */
const TERM_PRICE = String(
  (json(FILES['content/pricing.json']).bundles as Array<{ id: string; price: number }>).find(
    (bundle) => bundle.id === 'term',
  )?.price,
)

let context: BrowserContext
/** The page of the file open now: each test opens its file in a fresh one. */
let page: Page
let checkGuard: () => Promise<string[]>

test.beforeAll(async ({ browser }, info) => {
  info.setTimeout(120_000)
  const watched = await openWatchedContext(() =>
    browser.newContext({
      baseURL: info.project.use.baseURL,
      viewport: { width: 1280, height: 4000 },
      locale: 'ar',
    }),
  )
  checkGuard = watched.check
  context = watched.context
  await seedFolder(context)
})

test.afterAll(async () => {
  expect(await checkGuard(), 'requests, cookies and console errors').toEqual([])
  await context.close()
})

/**
 * Types `typed` into the field holding `value` and saves: the editor refuses it. It checks every
 * field before it writes anything, so once the field shows its error no write follows, and the
 * files read back then are final. One field is marked, the one edited (a box's index can shift as
 * the editor redraws).
 */
async function expectRefused(value: string, typed: string, says?: readonly [string, string]) {
  const before = await readBack(page)
  await (await field(page, value)).fill(typed)
  await save(page)
  const invalid = page.locator('[aria-invalid="true"]')
  await expect(invalid).toHaveCount(1)
  await expect(invalid).toHaveValue(typed)
  expect(await readBack(page)).toEqual(before)
  // Our message: the Arabic and the English each on its own line (src/editor/app/lines.css).
  if (says) {
    const message = page.locator(`#${await invalid.getAttribute('aria-errormessage')}`)
    // biome-ignore lint/performance/useDomNodeTextContent: the lines as rendered are what is checked.
    const shown = await message.evaluate((element) => (element as HTMLElement).innerText)
    expect(shown).toContain(says.join('\n'))
  }
  // Put back, so that the next edit on this page is the only change.
  await invalid.fill(value)
  await expect(invalid).toHaveCount(0)
}

// Each file is opened once (starting the editor is most of a test's time on two cores): the edits
// it refuses first, then the one it saves.
test('an Arabic FAQ answer and an English feature name are saved, and nothing else; an empty answer is refused', async () => {
  page = await openFile(context, 'words', 'landing')
  await test.step('an empty Arabic FAQ answer is refused', () => expectRefused(OLD_ANSWER, ''))
  await (await field(page, OLD_ANSWER)).fill(NEW_ANSWER)
  await save(page)
  await expect.poll(async () => json((await readBack(page))[LANDING_AR]).faq.items[0].answer).toBe(NEW_ANSWER)

  await page.close()
  page = await openFile(context, 'words', 'glossary')
  await (await field(page, OLD_NAME)).fill(NEW_NAME)
  await save(page)
  await expect
    .poll(async () => json((await readBack(page))[GLOSSARY_EN]).features.adaptiveQuizzes)
    .toBe(NEW_NAME)

  const files = await readBack(page)
  const landing = json(FILES[LANDING_AR])
  landing.faq.items[0].answer = NEW_ANSWER
  // Written as the repository writes it (2 spaces, a final newline): the diff is the one line.
  expect(files[LANDING_AR]).toBe(`${JSON.stringify(landing, null, 2)}\n`)
  const glossary = json(FILES[GLOSSARY_EN])
  glossary.features.adaptiveQuizzes = NEW_NAME
  expect(files[GLOSSARY_EN]).toBe(`${JSON.stringify(glossary, null, 2)}\n`)
  for (const [path, text] of Object.entries(FILES)) {
    if (path !== LANDING_AR && path !== GLOSSARY_EN) expect(files[path], path).toBe(text)
  }
})

test('a price of 0 and an eleventh subject are refused: the field says why and nothing is written', async () => {
  await page.close()
  page = await openFile(context, 'settings', 'pricing')
  await test.step('a price of 0', () => expectRefused(TERM_PRICE, '0'))
  await test.step('an eleventh subject', () => expectRefused('10', '11'))
})

test('the refund answer: {days} written as a number is refused by the editor; reworded without {days}, by the build check, naming the field', async () => {
  const refund: string = json(FILES[PRICING_AR]).faq.items[3].answer
  await page.close()
  page = await openFile(context, 'words', 'pricing')
  await test.step('{days} written as a number', () =>
    expectRefused(refund, refund.replaceAll('{days}', '٧ أيام'), [
      'لا تكتب أرقامًا هنا. يمكنك استخدام {days} أو {monthly} أو {term} أو {yearly}، ويملؤها الموقع.',
      'No digits here. You may use {days}, {monthly}, {term} or {yearly}; the site fills them in.',
    ]))
  const reworded = 'نعم. اطلب الاسترداد خلال أسبوع من الشراء، ونعيد إليك المبلغ كاملًا.'
  await (await field(page, refund)).fill(reworded)
  await save(page)
  await expect.poll(async () => json((await readBack(page))[PRICING_AR]).faq.items[3].answer).toBe(reworded)
  const files = await readBack(page)
  const words = Object.fromEntries(
    WORD_AREAS.map((area) => [
      area,
      { ar: json(files[wordFile(area, 'ar')]), en: json(files[wordFile(area, 'en')]) },
    ]),
  ) as Parameters<typeof checkWords>[0]
  // The build runs this check first (src/content/check.ts) and stops, naming the field by the
  // editor's labels and the question from one: nothing is published.
  expect(checkWords(words).map(refusalLines)).toEqual([
    {
      ar: 'الأسعار › الأسئلة الشائعة › السؤال الرابع › الإجابة: لا يستخدم بالعربية شيئًا بين { }، ومقابله بالإنجليزية يستخدم {days}. استخدم {days} كما في مقابله.',
      en: 'Pricing › FAQ › the fourth question › Answer: in Arabic it uses none, while its English twin uses {days}. Use the same: {days}.',
      at: `${PRICING_AR}: faq.items[3].answer`,
    },
  ])
  // The files saved changed the scratch copy, and nowhere else: content/ here is as it was.
  for (const [path, text] of Object.entries(FILES)) {
    if (!path.startsWith('.git/')) expect(readFileSync(path, 'utf8'), path).toBe(text)
  }
})
