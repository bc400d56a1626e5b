/**
 * What a first visit downloads, computed from the build alone (deterministic, no browser):
 * the HTML, its stylesheets, its entry module and module preloads, the fonts its text needs, and
 * its eager images, each in brotli and uncompressed. The byte-budget test and the benchmark
 * both read it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { htmlFileName, PAGES, type PageId } from '../src/config/routes.ts'
import { modulesInHtml } from '../src/document/render-document.ts'
import { LANGS, type Lang } from '../src/i18n/lang.ts'

export type Kind = 'html' | 'css' | 'js' | 'font' | 'image'
export interface Resource {
  path: string
  kind: Kind
  brotli: number
  raw: number
}

/** Budgets (the owner of these figures, docs/architecture.md), in bytes (kB = 1000 bytes), brotli. */
export const BUDGET = {
  js: { landing: 85_000, pricing: 75_000, 'not-found': 75_000 } satisfies Record<PageId, number>,
  total: 200_000,
  /**
   * The page itself, brotli: it must arrive in the first round trip of a new connection (TCP's
   * initial window, 10 segments of 1,460 bytes = 14,600 bytes) with its response headers (about
   * 900 bytes): one more byte past it costs a whole round trip before anything else can start.
   */
  html: 13_500,
}

function sizes(dist: string, path: string): { brotli: number; raw: number } {
  const file = join(dist, path)
  const raw = statSync(file).size
  const br = `${file}.br`
  return { raw, brotli: existsSync(br) ? statSync(br).size : raw }
}

/** Fonts the page's text needs: the CSS's @font-face files whose unicode-range the text uses. */
function fontsUsed(dist: string, cssPaths: string[], html: string): string[] {
  const text = html.replace(/<[^>]+>/g, ' ')
  const used: string[] = []
  for (const css of cssPaths) {
    const source = readFileSync(join(dist, css), 'utf8')
    for (const face of source.matchAll(/@font-face\s*{([^}]*)}/g)) {
      const body = face[1] ?? ''
      const url = /url\(([^)]+\.woff2)\)/.exec(body)?.[1]
      const range = /unicode-range:([^;}]+)/.exec(body)?.[1]
      if (!url) continue
      const ranges = (range ?? 'U+0-10FFFF').split(',').map((part) => {
        // "U+600-6FF", "U+6??" (wildcards), "U+2122".
        const [start = '0', end] = part.trim().replace(/^U\+/i, '').split('-')
        const low = Number.parseInt(start.replaceAll('?', '0'), 16)
        const high = Number.parseInt((end ?? start).replaceAll('?', 'F'), 16)
        return [low, high] as const
      })
      const needed = [...text].some((char) => {
        const code = char.codePointAt(0) ?? 0
        return code > 32 && ranges.some(([from, to]) => code >= from && code <= to)
      })
      if (needed) used.push(url.startsWith('/') ? url : `/assets/${url.replace(/^\.\//, '')}`)
    }
  }
  return used
}

/**
 * Every script a page loads: the entry, the chunks it imports, and the one page's code it imports
 * after the first paint (the entry can import each page's code; the page's own is named after it,
 * e.g. `landing-<hash>.js`), followed until nothing is new.
 */
function jsClosure(dist: string, start: string[], page: PageId): string[] {
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length > 0) {
    const path = queue.shift() as string
    if (seen.has(path)) continue
    seen.add(path)
    const source = readFileSync(join(dist, path), 'utf8')
    const dynamic = new Set(
      [...source.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map((m) => m[1]),
    )
    for (const match of source.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g)) {
      const name = match[1] ?? ''
      if (dynamic.has(name) && !name.startsWith(`${page}-`)) continue
      const chunk = `/assets/${name}`
      if (existsSync(join(dist, chunk))) queue.push(chunk)
    }
  }
  return [...seen]
}

/**
 * Each page's own chunk, as the built client entry names them: src/entries/boot.ts imports every
 * `src/pages/<id>-page.tsx` with `import()` (Vite's glob), keyed by the file's path.
 */
export function pageChunksOf(entrySource: string): Partial<Record<PageId, string>> {
  const pattern =
    /["'`]\.\.\/pages\/([\w-]+)-page\.tsx["'`]\s*:[^,}]*?import\(\s*["'`]\.\/([\w.-]+\.js)["'`]/g
  return Object.fromEntries(
    [...entrySource.matchAll(pattern)].map((match) => [match[1], `/assets/${match[2]}`]),
  ) as Partial<Record<PageId, string>>
}

export function firstLoad(dist: string, page: PageId, lang: Lang): Resource[] {
  const htmlPath = `/${htmlFileName(page, lang)}`
  const html = readFileSync(join(dist, htmlPath), 'utf8')
  const found = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '')
  const css = found(/<link rel="stylesheet" href="([^"]+)"/g)
  // The modules the head script starts after the first paint (src/document/page-code.ts).
  const js = jsClosure(dist, modulesInHtml(html), page)
  // Eager images only: lazy ones (the footer QR code) wait until they are scrolled near.
  const images = found(/<img (?![^>]*loading="lazy")[^>]*src="(\/[^"]+)"/g)
  const fonts = [
    ...new Set([...found(/<link rel="preload" href="([^"]+)" as="font"/g), ...fontsUsed(dist, css, html)]),
  ]
  const entries: Array<[string, Kind]> = [
    [htmlPath, 'html'],
    ...css.map((path) => [path, 'css'] as [string, Kind]),
    ...js.map((path) => [path, 'js'] as [string, Kind]),
    ...fonts.map((path) => [path, 'font'] as [string, Kind]),
    ...images.map((path) => [path, 'image'] as [string, Kind]),
  ]
  return entries.map(([path, kind]) => ({ path, kind, ...sizes(dist, path) }))
}

export function summarize(resources: Resource[]) {
  const byKind = (kind: Kind, key: 'brotli' | 'raw') =>
    resources.filter((resource) => resource.kind === kind).reduce((sum, resource) => sum + resource[key], 0)
  const kinds: Kind[] = ['html', 'css', 'js', 'font', 'image']
  return {
    requests: resources.length,
    brotli: Object.fromEntries(kinds.map((kind) => [kind, byKind(kind, 'brotli')])) as Record<Kind, number>,
    raw: Object.fromEntries(kinds.map((kind) => [kind, byKind(kind, 'raw')])) as Record<Kind, number>,
    totalBrotli: resources.reduce((sum, resource) => sum + resource.brotli, 0),
    totalRaw: resources.reduce((sum, resource) => sum + resource.raw, 0),
  }
}

export const MEASURED_PAGES: PageId[] = PAGES
export { LANGS }
