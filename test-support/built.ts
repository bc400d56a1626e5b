/**
 * The build in dist/ (npm test builds first), read straight from disk: its files, its stylesheet
 * and each page's document, parsed as search engines and link previews read it. Shared by the
 * tests that look at the built pages (tests/seo/, tests/documents/) and the icon comparison in the
 * browser (e2e/icons.spec.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { DIST, distFiles } from '../server/dist-files.ts'
import { htmlFile, type PageId } from '../src/config/routes.ts'
import type { Lang } from '../src/i18n/lang.ts'

/** A built file, by its path from dist/. */
export function built(path: string): Buffer {
  return readFileSync(join(DIST, path))
}

/** The built HTML of `page` in `lang` (the route table's file: index.html, en/pricing.html…). */
export function builtHtml(page: PageId, lang: Lang): string {
  return built(htmlFile(page, lang)).toString('utf8')
}

/** The built document of `page` in `lang`, parsed. */
export function load(page: PageId, lang: Lang): Document {
  return new JSDOM(builtHtml(page, lang)).window.document
}

/** The text of every built stylesheet (hashed names), one after the other. */
export function builtStylesheets(): string {
  return distFiles(DIST)
    .filter((file) => file.startsWith('assets/') && file.endsWith('.css'))
    .map((file) => built(file).toString('utf8'))
    .join('\n')
}
