/**
 * The editor at /admin/ (scripts/editor/), in local mode on a scratch copy of the content: headless
 * Chromium aborts the folder picker, so `showDirectoryPicker` returns a folder of the Origin Private
 * File System, seeded with content/ and a `.git` stub, and read back after each save. An edit is
 * saved to exactly its file and key; an edit the build would refuse is refused by the editor and
 * writes nothing. The fixtures' guard fails it on any request to another host.
 */
import { readdirSync, readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const FILES: Record<string, string> = {
  '.git/HEAD': 'ref: refs/heads/main\n',
  'content/pricing.json': readFileSync('content/pricing.json', 'utf8'),
  'content/contact.json': readFileSync('content/contact.json', 'utf8'),
  ...Object.fromEntries(
    readdirSync('content/words').map((file) => [
      `content/words/${file}`,
      readFileSync(`content/words/${file}`, 'utf8'),
    ]),
  ),
}

test.use({ viewport: { width: 1280, height: 4000 }, locale: 'ar' })
test.setTimeout(90_000)

async function openEditor(page: Page) {
  await page.addInitScript(() => {
    window.showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true })
  })
  await page.goto('/admin/')
  await page.evaluate(async (files) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true })
    for (const [path, text] of Object.entries(files)) {
      const parts = path.split('/')
      let dir = root
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true })
      const file = await dir.getFileHandle(parts.at(-1) ?? '', { create: true })
      const writable = await file.createWritable()
      await writable.write(text)
      await writable.close()
    }
  }, FILES)
  await page.getByRole('button', { name: 'العمل مع مستودع محلي' }).click()
  await expect(page.getByText('الكلمات · Words').first()).toBeVisible({ timeout: 30_000 })
}

/** Every seeded file as the editor left it. */
const readBack = (page: Page) =>
  page.evaluate(async (paths) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo')
    const out: Record<string, string> = {}
    for (const path of paths) {
      const parts = path.split('/')
      let dir = root
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part)
      out[path] = await (await (await dir.getFileHandle(parts.at(-1) ?? '')).getFile()).text()
    }
    return out
  }, Object.keys(FILES))

/**
 * The first text box (input or textarea) whose value is `value`: a textarea's text is its value.
 * Fields render only once scrolled into view, so it scrolls the editor down until one does.
 */
async function field(page: Page, value: string) {
  const boxes = page.locator('input[type="text"], input:not([type]), input[type="number"], textarea')
  for (let tries = 0; tries < 60; tries++) {
    const index = await boxes.evaluateAll(
      (all, wanted) => all.findIndex((box) => (box as HTMLInputElement).value === wanted),
      value,
    )
    if (index >= 0) return boxes.nth(index)
    await page.mouse.move(1000, 600)
    await page.mouse.wheel(0, 2000)
    await page.waitForTimeout(200)
  }
  throw new Error(`no field holds ${JSON.stringify(value)}`)
}

async function openFile(page: Page, collection: string, file: string, english = false) {
  await page.goto(`/admin/#/collections/${collection}/entries/${file}`)
  await expect(page.getByRole('button', { name: 'حفظ' })).toBeVisible()
  if (english) await page.getByRole('radio', { name: 'الإنجليزية' }).first().click()
}

const save = (page: Page) => page.getByRole('button', { name: 'حفظ' }).click()

const json = (text: string | undefined) => JSON.parse(text ?? 'null')

test('an Arabic FAQ answer and an English feature name are saved, and nothing else', async ({ page }) => {
  await openEditor(page)
  const landing = json(FILES['content/words/landing.ar.json'])
  const answer = `${landing.faq.items[0].answer} (تجربة)`
  await openFile(page, 'words', 'landing')
  await (await field(page, landing.faq.items[0].answer)).fill(answer)
  await save(page)
  await expect
    .poll(async () => json((await readBack(page))['content/words/landing.ar.json']).faq.items[0].answer)
    .toBe(answer)

  await openFile(page, 'words', 'glossary', true)
  await (await field(page, 'Adaptive quizzes')).fill('Adaptive practice quizzes')
  await save(page)
  await expect
    .poll(async () => json((await readBack(page))['content/words/glossary.en.json']).features.adaptiveQuizzes)
    .toBe('Adaptive practice quizzes')
  const files = await readBack(page)
  const expected = { ...json(FILES['content/words/landing.ar.json']) }
  expected.faq.items[0].answer = answer
  expect(json(files['content/words/landing.ar.json'])).toEqual(expected)
  const glossary = json(FILES['content/words/glossary.en.json'])
  glossary.features.adaptiveQuizzes = 'Adaptive practice quizzes'
  expect(json(files['content/words/glossary.en.json'])).toEqual(glossary)
  for (const [path, text] of Object.entries(FILES)) {
    if (path === 'content/words/landing.ar.json' || path === 'content/words/glossary.en.json') continue
    expect(files[path], path).toBe(text)
  }
})

/** An edit the build refuses: the editor shows why and writes nothing. */
const refusals: Array<[string, string, string, (page: Page) => Promise<void>]> = [
  [
    'an empty answer',
    'words',
    'landing',
    async (page) => {
      const landing = json(FILES['content/words/landing.ar.json'])
      await (await field(page, landing.faq.items[0].answer)).fill('')
    },
  ],
  [
    'a refund answer without {days}',
    'words',
    'pricing',
    async (page) => {
      const pricing = json(FILES['content/words/pricing.ar.json'])
      const refund = pricing.faq.items[3].answer as string
      await (await field(page, refund)).fill(refund.replaceAll('{days}', '٧ أيام'))
    },
  ],
  [
    'a price of 0',
    'settings',
    'pricing',
    async (page) => {
      await (await field(page, '270')).fill('0')
    },
  ],
  [
    'an eleventh subject',
    'settings',
    'pricing',
    async (page) => {
      await (await field(page, '10')).fill('11')
    },
  ],
]

for (const [name, collection, file, edit] of refusals) {
  test(`${name} is refused and nothing is written`, async ({ page }) => {
    await openEditor(page)
    await openFile(page, collection, file)
    await edit(page)
    await save(page)
    await expect(page.locator('[role="alert"], .validation, [aria-invalid="true"]').first()).toBeVisible()
    await page.waitForTimeout(1000)
    const files = await readBack(page)
    for (const [path, text] of Object.entries(FILES)) expect(files[path], path).toBe(text)
  })
}
