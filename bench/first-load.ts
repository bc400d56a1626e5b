/**
 * What a first visit downloads, worked out from the built HTML (no file names restated): the page
 * itself, its stylesheets, its preloaded fonts (and any other face its text needs), its eager
 * images, its module scripts and module preloads with their static imports, and for each island
 * that hydrates at once (client:load, client:idle, client:only) or is in the first screen
 * (client:visible or our client:painted, see bench/islands-in-view.ts) its component and renderer with their static
 * imports. `import()` is not followed: it loads later, if ever. The JavaScript written inline in
 * the HTML (the head script, Astro's island runtime) is counted too, at what it adds to the page's
 * brotli; it travels inside the HTML, so the total counts it once, with the page. Each figure in
 * brotli (the .br copy the servers send) and uncompressed. Read by the byte-budget test
 * (tests/budget/bytes.test.ts) and the bench (bench/budget-rows.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { htmlFile, type PageId } from '../src/config/routes.ts'
import type { Lang } from '../src/i18n/lang.ts'

export type Kind = 'html' | 'css' | 'js' | 'font' | 'image'
export interface Resource {
  path: string
  kind: Kind
  brotli: number
  raw: number
  /** Why the page loads it: `stylesheet`, `preload`, `module`, `island <uid>`, `import of <path>`… */
  why: string
}

/**
 * Budgets (docs/performance.md, "The budget"), bytes (kB = 1000 bytes) brotli, for both languages. The
 * design names landing and pricing; the not-found page, a static page like the landing one, has
 * the landing page's.
 */
export const BUDGET = {
  /**
   * JavaScript on first load: the script files the page fetches (as the earlier builds counted it,
   * and as a browser's network panel shows it). The inline scripts travel inside the HTML and
   * have a budget of their own (`inlineJs`), so nothing goes uncounted.
   */
  js: { landing: 5_000, pricing: 65_000, 'not-found': 5_000 } satisfies Record<PageId, number>,
  /** Inline JavaScript (the head script and Astro's island runtime), at what it adds to the page. */
  inlineJs: 3_000,
  /** JavaScript files on the first screen: none where no island is in it. */
  jsFiles: { landing: 0, 'not-found': 0 } as Partial<Record<PageId, number>>,
  /**
   * The HTML document: it must arrive in the first round trip of a new connection, ten TCP
   * segments of 1,460 bytes, with the response headers the Node server sends for it (about 1.15 kB,
   * most of them the CSP's hashes, so a new inline script costs its hash here too). One byte more
   * and the stylesheet and fonts wait a round trip longer: the landing page at 14.5 kB measured
   * 1.20 s of simulated LCP, at 13.3 kB 1.05 s; 26 bytes over, 1.20 s again (docs/performance.md).
   */
  firstRoundTrip: 14_600,
  /** Everything on first load. */
  total: { landing: 100_000, pricing: 170_000, 'not-found': 100_000 } satisfies Record<PageId, number>,
}

/** An island as the HTML declares it (`<astro-island …>`). */
export interface Island {
  uid: string
  /** Astro's `visible`, `load`, `idle`, `only`, `media`, or ours (src/islands/directive.ts). */
  directive: string
  componentUrl: string
  rendererUrl: string
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? ''

/** The tags of one element name, as written (attributes unparsed). */
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? []

export function islandsOf(html: string): Island[] {
  return tags(html, 'astro-island').map((tag) => ({
    uid: attribute(tag, 'uid'),
    directive: attribute(tag, 'client'),
    componentUrl: attribute(tag, 'component-url'),
    rendererUrl: attribute(tag, 'renderer-url'),
  }))
}

/** The directives that hydrate whether or not the island is seen. */
const EAGER = new Set(['load', 'idle', 'only'])

/** The inline scripts a browser runs (not JSON-LD or speculation rules, which are data). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attrs = '']) =>
        !/\bsrc\s*=/i.test(attrs) && !/type="?(application\/ld\+json|speculationrules)/i.test(attrs),
    )
    .map(([, , body = '']) => body)
}

const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

function sizes(dist: string, path: string): { brotli: number; raw: number } {
  const file = join(dist, path)
  const raw = statSync(file).size
  const br = `${file}.br`
  return { raw, brotli: existsSync(br) ? statSync(br).size : raw }
}

/** The chunks a built module imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
export function staticImports(source: string, from: string): string[] {
  const base = from.slice(0, from.lastIndexOf('/') + 1)
  const pattern =
    /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[\w./-]+\.js|\/[\w./-]+\.js)["'`]/g
  return [...source.matchAll(pattern)].map(([, spec = '']) => new URL(spec, `http://x${base}`).pathname)
}

/** The modules `roots` load, with the static imports of each, followed until nothing is new. */
function closure(dist: string, roots: Array<[string, string]>): Map<string, string> {
  const seen = new Map<string, string>()
  const queue = [...roots]
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [path, why] = next
    if (seen.has(path)) continue
    seen.set(path, why)
    for (const imported of staticImports(readFileSync(join(dist, path), 'utf8'), path))
      queue.push([imported, `import of ${path}`])
  }
  return seen
}

/** Fonts the page's text needs: the stylesheets' @font-face files whose unicode-range the text uses. */
function fontsUsed(dist: string, cssPaths: string[], html: string): string[] {
  const text = html
    .replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
  const used: string[] = []
  for (const css of cssPaths) {
    const source = readFileSync(join(dist, css), 'utf8')
    for (const face of source.matchAll(/@font-face\s*{([^}]*)}/g)) {
      const body = face[1] ?? ''
      const url = /url\(["']?([^)"']+\.woff2)["']?\)/.exec(body)?.[1]
      if (!url) continue
      const ranges = (/unicode-range:([^;}]+)/.exec(body)?.[1] ?? 'U+0-10FFFF').split(',').map((part) => {
        const [start = '0', end] = part.trim().replace(/^U\+/i, '').split('-')
        return [
          Number.parseInt(start.replaceAll('?', '0'), 16),
          Number.parseInt((end ?? start).replaceAll('?', 'F'), 16),
        ] as const
      })
      const needed = [...text].some((char) => {
        const code = char.codePointAt(0) ?? 0
        return code > 32 && ranges.some(([from, to]) => code >= from && code <= to)
      })
      if (needed) used.push(new URL(url, `http://x${css}`).pathname)
    }
  }
  return used
}

export interface FirstLoad {
  resources: Resource[]
  islands: Island[]
  /** Inline JavaScript: what it adds to the page's brotli, and its raw bytes. */
  inlineJs: { brotli: number; raw: number; count: number }
}

/**
 * A page's first load. `inView`: the uids of its islands that wait to be seen (client:visible, or
 * our client:painted) and are in the first screen (bench/islands-in-view.ts measures them); the others wait until scrolled to.
 */
export function firstLoad(dist: string, page: PageId, lang: Lang, inView: ReadonlySet<string>): FirstLoad {
  const htmlPath = `/${htmlFile(page, lang)}`
  const html = readFileSync(join(dist, htmlPath), 'utf8')
  const linkHrefs = (rel: string, extra = '') =>
    tags(html, 'link')
      .filter((tag) => attribute(tag, 'rel') === rel && (!extra || new RegExp(extra).test(tag)))
      .map((tag) => attribute(tag, 'href'))
      .filter((href) => href.startsWith('/') && !href.startsWith('//'))
  const css = linkHrefs('stylesheet')
  const preloadedFonts = linkHrefs('preload', '\\sas="font"')
  const fonts = [...new Set([...preloadedFonts, ...fontsUsed(dist, css, html)])]
  const modules = [
    ...tags(html, 'script')
      .filter((tag) => attribute(tag, 'type') === 'module' && attribute(tag, 'src'))
      .map((tag) => [attribute(tag, 'src'), 'module'] as [string, string]),
    ...linkHrefs('modulepreload').map((href) => [href, 'modulepreload'] as [string, string]),
  ]
  const islands = islandsOf(html)
  const hydrating = islands.filter((island) => EAGER.has(island.directive) || inView.has(island.uid))
  const js = closure(dist, [
    ...modules,
    ...hydrating.flatMap((island) => [
      // client:touched fetches its renderer on the first touch only (src/islands/client-touched.ts).
      ...(island.directive === 'touched'
        ? []
        : [[island.rendererUrl, `renderer of island ${island.uid}`] as [string, string]]),
      [island.componentUrl, `island ${island.uid} (client:${island.directive})`] as [string, string],
    ]),
  ])
  // Eager images only: lazy ones (the footer QR code) wait until they are scrolled near.
  const images = tags(html, 'img')
    .filter((tag) => !/\sloading="lazy"/.test(tag))
    .map((tag) => attribute(tag, 'src'))
    .filter((src) => src.startsWith('/'))
  const inline = inlineScripts(html)
  const withoutInline = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (element, attrs: string) =>
    inlineScripts(element).length > 0 && !/\bsrc\s*=/i.test(attrs) ? '<script></script>' : element,
  )
  const entries: Array<[string, Kind, string]> = [
    [htmlPath, 'html', 'the page'],
    ...css.map((path) => [path, 'css', 'stylesheet'] as [string, Kind, string]),
    ...[...js].map(([path, why]) => [path, 'js', why] as [string, Kind, string]),
    ...fonts.map(
      (path) =>
        [path, 'font', preloadedFonts.includes(path) ? 'preload' : 'used by the text'] as [
          string,
          Kind,
          string,
        ],
    ),
    ...images.map((path) => [path, 'image', 'eager image'] as [string, Kind, string]),
  ]
  return {
    resources: entries.map(([path, kind, why]) => ({ path, kind, why, ...sizes(dist, path) })),
    islands,
    inlineJs: {
      brotli: inline.length > 0 ? brotli(html) - brotli(withoutInline) : 0,
      raw: inline.reduce((sum, script) => sum + Buffer.byteLength(script), 0),
      count: inline.length,
    },
  }
}

export function summarize({ resources, inlineJs }: FirstLoad) {
  const sum = (kind: Kind, key: 'brotli' | 'raw') =>
    resources
      .filter((resource) => resource.kind === kind)
      .reduce((total, resource) => total + resource[key], 0)
  const kinds: Kind[] = ['html', 'css', 'js', 'font', 'image']
  const brotliBy = Object.fromEntries(kinds.map((kind) => [kind, sum(kind, 'brotli')])) as Record<
    Kind,
    number
  >
  const rawBy = Object.fromEntries(kinds.map((kind) => [kind, sum(kind, 'raw')])) as Record<Kind, number>
  return {
    requests: resources.length,
    jsFiles: resources.filter((resource) => resource.kind === 'js').length,
    brotli: brotliBy,
    raw: rawBy,
    /** All JavaScript: the files and what the inline scripts add to the page. */
    jsBrotli: brotliBy.js + inlineJs.brotli,
    jsRaw: rawBy.js + inlineJs.raw,
    inlineJs,
    /** Inline scripts are inside the page: counted once, with it. */
    totalBrotli: resources.reduce((total, resource) => total + resource.brotli, 0),
    totalRaw: resources.reduce((total, resource) => total + resource.raw, 0),
  }
}
