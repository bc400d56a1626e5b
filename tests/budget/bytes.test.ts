/**
 * The byte budgets of docs/performance.md ("The budget") on the built pages, both languages: what a
 * first visit downloads, worked out from each page's HTML (bench/first-load.ts) with the islands
 * the browser finds in its first screen (bench/islands-in-view.ts). The script files the browser
 * actually fetched are checked against that figure, so the reckoning cannot drift from the
 * browser. Needs a build (npm test builds first) and Chromium.
 */
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { BUDGET, firstLoad, islandsOf, summarize } from '../../bench/first-load.ts'
import { type InView, inViewOf, islandsInView } from '../../bench/islands-in-view.ts'
import { PAGES, type PageId, visitPath } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { ISLAND_DIRECTIVE_NAMES } from '../../src/islands/directive.ts'
import { serveDist } from '../../test-support/serve-dist.ts'

vi.setConfig({ hookTimeout: 120_000 })

const dist = new URL('../../dist', import.meta.url).pathname
let found: InView[] = []
const lines: string[] = []

/** The bytes of the response headers the production handler sends with each page, brotli asked for. */
const headerBytes = new Map<string, number>()

/** The raw head of one HTTP/1.1 answer, as on the wire, up to and with its blank line. */
function responseHeadBytes(origin: string, path: string): Promise<number> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: br\r\n\r\n`),
    )
    let received = Buffer.alloc(0)
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const end = received.indexOf('\r\n\r\n')
      if (end >= 0) {
        socket.destroy()
        resolve(end + 4)
      }
    })
    socket.on('error', reject)
  })
}

beforeAll(async () => {
  found = await islandsInView(dist)
  const { origin, stop } = await serveDist(dist)
  try {
    for (const page of PAGES)
      for (const lang of LANGS)
        headerBytes.set(`${page} ${lang}`, await responseHeadBytes(origin, visitPath(page, lang)))
  } finally {
    await stop()
  }
})
afterAll(() => {
  if (lines.length) console.info(`first load, brotli bytes:\n${lines.join('\n')}`)
})

const load = (page: PageId, lang: (typeof LANGS)[number]) =>
  firstLoad(dist, page, lang, inViewOf(found, page, lang))

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s',
  (page, lang) => {
    it('the script files its HTML and first-screen islands call for are the ones the browser fetched', () => {
      const measured = load(page, lang)
        .resources.filter((resource) => resource.kind === 'js')
        .map((resource) => resource.path)
        .sort()
      for (const row of found.filter((row) => row.page === page && row.lang === lang)) {
        // Islands in view at this viewport only, and the browser's requests at that viewport.
        const atViewport = firstLoad(dist, page, lang, new Set(row.islands))
          .resources.filter((resource) => resource.kind === 'js')
          .map((resource) => resource.path)
          .sort()
        expect(atViewport, `${row.viewport}`).toEqual(row.scripts)
      }
      expect(measured).toEqual(
        [
          ...new Set(
            found.filter((row) => row.page === page && row.lang === lang).flatMap((row) => row.scripts),
          ),
        ].sort(),
      )
    })

    const filesBudget = BUDGET.jsFiles[page]

    it(`JavaScript files on first load ≤ ${BUDGET.js[page]} bytes brotli, inline ≤ ${BUDGET.inlineJs}`, () => {
      const summary = summarize(load(page, lang))
      lines.push(
        `${page} ${lang}: JS ${summary.jsBrotli} (${summary.jsFiles} files ${summary.brotli.js} + inline ${summary.inlineJs.brotli}), ` +
          `HTML ${summary.brotli.html}, CSS ${summary.brotli.css}, fonts ${summary.brotli.font}, total ${summary.totalBrotli}`,
      )
      // The head script at least, on every page.
      expect(summary.inlineJs.count).toBeGreaterThan(0)
      expect(summary.brotli.js).toBeLessThanOrEqual(BUDGET.js[page])
      expect(summary.inlineJs.brotli).toBeLessThanOrEqual(BUDGET.inlineJs)
    })

    if (filesBudget !== undefined) {
      it(`loads ${filesBudget} script files with its first screen: any island waits to be seen`, () => {
        const { islands } = load(page, lang)
        expect(islands.every((island) => ISLAND_DIRECTIVE_NAMES.includes(island.directive))).toBe(true)
        expect(summarize(load(page, lang)).jsFiles).toBe(filesBudget)
      })
    }

    it(`its HTML and the Node server's headers fit the first round trip: ≤ ${BUDGET.firstRoundTrip} bytes`, () => {
      const headers = headerBytes.get(`${page} ${lang}`) ?? Number.NaN
      expect(headers).toBeGreaterThan(500)
      expect(summarize(load(page, lang)).brotli.html + headers).toBeLessThanOrEqual(BUDGET.firstRoundTrip)
    })

    it(`everything on first load ≤ ${BUDGET.total[page]} bytes brotli`, () => {
      expect(summarize(load(page, lang)).totalBrotli).toBeLessThanOrEqual(BUDGET.total[page])
    })

    it('loads its stylesheet and the font of its own language first', () => {
      const { resources } = load(page, lang)
      expect(resources.some((resource) => resource.kind === 'css')).toBe(true)
      const fonts = resources.filter((resource) => resource.kind === 'font').map((resource) => resource.path)
      expect(fonts[0]).toMatch(lang === 'ar' ? /cairo-arabic/ : /cairo-latin/)
    })
  },
)

it('the landing page has islands (its charts), none in its first screen', () => {
  for (const lang of LANGS) expect(load('landing', lang).islands.length).toBeGreaterThan(0)
  for (const row of found.filter((row) => row.page === 'landing')) expect(row.islands).toEqual([])
})

it('the pricing page has one island (its calculator), counted at every viewport where it is seen first', () => {
  // The first screen is the two ways to pay; wherever the calculator falls, the budget above
  // counts its code at each viewport where the browser finds it unscrolled.
  for (const lang of LANGS) expect(load('pricing', lang).islands).toHaveLength(1)
  for (const row of found.filter((row) => row.page === 'pricing'))
    expect(row.islands.length).toBeLessThanOrEqual(1)
})

it(`every island of the site waits to be seen, after the first paint (client:${ISLAND_DIRECTIVE_NAMES.join(', client:')})`, () => {
  for (const page of PAGES) {
    for (const lang of LANGS) {
      const { islands } = load(page, lang)
      for (const island of islands)
        expect(ISLAND_DIRECTIVE_NAMES, `${page} ${lang} ${island.uid}`).toContain(island.directive)
    }
  }
  expect(
    islandsOf('<astro-island uid="a" client="load" component-url="/c.js" renderer-url="/r.js">'),
  ).toEqual([{ uid: 'a', directive: 'load', componentUrl: '/c.js', rendererUrl: '/r.js' }])
})
