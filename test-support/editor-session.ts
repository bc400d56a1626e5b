/**
 * One session of the editor at /admin/ (src/editor/) in local mode, for e2e/editor.spec.ts and
 * scripts/dev/editor-screenshots.ts:
 * headless Chromium aborts the folder picker, so `showDirectoryPicker` returns a folder of the
 * Origin Private File System, seeded with content/ and a `.git` stub, and read back after saving.
 */
import { readdirSync, readFileSync } from 'node:fs'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect as expectNow } from '@playwright/test'

/** The editor renders a file's hundred fields in a few seconds, more on a busy machine. */
export const expect = expectNow.configure({ timeout: 30_000 })

/** The files the editor is given, by path from the repository's root, as they are on disk. */
export const FILES: Record<string, string> = {
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

/**
 * Before any script of the page: the picker returns the OPFS folder; and every element the editor
 * watches is reported in view at once, so that every field renders without scrolling (Sveltia
 * renders a field, and a list's next items, only once an IntersectionObserver sees them).
 */
function inPage() {
  // Chromium's, which TypeScript's DOM types do not have yet.
  Object.assign(window, {
    showDirectoryPicker: async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true }),
  })
  window.IntersectionObserver = class {
    readonly #report: IntersectionObserverCallback
    constructor(report: IntersectionObserverCallback) {
      this.#report = report
    }
    observe(target: Element) {
      const entry = { isIntersecting: true, intersectionRatio: 1, target }
      setTimeout(() => this.#report([entry as unknown as IntersectionObserverEntry], this as never))
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
}

/** Every field of the editor rendered at once, in every page of `context` (the hosted editor too). */
export const renderEveryField = (context: BrowserContext) => context.addInitScript(inPage)

/** Seeds the OPFS folder with FILES, before the editor is first opened in `context`. */
export async function seedFolder(context: BrowserContext) {
  await renderEveryField(context)
  const page = await context.newPage()
  await page.goto('/admin/')
  await page.evaluate(async (files) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true })
    for (const [path, text] of Object.entries(files)) {
      const parts = path.split('/')
      let dir = root
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true })
      const writable = await (await dir.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable()
      await writable.write(text)
      await writable.close()
    }
  }, FILES)
  await page.close()
}

/** Every seeded file as the editor left it. */
export const readBack = (page: Page): Promise<Record<string, string>> =>
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

/** The first text or number box (input or textarea) whose value is `value`, once rendered. */
export async function field(page: Page, value: string): Promise<Locator> {
  const boxes = page.locator('input[type="text"], input:not([type]), input[type="number"], textarea')
  const find = () =>
    boxes.evaluateAll(
      (all, wanted) => all.findIndex((box) => (box as HTMLInputElement).value === wanted),
      value,
    )
  await expect
    .poll(find, { message: `a field holding ${JSON.stringify(value)}`, timeout: 30_000 })
    .not.toBe(-1)
  return boxes.nth(await find())
}

/**
 * Opens a file of a collection in a fresh page of `context`, the editor started anew on the seeded
 * folder (switching files within one page left the editor blank): Arabic in one pane, English in
 * the other (src/editor/config.ts, `editor: { preview: false }`).
 */
export async function openFile(context: BrowserContext, collection: string, file: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto('/admin/')
  // The first time, the folder is picked; after that, the editor reopens the folder it remembers.
  const local = page.getByRole('button', { name: 'العمل مع مستودع محلي' })
  const words = page.getByText('الكلمات', { exact: true }).first()
  await expect(local.or(words)).toBeVisible({ timeout: 60_000 })
  if (await local.isVisible()) await local.click()
  await expect(words).toBeVisible({ timeout: 60_000 })
  await page.goto(`/admin/#/collections/${collection}/entries/${file}`)
  await expect(page.getByRole('button', { name: 'حفظ' })).toBeVisible()
  return page
}

export const save = (page: Page) => page.getByRole('button', { name: 'حفظ' }).click()

export const json = (text: string | undefined) => JSON.parse(text ?? 'null')
