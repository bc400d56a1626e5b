/**
 * The CSP hashes of every inline script and style the build wrote into its pages: the head script
 * (src/document/head-script.ts), the speculation rules, and Astro's island runtime and its one
 * style rule. Read from the built HTML itself, so the policy allows exactly what the pages carry:
 * nothing is typed by hand, and a new inline script is blocked until it is built.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { distFiles } from './dist-files.ts'

export const DIST_DIR = resolve(import.meta.dirname, '../dist')

/** The CSP source allowing exactly `text`: `sha256-<base64>`. */
export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`
}

export interface InlineHashes {
  scripts: string[]
  styles: string[]
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g

/** The inline scripts (not data blocks such as JSON-LD, not `src=` scripts) and styles of a page. */
export function inlineElements(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter(([, attrs = '']) => !/\bsrc=/.test(attrs) && !/type="?application\/ld\+json/.test(attrs))
    .map(([, , body = '']) => body)
  const styles = [...html.matchAll(STYLE)].map(([, body = '']) => body)
  return { scripts, styles }
}

/** The sorted, distinct hashes of the inline scripts and styles of every page in `dir`. */
export function inlineHashes(dir: string = DIST_DIR): InlineHashes {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  let pages = 0
  try {
    for (const file of distFiles(dir).filter((name) => name.endsWith('.html'))) {
      pages++
      const found = inlineElements(readFileSync(join(dir, file), 'utf8'))
      for (const script of found.scripts) scripts.add(cspHash(script))
      for (const style of found.styles) styles.add(cspHash(style))
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (pages === 0) throw new Error(`no built pages in ${dir}: run \`npm run build\` first`)
  return { scripts: [...scripts].sort(), styles: [...styles].sort() }
}
