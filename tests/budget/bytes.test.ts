/** Byte budgets (bench/first-load.ts BUDGET, docs/architecture.md) on the built pages (deterministic): a change that breaks one fails CI. */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUDGET, firstLoad, LANGS, MEASURED_PAGES, pageChunksOf, summarize } from '../../bench/first-load.ts'
import { htmlFileName, PAGES, type PageId } from '../../src/config/routes.ts'
import { modulesInHtml } from '../../src/document/render-document.ts'

const dist = resolve(import.meta.dirname, '../../dist')

const read = (path: string) => readFileSync(join(dist, path), 'utf8')
const QUOTED = String.raw`["'\`]\.\/([\w.-]+\.js)["'\`]`
/** The chunks a module imports statically (`import … from`, `import "…"`, `export … from`). */
function staticImports(path: string): string[] {
  const pattern = new RegExp(String.raw`(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?${QUOTED}`, 'g')
  return [...read(path).matchAll(pattern)].map((match) => `/assets/${match[1]}`)
}
/** The chunks a module imports with `import()`. */
function dynamicImports(path: string): string[] {
  const pattern = new RegExp(String.raw`\bimport\(\s*${QUOTED}\s*\)`, 'g')
  return [...read(path).matchAll(pattern)].map((match) => `/assets/${match[1]}`)
}
function staticClosure(start: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...start]
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path)) continue
    seen.add(path)
    queue.push(...staticImports(path))
  }
  return seen
}

/**
 * Each page's own code, found from the client entry the pages load (not from file names): the
 * entry imports each page file with `import()`, keyed by its path (src/entries/boot.ts). A
 * page's first load is the closure of the modules its HTML names (bench/first-load.ts).
 */
const entry = modulesInHtml(read('/index.html'))[0] ?? ''
const chunksByPage = pageChunksOf(read(entry))
const pageChunks = dynamicImports(entry).filter((path) => Object.values(chunksByPage).includes(path))
const pageChunk = (page: PageId) => chunksByPage[page] ?? `missing chunk of ${page}`

describe('page code', () => {
  it('each page has its own chunk, loaded by the entry on demand and by nothing statically', () => {
    expect(Object.keys(chunksByPage).sort()).toEqual([...PAGES].sort())
    expect(new Set(pageChunks).size).toBe(PAGES.length)
    for (const page of PAGES) {
      expect(pageChunk(page), page).toMatch(new RegExp(`^/assets/${page}-page-[\\w-]+\\.js$`))
    }
    expect([...staticClosure([entry])].filter((path) => pageChunks.includes(path))).toEqual([])
  })
})

describe.each(MEASURED_PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s',
  (page, lang) => {
    const resources = firstLoad(dist, page, lang)
    const summary = summarize(resources)

    it(`first-load JavaScript fits ${BUDGET.js[page] / 1000} kB brotli`, () => {
      expect(summary.brotli.js).toBeGreaterThan(0)
      expect(summary.brotli.js).toBeLessThanOrEqual(BUDGET.js[page])
    })

    it(`the page itself fits its first round trip: ${BUDGET.html / 1000} kB brotli`, () => {
      expect(summary.brotli.html).toBeGreaterThan(0)
      expect(summary.brotli.html).toBeLessThanOrEqual(BUDGET.html)
    })

    it(`everything on first load fits ${BUDGET.total / 1000} kB brotli`, () => {
      expect(summary.totalBrotli).toBeLessThanOrEqual(BUDGET.total)
    })

    it('loads the font of its own language and its CSS', () => {
      expect(summary.brotli.css).toBeGreaterThan(0)
      const fonts = resources.filter((resource) => resource.kind === 'font').map((resource) => resource.path)
      expect(fonts.some((path) => path.includes(lang === 'ar' ? 'cairo-arabic' : 'cairo-latin'))).toBe(true)
    })

    it('loads its own code and no other page’s', () => {
      const others = MEASURED_PAGES.filter((other) => other !== page).map(pageChunk)
      // Measured by bench/first-load.ts (what the budgets above count)...
      const measured = resources.filter((resource) => resource.kind === 'js').map((resource) => resource.path)
      expect(measured).toContain(pageChunk(page))
      expect(measured.filter((path) => others.includes(path))).toEqual([])
      // ...and worked out here from the static imports alone, from the HTML's scripts and the page's chunk.
      const html = read(`/${htmlFileName(page, lang)}`)
      const loaded = staticClosure([...modulesInHtml(html), pageChunk(page)])
      expect([...loaded].filter((path) => others.includes(path))).toEqual([])
      expect(new Set(measured)).toEqual(loaded)
    })
  },
)
