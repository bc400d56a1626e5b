/**
 * The byte budgets of docs/performance.md ("The budget") on the built pages, both languages.
 *
 * The budgets are size-limit's configuration: .size-limit.ts names, for each page of the route
 * table in each language, the built files of its first load ("everything on first load", brotli)
 * and, where it loads any, its script files ("JavaScript on first load").
 * This test runs size-limit and fails on any entry over its limit. It also holds what no tool
 * does: that those entries name exactly the files Chromium fetches on a first visit (unscrolled,
 * at a phone's and a desktop's viewport, until the network is quiet: the islands in the first
 * screen load their code after the first paint), that a page without a JavaScript entry fetches
 * no script file, and that the HTML with the Node server's headers fits the first round trip.
 * Needs a build (npm test builds first) and Chromium.
 */
import { statSync } from 'node:fs'
import { glob } from 'node:fs/promises'
import { connect } from 'node:net'
import { type Browser, chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import entries, { ALL, JS } from '../../.size-limit.ts'
import { DIST } from '../../server/dist-files.ts'
import { htmlFile, PAGES, visitPath } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../../test-support/chromium.ts'
import { serveDist } from '../../test-support/launch.ts'
import { runSizeLimit, type SizeLimitRow } from '../../test-support/size-limit.ts'

vi.setConfig({ hookTimeout: 180_000 })

const root = new URL('../..', import.meta.url).pathname

/**
 * The HTML document must arrive in the first round trip of a new connection: ten TCP segments of
 * 1,460 bytes, with the response headers the Node server sends (about 1.15 kB, most of them the
 * CSP's hashes). 26 bytes over it, the landing page's simulated LCP went from 1.05 to 1.20 s: the
 * stylesheet and the fonts waited a round trip more (docs/performance.md, "The first round trip").
 */
const FIRST_ROUND_TRIP = 14_600

/** Lighthouse's phone and desktop screens: the first load must hold at each. */
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
]

/** How long the network must be quiet, after the first contentful paint, for a first load to be over. */
const QUIET_MS = 1000

type Entry = (typeof entries)[number]
const entryOf = (path: string, kind: string) => entries.find((entry) => entry.name === `${path}: ${kind}`)

/** The files an entry names, as paths under dist/ (`/index.html`, `/assets/…`), the way size-limit globs them. */
async function filesOf(entry: Entry | undefined): Promise<string[]> {
  if (!entry) return []
  const files: string[] = []
  for await (const file of glob(entry.path, { cwd: root })) files.push(file.replace(/^dist/, ''))
  return files.sort()
}

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

/**
 * The files under dist/ Chromium fetches on a first visit to `url` at `viewport`, in order: until the
 * first contentful paint (the islands in view start fetching after it, src/islands/), then until the
 * network has been quiet for QUIET_MS.
 */
async function firstVisit(browser: Browser, url: string, document: string, viewport: (typeof VIEWPORTS)[0]) {
  const context = await browser.newContext({ viewport })
  const files: string[] = []
  let pending = 0
  let lastAt = Date.now()
  const settle = () => {
    pending--
    lastAt = Date.now()
  }
  context.on('request', (request) => {
    pending++
    lastAt = Date.now()
    const address = new URL(request.url())
    if (address.origin === new URL(url).origin)
      files.push(request.isNavigationRequest() ? document : address.pathname)
  })
  context.on('requestfinished', settle)
  context.on('requestfailed', settle)
  const tab = await context.newPage()
  await tab.goto(url, { waitUntil: 'load' })
  await tab.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
  while (pending > 0 || Date.now() - lastAt < QUIET_MS) await tab.waitForTimeout(50)
  await context.close()
  return files
}

/** What Chromium fetched on each page's first visit, one list per viewport. */
const fetched = new Map<string, string[][]>()
const headerBytes = new Map<string, number>()
let sizeLimit: SizeLimitRow[] = []

beforeAll(async () => {
  sizeLimit = runSizeLimit().rows
  const { origin, stop } = await serveDist(DIST)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    for (const page of PAGES) {
      for (const lang of LANGS) {
        const path = visitPath(page, lang)
        headerBytes.set(path, await responseHeadBytes(origin, path))
        const visits: string[][] = []
        for (const viewport of VIEWPORTS)
          visits.push(await firstVisit(browser, `${origin}${path}`, `/${htmlFile(page, lang)}`, viewport))
        fetched.set(path, visits)
      }
    }
  } finally {
    await browser.close()
    await stop()
  }
})

afterAll(() => {
  const rows = sizeLimit.map((row) => `${row.name}: ${row.size} bytes (limit ${row.sizeLimit})`)
  if (rows.length) console.info(`size-limit, brotli:\n${rows.join('\n')}`)
})

it('size-limit: every entry within its limit (the byte budgets, .size-limit.ts)', () => {
  expect(sizeLimit.length).toBe(entries.length)
  for (const row of sizeLimit) expect(row, row.name).toMatchObject({ passed: true })
})

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => [visitPath(page, lang), page, lang] as const)))(
  '%s (%s)',
  (path, page, lang) => {
    it(`has its "${ALL}" entry in .size-limit.ts`, () => {
      expect(entryOf(path, ALL)?.path.length).toBeGreaterThan(0)
    })

    it('its entries name exactly the files Chromium fetches on a first visit, at each viewport', async () => {
      const everything = await filesOf(entryOf(path, ALL))
      const scripts = await filesOf(entryOf(path, JS))
      const seen = fetched.get(path) ?? []
      expect(seen).toHaveLength(VIEWPORTS.length)
      const union = [...new Set(seen.flat())].sort()
      expect(union, `add or remove them in the "${path}: …" entries`).toEqual(everything)
      // Without a JavaScript entry, a page fetches no script file (the landing page: none on its first screen).
      expect(union.filter((file) => file.endsWith('.js'))).toEqual(scripts)
      expect(scripts.every((file) => everything.includes(file))).toBe(true)
    })

    it('fetches its stylesheet, and the font of its own language first', () => {
      for (const files of fetched.get(path) ?? []) {
        expect(files.some((file) => file.endsWith('.css'))).toBe(true)
        const fonts = files.filter((file) => file.endsWith('.woff2'))
        expect(fonts[0]).toMatch(lang === 'ar' ? /cairo-arabic/ : /cairo-latin/)
      }
    })

    it(`its HTML and the Node server's headers fit the first round trip: ≤ ${FIRST_ROUND_TRIP} bytes`, () => {
      const headers = headerBytes.get(path) ?? Number.NaN
      expect(headers).toBeGreaterThan(500)
      const html = statSync(`${DIST}/${htmlFile(page, lang)}.br`).size
      console.log(
        `${path}: first round trip ${html + headers} bytes (${html} HTML, ${headers} headers), ${FIRST_ROUND_TRIP - html - headers} spare`,
      )
      expect(html + headers).toBeLessThanOrEqual(FIRST_ROUND_TRIP)
    })
  },
)
