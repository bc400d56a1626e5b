/**
 * The editor (/admin/, scripts/editor/) in local mode without a folder picker: headless Chromium
 * aborts `showDirectoryPicker`, so it returns a folder of the Origin Private File System instead,
 * seeded with a copy of content/ and a `.git` stub (Sveltia opens only a repository's folder).
 * Used by scripts/dev/editor-screenshots.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'

/** content/ as it is on disk, by path from the repository's root, and the `.git` stub. */
export function contentFiles(): Record<string, string> {
  const read = (path: string) => [path, readFileSync(path, 'utf8')] as const
  return Object.fromEntries([
    ['.git/HEAD', 'ref: refs/heads/main\n'],
    read('content/pricing.json'),
    read('content/contact.json'),
    ...readdirSync('content/words').map((file) => read(`content/words/${file}`)),
  ])
}

/** Opens /admin/ on a folder seeded with `files` and waits for the editor's collections. */
export async function openOnFolder(page: Page, files: Record<string, string>): Promise<void> {
  await page.addInitScript(() => {
    // Chromium's, which TypeScript's DOM types do not have yet.
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true }),
    })
  })
  await page.goto('/admin/')
  await page.evaluate(async (seed) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true })
    for (const [path, text] of Object.entries(seed)) {
      const parts = path.split('/')
      let dir = root
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true })
      const writable = await (await dir.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable()
      await writable.write(text)
      await writable.close()
    }
  }, files)
  await page.getByRole('button', { name: 'العمل مع مستودع محلي' }).click()
  await page.getByText('الكلمات · Words').first().waitFor({ timeout: 30_000 })
}
