/**
 * The prerendered documents of dist/ (npm test builds first), parsed as search engines and link
 * previews read them: shared by the tests of this folder.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { JSDOM } from 'jsdom'
import { beforeAll } from 'vitest'
import { htmlFile, type PageId } from '../../src/config/routes.ts'
import type { Lang } from '../../src/i18n/lang.ts'

export const dist = resolve(import.meta.dirname, '../../dist')

export function load(page: PageId, lang: Lang): Document {
  return new JSDOM(readFileSync(join(dist, htmlFile(page, lang)), 'utf8')).window.document
}

/** Fails the file at once, with what to do, when there is no build. */
export function requireBuild(): void {
  beforeAll(() => {
    if (!existsSync(join(dist, 'index.html')))
      throw new Error('dist/ is missing: run npm run build (npm test does)')
  })
}
