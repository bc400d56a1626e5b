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
 * The budget is on the Arabic ÷ English ratio of the median first contentful paints, printed with
 * its 90 % interval over the paired rounds (bench/ratio-interval.ts): at least 15 rounds by
 * default (OBSERVED_ROUNDS), fewer only when asked.
 *
 * Alone, after a build: `node bench/observed.ts [--rounds 15] [--trace] [--pages landing,pricing] [--dist dir]`;
 * `--compare ORIGIN` interleaves dist/ (or --dist) with another build served from its own
 * checkout (each build's server allows only its own inline scripts), for a before/after.
 * (PATH=$PWD/node_modules/.bin:$PATH first). `npm run bench` runs it too (`--only observed`).
 */
import { chromium } from '@playwright/test'
import { PUBLIC_PAGES, type PublicPageId, pagePath } from '../src/config/routes.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../test-support/chromium.ts'
import { median } from './lighthouse.ts'
import { OBSERVED_TITLE, type ObservedRow, observedTable, printTable, traceTable } from './observed-tables.ts'
import { ratioInterval } from './ratio-interval.ts'
import { type Lang, loadOnce, type ObservedLoad } from './throttled-load.ts'

/** The paired rounds the Arabic ÷ English budget is read over, at least (docs/performance.md, "The budget"). */
export const OBSERVED_ROUNDS = 15

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
  { runs = OBSERVED_ROUNDS, trace = false, pages = PUBLIC_PAGES, log = console.log } = {},
): Promise<ObservedRow[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const loads = new Map<string, ObservedLoad[]>()
  try {
    for (let round = 0; round < runs; round++) {
      for (const page of pages) {
        const order: Lang[] = round % 2 === 0 ? ['ar', 'en'] : ['en', 'ar']
        for (const lang of order) {
          const path = pagePath(page, lang)
          const url = `${origin}${path}`
          const load = await loadOnce(browser, url, trace)
          const key = `${page}|${lang}`
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
  return pages.flatMap((page) =>
    (['ar', 'en'] as const).map((lang) => {
      const list = loads.get(`${page}|${lang}`) ?? []
      const pick = (get: (load: ObservedLoad) => number) => median(list.map(get))
      const traced = list.flatMap((load) => (load.trace ? [load.trace] : []))
      return {
        page,
        path: pagePath(page, lang),
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

/** A build to compare: a dist/ folder served here, or a running server's origin (`http://…`). */
async function serveBuild(target: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (/^https?:\/\//.test(target)) return { origin: target.replace(/\/$/, ''), stop: async () => {} }
  const { serveDist } = await import('../test-support/serve-dist.ts')
  return serveDist(target)
}

/** Two builds side by side, builds and languages interleaved: each page's medians and ratio per build. */
async function compareBuilds(first: string, second: string, runs: number) {
  const builds = [first, second]
  const servers = await Promise.all(builds.map(serveBuild))
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const loads = new Map<string, ObservedLoad[]>()
  try {
    for (let round = 0; round < runs; round++) {
      for (const page of PUBLIC_PAGES) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0]
        for (const index of order) {
          for (const lang of round % 2 === 0 ? ['ar', 'en'] : ['en', 'ar']) {
            const url = `${servers[index]?.origin}${pagePath(page, lang as Lang)}`
            const key = `${page}|${index}|${lang}`
            loads.set(key, [...(loads.get(key) ?? []), await loadOnce(browser, url, false)])
          }
        }
      }
    }
  } finally {
    await browser.close()
    for (const server of servers) await server.stop()
  }
  for (const page of PUBLIC_PAGES) {
    const path = pagePath(page, 'ar')
    builds.forEach((dir, index) => {
      const of = (lang: Lang) => loads.get(`${page}|${index}|${lang}`) ?? []
      const paints = (lang: Lang) => of(lang).map((item) => item.fcp)
      const fcp = (lang: Lang) => median(paints(lang))
      const load = (lang: Lang) => median(of(lang).map((item) => item.load))
      // Each round loaded both languages back to back: the interval pairs them (bench/ratio-interval.ts).
      const interval = ratioInterval(paints('ar'), paints('en'))
      console.log(
        `${path.padEnd(9)} ${dir.padEnd(24)} ar FCP ${Math.round(fcp('ar'))} (load ${Math.round(load('ar'))}) | ` +
          `en FCP ${Math.round(fcp('en'))} (load ${Math.round(load('en'))}) | ar/en ${(fcp('ar') / fcp('en')).toFixed(3)} ` +
          `(90 %: ${interval.map((end) => end.toFixed(3)).join('–')})`,
      )
    })
  }
}

if (import.meta.main) {
  const { parseArgs } = await import('node:util')
  const { serveDist } = await import('../test-support/serve-dist.ts')
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: String(OBSERVED_ROUNDS) },
      trace: { type: 'boolean', default: false },
      pages: { type: 'string', default: PUBLIC_PAGES.join(',') },
      dist: { type: 'string' },
      compare: { type: 'string' },
    },
  })
  if (values.compare) {
    await compareBuilds(
      values.dist ?? 'dist',
      values.compare,
      Number.parseInt(values.rounds ?? '', 10) || OBSERVED_ROUNDS,
    )
    process.exit(0)
  }
  const { origin, stop } = await serveDist(values.dist)
  try {
    const rows = await runObserved(origin, {
      runs: Math.max(1, Number.parseInt(values.rounds ?? '', 10) || OBSERVED_ROUNDS),
      trace: values.trace,
      pages: (values.pages ?? '')
        .split(',')
        .filter((page): page is PublicPageId => (PUBLIC_PAGES as string[]).includes(page)),
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
