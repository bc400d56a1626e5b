/**
 * The CSP hashes of every inline script and style the build wrote into its pages: the head script
 * (src/document/head-script.ts), the speculation rules, and Astro's island runtime and its one
 * style rule. Read from the built HTML itself, so the policy allows exactly what the pages carry:
 * nothing is typed by hand, and a new inline script is blocked until it is built. Always of a
 * build named by its caller (the one served, or the one just written): nothing is read on import.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { distFiles } from './dist-files.ts'

/** The CSP source allowing exactly `text`: `sha256-<base64>`. */
function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`
}

export interface InlineHashes {
  scripts: string[]
  styles: string[]
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g

/** The inline scripts (not data blocks such as JSON-LD, not `src=` scripts) and styles of a page. */
function inlineElements(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter(([, attrs = '']) => !/\bsrc=/.test(attrs) && !/type="?application\/ld\+json/.test(attrs))
    .map(([, , body = '']) => body)
  const styles = [...html.matchAll(STYLE)].map(([, body = '']) => body)
  return { scripts, styles }
}

/** The sorted, distinct hashes of the inline scripts and styles of `pages` (their HTML). */
export function pageHashes(pages: Iterable<string>): InlineHashes {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const page of pages) {
    const found = inlineElements(page)
    for (const script of found.scripts) scripts.add(cspHash(script))
    for (const style of found.styles) styles.add(cspHash(style))
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() }
}

/** The hashes of every page of the build in `dir`. */
export function inlineHashes(dir: string): InlineHashes {
  let pages: string[] = []
  try {
    pages = distFiles(dir).filter((name) => name.endsWith('.html'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (pages.length === 0) throw new Error(`no built pages in ${dir}: run \`npm run build\` first`)
  return pageHashes(pages.map((file) => readFileSync(join(dir, file), 'utf8')))
}
