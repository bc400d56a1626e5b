/**
 * The observed run: real page loads in Debian's Chromium with DevTools throttling, closer to a
 * mid-range phone than Lighthouse's simulation. Each load: a fresh browser context (cache off),
 * a 412 × 823 px mobile viewport (DPR 1.75, Lighthouse's phone), 150 ms per-request latency,
 * 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×. Reads the first paint, the first contentful
 * paint, the largest contentful paint and the load event from the page's own performance entries.
 *
 * Arabic and English are loaded interleaved (ar, en, en, ar, ar, en…: the pair's order flips
 * every round, so drift on this shared machine falls on both languages alike), and compared by
 * the median of each. With `--trace`, every load also records a performance trace, and the
 * main-thread time of each kind (Layout, style, HTML parsing, script, paint) is summed per page
 * and language, in all and before the first contentful paint.
 *
 * Alone, after a build: `node bench/observed.ts [--runs 5] [--trace] [--pages /,/pricing] [--dist dir]`;
 * `--compare OTHER_DIST` serves dist/ (or --dist) and another build side by side and interleaves
 * the two as well, for a before/after.
 * (PATH=$PWD/node_modules/.bin:$PATH first). `npm run bench` runs it too (`--only observed`).
 */
import { loadavg } from 'node:os'
import { type Browser, chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts'
import { PUBLIC_PAGES, ROUTES } from '../src/config/routes.ts'
import { localizedHref } from '../src/i18n/lang.ts'
import { median } from './lighthouse.ts'

/** Every page with an address of its own (src/config/routes.ts). */
const PUBLIC_PATHS: string[] = PUBLIC_PAGES.map((page) => ROUTES[page].path)

export const OBSERVED_CONDITIONS = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1_000_000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
}

/** Budget (docs/architecture.md): the Arabic page's observed paint over its English twin's. */
export const OBSERVED_RATIO_BUDGET = 1.05

export type Lang = 'ar' | 'en'
export interface ObservedLoad {
  /** The machine's 1-minute load average when the load started (2 cores: above 2, it is shared). */
  loadAverage: number
  firstPaint: number
  fcp: number
  lcp: number
  load: number
  /** Main-thread milliseconds by kind (with --trace): in all, and before the first contentful paint. */
  trace?: { total: Record<string, number>; beforeFcp: Record<string, number> }
}

export interface ObservedRow {
  path: string
  lang: Lang
  runs: ObservedLoad[]
  fcp: number
  firstPaint: number
  lcp: number
  load: number
  trace?: { total: Record<string, number>; beforeFcp: Record<string, number> }
}

/** Trace event names, grouped the way DevTools' summary groups them. */
const KINDS: Record<string, string[]> = {
  layout: ['Layout'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  parseHTML: ['ParseHTML'],
  script: [
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'FunctionCall',
    'TimerFire',
    'EventDispatch',
    'v8.evaluateModule',
  ],
  paint: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit'],
  fonts: ['FontCache::GetFontData', 'FontFace::load', 'FontFaceSet::load'],
}
const KIND_OF = new Map(Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])))

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time, insensitive to other processes competing for the cores. */
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; frame?: string; data?: { frame?: string; isMainFrame?: boolean } }
}

/**
 * Sums the renderer main thread's time by kind. Only outermost events of a kind count (a Layout
 * forced inside a script counts as both script and layout, never twice as layout).
 */
export function summarizeTrace(events: TraceEvent[], clock: 'wall' | 'cpu' = 'wall') {
  // The page's renderer main thread is the one that reports its first contentful paint.
  const fcpEvent = events.find((event) => event.name === 'firstContentfulPaint')
  const onMain = (event: TraceEvent) => event.pid === fcpEvent?.pid && event.tid === fcpEvent?.tid
  const total: Record<string, number> = {}
  const beforeFcp: Record<string, number> = {}
  const open: Record<string, number> = {}
  const until: Record<string, number> = {}
  const fcpTs = fcpEvent?.ts ?? Number.POSITIVE_INFINITY
  const sorted = events.filter(onMain).sort((a, b) => a.ts - b.ts)
  for (const event of sorted) {
    const kind = KIND_OF.get(event.name)
    if (!kind) continue
    let start = event.ts
    let end: number
    let cpu = Number.NaN
    if (event.ph === 'X') {
      end = event.ts + (event.dur ?? 0)
      cpu = (event.tdur ?? Number.NaN) / 1000
    } else if (event.ph === 'B') {
      open[event.name] = event.ts
      continue
    } else if (event.ph === 'E') {
      start = open[event.name] ?? event.ts
      end = event.ts
    } else continue
    if (start < (until[kind] ?? 0)) continue // nested inside an event of the same kind
    until[kind] = end
    const ms = clock === 'cpu' && !Number.isNaN(cpu) ? cpu : (end - start) / 1000
    total[kind] = (total[kind] ?? 0) + ms
    if (end <= fcpTs) beforeFcp[kind] = (beforeFcp[kind] ?? 0) + ms
  }
  return { total, beforeFcp }
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
  '__metadata',
]

export async function loadOnce(browser: Browser, url: string, trace: boolean): Promise<ObservedLoad> {
  const c = OBSERVED_CONDITIONS
  const context = await browser.newContext({
    viewport: c.viewport,
    deviceScaleFactor: c.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const state = window as unknown as { observedLcp: number }
      state.observedLcp = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.observedLcp = entry.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: c.latencyMs,
      downloadThroughput: c.downloadBytesPerSecond,
      uploadThroughput: c.uploadBytesPerSecond,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: c.cpuSlowdown })
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    const loadAverage = loadavg()[0] ?? Number.NaN
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    // The first contentful paint may come after the load event: wait for it, then let the page settle.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { timeout: 30_000, polling: 50 },
    )
    await page.waitForTimeout(500)
    const figures = await page.evaluate(() => {
      const paint = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN
      const navigation = performance.getEntriesByType('navigation')[0] as
        | PerformanceNavigationTiming
        | undefined
      return {
        firstPaint: paint('first-paint'),
        fcp: paint('first-contentful-paint'),
        lcp: (window as unknown as { observedLcp: number }).observedLcp,
        load: navigation?.loadEventStart ?? Number.NaN,
      }
    })
    let traced: ObservedLoad['trace']
    if (trace) {
      const buffer = await browser.stopTracing()
      const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }
      const { total, beforeFcp } = summarizeTrace(traceEvents, 'cpu')
      traced = { total, beforeFcp }
    }
    return { ...figures, loadAverage, trace: traced }
  } finally {
    await context.close()
  }
}

function meanOf(records: Array<Record<string, number>>): Record<string, number> {
  const kinds = [...new Set(records.flatMap((record) => Object.keys(record)))]
  return Object.fromEntries(
    kinds.map((kind) => [
      kind,
      records.reduce((sum, record) => sum + (record[kind] ?? 0), 0) / records.length,
    ]),
  )
}

export async function runObserved(
  origin: string,
  { runs = 5, trace = false, paths = PUBLIC_PATHS, log = console.log } = {},
): Promise<ObservedRow[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const loads = new Map<string, ObservedLoad[]>()
  try {
    for (let round = 0; round < runs; round++) {
      for (const path of paths) {
        const order: Lang[] = round % 2 === 0 ? ['ar', 'en'] : ['en', 'ar']
        for (const lang of order) {
          const url = `${origin}${localizedHref(path, lang)}`
          const load = await loadOnce(browser, url, trace)
          const key = `${path}|${lang}`
          loads.set(key, [...(loads.get(key) ?? []), load])
          log(
            `observed ${path} ${lang} round ${round + 1}: FCP ${Math.round(load.fcp)} ms, load ${Math.round(load.load)} ms` +
              (load.trace ? `, layout ${Math.round(load.trace.total.layout ?? 0)} ms` : ''),
          )
        }
      }
    }
  } finally {
    await browser.close()
  }
  return paths.flatMap((path) =>
    (['ar', 'en'] as const).map((lang) => {
      const list = loads.get(`${path}|${lang}`) ?? []
      const pick = (get: (load: ObservedLoad) => number) => median(list.map(get))
      const traced = list.flatMap((load) => (load.trace ? [load.trace] : []))
      return {
        path,
        lang,
        runs: list,
        fcp: pick((load) => load.fcp),
        firstPaint: pick((load) => load.firstPaint),
        lcp: pick((load) => load.lcp),
        load: pick((load) => load.load),
        trace:
          traced.length > 0
            ? {
                total: meanOf(traced.map((t) => t.total)),
                beforeFcp: meanOf(traced.map((t) => t.beforeFcp)),
              }
            : undefined,
      }
    }),
  )
}

/** The printed rows: each language's medians, and on the Arabic row its ratio to English beside the budget. */
export function observedTable(rows: ObservedRow[]) {
  const failures: string[] = []
  const table = rows.map((row) => {
    const twin = rows.find((other) => other.path === row.path && other.lang === 'en')
    const ratio = row.lang === 'ar' && twin ? row.fcp / twin.fcp : Number.NaN
    const paintsBeforeLoad = row.fcp < row.load
    if (!paintsBeforeLoad)
      failures.push(
        `observed ${row.path} ${row.lang}: first paint ${Math.round(row.fcp)} ms after load ${Math.round(row.load)} ms`,
      )
    if (ratio > OBSERVED_RATIO_BUDGET)
      failures.push(
        `observed ${row.path}: Arabic paints ${ratio.toFixed(3)}× English > ${OBSERVED_RATIO_BUDGET}`,
      )
    return {
      page: `${row.path} ${row.lang}`,
      'FP ms': Math.round(row.firstPaint),
      'FCP ms': `${Math.round(row.fcp)}${paintsBeforeLoad ? '' : ' ✗'}`,
      'LCP ms': Math.round(row.lcp),
      'load ms': Math.round(row.load),
      'FCP runs': row.runs.map((load) => Math.round(load.fcp)).join(' '),
      'ar/en': Number.isNaN(ratio) ? '' : `${ratio.toFixed(3)}${ratio > OBSERVED_RATIO_BUDGET ? ' ✗' : ''}`,
      budget: row.lang === 'ar' ? `≤ ${OBSERVED_RATIO_BUDGET}` : '',
      'load avg': median(row.runs.map((load) => load.loadAverage)).toFixed(1),
    }
  })
  return { table, failures }
}

export function traceTable(rows: ObservedRow[]) {
  const kinds = Object.keys(KINDS)
  return rows
    .filter((row) => row.trace)
    .map((row) => ({
      page: `${row.path} ${row.lang}`,
      ...Object.fromEntries(
        kinds.map((kind) => [
          `${kind} ms`,
          `${Math.round(row.trace?.total[kind] ?? 0)} (${Math.round(row.trace?.beforeFcp[kind] ?? 0)})`,
        ]),
      ),
    }))
}

export function printTable(title: string, rows: Array<Record<string, string | number | boolean>>) {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0] ?? {})
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column]).length)),
  )
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')
  console.log(`\n${title}`)
  console.log(line(columns))
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'))
  for (const row of rows) console.log(line(columns.map((column) => String(row[column]))))
}

/** Two builds side by side, builds and languages interleaved: each page's medians and ratio per build. */
async function compareBuilds(first: string, second: string, runs: number) {
  const { serveDist } = await import('../scripts/dev/serve-dist.ts')
  const builds = [first, second]
  const servers = await Promise.all(builds.map((dir) => serveDist(dir)))
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const loads = new Map<string, ObservedLoad[]>()
  try {
    for (let round = 0; round < runs; round++) {
      for (const path of PUBLIC_PATHS) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0]
        for (const index of order) {
          for (const lang of round % 2 === 0 ? ['ar', 'en'] : ['en', 'ar']) {
            const url = `${servers[index]?.origin}${localizedHref(path, lang as Lang)}`
            const key = `${path}|${index}|${lang}`
            loads.set(key, [...(loads.get(key) ?? []), await loadOnce(browser, url, false)])
          }
        }
      }
    }
  } finally {
    await browser.close()
    for (const server of servers) await server.stop()
  }
  for (const path of PUBLIC_PATHS) {
    builds.forEach((dir, index) => {
      const fcp = (lang: Lang) =>
        median((loads.get(`${path}|${index}|${lang}`) ?? []).map((load) => load.fcp))
      const load = (lang: Lang) =>
        median((loads.get(`${path}|${index}|${lang}`) ?? []).map((item) => item.load))
      console.log(
        `${path.padEnd(9)} ${dir.padEnd(24)} ar FCP ${Math.round(fcp('ar'))} (load ${Math.round(load('ar'))}) | ` +
          `en FCP ${Math.round(fcp('en'))} (load ${Math.round(load('en'))}) | ar/en ${(fcp('ar') / fcp('en')).toFixed(3)}`,
      )
    })
  }
}

export const OBSERVED_TITLE = `Observed (Chromium, DevTools throttling: ${OBSERVED_CONDITIONS.latencyMs} ms latency, 1.6 Mbit/s down, 750 kbit/s up, ${OBSERVED_CONDITIONS.cpuSlowdown}× CPU, 412 px, cache off; medians; budget: FCP before load, Arabic ÷ English ≤ ${OBSERVED_RATIO_BUDGET})`

if (import.meta.main) {
  const { parseArgs } = await import('node:util')
  const { serveDist } = await import('../scripts/dev/serve-dist.ts')
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      trace: { type: 'boolean', default: false },
      pages: { type: 'string', default: PUBLIC_PATHS.join(',') },
      dist: { type: 'string' },
      compare: { type: 'string' },
    },
  })
  if (values.compare) {
    await compareBuilds(values.dist ?? 'dist', values.compare, Number.parseInt(values.runs ?? '5', 10) || 5)
    process.exit(0)
  }
  const { origin, stop } = await serveDist(values.dist)
  try {
    const rows = await runObserved(origin, {
      runs: Math.max(1, Number.parseInt(values.runs ?? '5', 10) || 5),
      trace: values.trace,
      paths: (values.pages ?? PUBLIC_PATHS.join(',')).split(','),
    })
    const { table, failures } = observedTable(rows)
    printTable(OBSERVED_TITLE, table)
    printTable(
      'Main-thread CPU ms by kind (thread time), mean per load: in all (before the first contentful paint)',
      traceTable(rows),
    )
    console.log(failures.length ? `\nOver budget:\n- ${failures.join('\n- ')}` : '\nObserved: within budget.')
  } finally {
    await stop()
  }
}
