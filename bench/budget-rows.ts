/**
 * The bench's rows for Lighthouse (with the scripts-blocked pairing and the peer), first-load
 * bytes and the load test, each figure beside its budget: a figure over budget is marked ✗ and recorded by `check` (bench/run.ts prints the
 * tables and the list of what is over).
 */
import { PAGES, type PublicPageId, pagePath, visitPath } from '../src/config/routes.ts'
import { LANGS } from '../src/i18n/lang.ts'
import { BUDGET, firstLoad, summarize } from './first-load.ts'
import { type InView, inViewOf } from './islands-in-view.ts'
import { median, medianRun, type Preset, runLighthouse, withChromium } from './lighthouse.ts'
import type { LoadRow } from './load.ts'

export type Row = Record<string, string | number | boolean>
/** Records `label` as over budget unless `ok`; returns the mark to print beside the figure. */
export type Check = (label: string, ok: boolean) => string
export interface BenchPage {
  id: PublicPageId
  path: string
}

/** A check and the list it fills. */
export function budgetCheck(): { failures: string[]; check: Check } {
  const failures: string[] = []
  const check = (label: string, ok: boolean) => {
    if (!ok) failures.push(label)
    return ok ? '' : ' ✗'
  }
  return { failures, check }
}

const PRESETS: Preset[] = ['mobile', 'desktop']

/**
 * Budgets (docs/performance.md, "The budget"): mobile performance 100, a11y/BP/SEO 100, LCP ≤ 1.1 s on
 * a phone, CLS 0, no other hosts. Blocking time is not stable on shared machines, so it is judged
 * against references taken in the same run: the same page with its script files blocked (its
 * JavaScript may add at most 20 ms or 15 %, whichever is more), and a static peer (`--peer`),
 * which the page without its scripts must block less than. The LCP reading is compared at 10 ms,
 * the precision of Lighthouse's own display (1.1 s / 1,103 ms), and printed exactly.
 */
export const LCP_BUDGET_MS = 1100
export const SCRIPT_COST_BUDGET = { ms: 20, share: 0.15 }
const atBudgetPrecision = (ms: number) => Math.round(ms / 10) * 10

/**
 * What a page's JavaScript adds to its blocking time, against the same page with its scripts
 * blocked. A page that requests no script file is the same page both ways: the difference is then
 * this run's noise, printed as such and not held to the budget (`applies: false`).
 */
export function scriptCost(withScriptsMs: number, blockedMs: number, scriptFiles: number) {
  const addedMs = withScriptsMs - blockedMs
  const allowedMs = Math.max(SCRIPT_COST_BUDGET.ms, SCRIPT_COST_BUDGET.share * blockedMs)
  const applies = scriptFiles > 0
  return { addedMs, allowedMs, applies, ok: !applies || addedMs <= allowedMs }
}

/**
 * Whether a page without its scripts blocks less than the peer measured beside it. When the peer
 * blocks for 0 ms nothing can be below it, so 0 ms is then within budget too (a page that blocks at
 * all is not).
 */
export function belowPeer(blockedMs: number, peerMs: number): boolean {
  return blockedMs < peerMs || (peerMs === 0 && blockedMs === 0)
}

export const lighthouseTitle = (cpu: number) =>
  `Lighthouse, mobile at ${cpu}× CPU, desktop at 1× (budget: mobile perf 100, a11y/BP/SEO 100, LCP ≤ ${LCP_BUDGET_MS} ms mobile, ` +
  `CLS 0, no other hosts; mobile TBT: the page's scripts add ≤ ${SCRIPT_COST_BUDGET.ms} ms or +${SCRIPT_COST_BUDGET.share * 100} % ` +
  'to the same page with its script files blocked, which blocks less than the peer; on a page with no script file ' +
  "the pair is one page measured twice, its difference the run's noise; main thread: all the load's main-thread work, scripts blocked (the peer as served), on the same CPU scale)"

export interface LighthouseOptions {
  runs: number
  /** Mobile CPU slowdown. */
  cpu: number
  /** Another site measured beside ours, in the same run (mobile). */
  peer?: string
}

type Run = Awaited<ReturnType<typeof runLighthouse>>

/**
 * Lighthouse, median of `runs` per page, preset and language, the languages interleaved (ar, en,
 * en, ar…) so the shared machine's load falls on both alike. On mobile each run is paired with a
 * run of the same page with its script files blocked, and the peer (if any) is measured in the
 * same rounds.
 */
export async function lighthouseRows(
  origin: string,
  pages: BenchPage[],
  options: LighthouseOptions,
  check: Check,
) {
  const { runs, cpu, peer } = options
  const rows: Row[] = []
  const peerRuns: Run[] = []
  const blockedMedians: Array<{ name: string; tbt: number }> = []
  // A peer that does not answer 200 would fail its first run minutes into the bench: ask first.
  if (peer) {
    const answer = await fetch(peer, { redirect: 'manual' }).catch((error: Error) => error)
    if (answer instanceof Error || answer.status !== 200)
      throw new Error(
        `--peer ${peer}: ${answer instanceof Error ? answer.message : `status ${answer.status}`}, not 200`,
      )
  }
  await withChromium(async (port) => {
    for (const page of pages) {
      for (const preset of PRESETS) {
        const results: Record<string, { with: Run[]; blocked: Run[] }> = {
          ar: { with: [], blocked: [] },
          en: { with: [], blocked: [] },
        }
        for (let run = 0; run < runs; run++) {
          for (const lang of run % 2 === 0 ? LANGS : [...LANGS].reverse()) {
            const url = `${origin}${pagePath(page.id, lang)}`
            const bucket = results[lang] ?? { with: [], blocked: [] }
            // The pair in alternating order as well: neither always runs first.
            const order = preset === 'mobile' ? (run % 2 === 0 ? [false, true] : [true, false]) : [false]
            for (const blockScripts of order) {
              const measured = await runLighthouse(url, preset, port, { cpu, blockScripts })
              bucket[blockScripts ? 'blocked' : 'with'].push(measured)
            }
          }
          // The peer in every mobile round: beside each of our pages, under the same load.
          if (peer && preset === 'mobile') peerRuns.push(await runLighthouse(peer, 'mobile', port, { cpu }))
        }
        for (const lang of LANGS) {
          const bucket = results[lang] ?? { with: [], blocked: [] }
          const m = medianRun(bucket.with)
          const name = `${pagePath(page.id, lang)} ${preset}`
          const mobile = preset === 'mobile'
          const blocked = mobile ? median(bucket.blocked.map((run) => run.tbt)) : Number.NaN
          const blockedWork = mobile ? median(bucket.blocked.map((run) => run.mainThread)) : Number.NaN
          const cost = scriptCost(m.tbt, blocked, m.scriptFiles)
          if (mobile) blockedMedians.push({ name, tbt: blocked })
          rows.push({
            page: name,
            perf: `${m.performance}${check(`${name} performance ${m.performance} < 100`, !mobile || m.performance >= 100)}`,
            a11y: `${m.accessibility}${check(`${name} accessibility ${m.accessibility} < 100`, m.accessibility === 100)}`,
            bp: `${m.bestPractices}${check(`${name} best practices ${m.bestPractices} < 100`, m.bestPractices === 100)}`,
            seo: `${m.seo}${check(`${name} SEO ${m.seo} < 100`, m.seo === 100)}`,
            'FCP ms': Math.round(m.fcp),
            'LCP ms': `${Math.round(m.lcp)}${check(`${name} LCP ${Math.round(m.lcp)} ms > ${LCP_BUDGET_MS}`, !mobile || atBudgetPrecision(m.lcp) <= LCP_BUDGET_MS)}`,
            'TBT ms': Math.round(m.tbt),
            'TBT blocked ms': mobile ? Math.round(blocked) : '-',
            'main thread blocked ms': mobile ? Math.round(blockedWork) : '-',
            'JS adds ms': !mobile
              ? '-'
              : !cost.applies
                ? `${Math.round(cost.addedMs)} (no script file: noise)`
                : `${Math.round(cost.addedMs)}${check(
                    `${name} at ${cpu}× CPU: the scripts add ${Math.round(cost.addedMs)} ms of TBT (${Math.round(m.tbt)} against ${Math.round(blocked)} blocked) > ${Math.round(cost.allowedMs)}`,
                    cost.ok,
                  )}`,
            'JS budget ms': mobile && cost.applies ? `≤ ${Math.round(cost.allowedMs)}` : '-',
            CLS: `${m.cls.toFixed(3)}${check(`${name} CLS ${m.cls} > 0`, m.cls < 0.005)}`,
            'SI ms': Math.round(m.si),
            CPU: `${m.cpuSlowdown}×`,
            'CPU index': Math.round(m.benchmarkIndex),
            'other hosts': `${m.otherHosts.length}${check(`${name} requests to ${m.otherHosts.join(', ')}`, m.otherHosts.length === 0)}`,
          })
        }
        console.log(
          `measured ${page.path} ${preset} (${runs} runs per language${preset === 'mobile' ? ', each with its scripts blocked too' : ''})`,
        )
      }
    }
  })
  rows.sort((a, b) => String(a.page).localeCompare(String(b.page)))
  if (peer && peerRuns.length > 0) {
    const p = medianRun(peerRuns)
    for (const { name, tbt } of blockedMedians) {
      check(
        `${name}: ${Math.round(tbt)} ms TBT with its scripts blocked, not below the peer's ${Math.round(p.tbt)} ms`,
        belowPeer(Math.round(tbt), Math.round(p.tbt)),
      )
    }
    rows.push({
      page: `peer ${peer} mobile`,
      perf: p.performance,
      a11y: p.accessibility,
      bp: p.bestPractices,
      seo: p.seo,
      'FCP ms': Math.round(p.fcp),
      'LCP ms': Math.round(p.lcp),
      'TBT ms': Math.round(p.tbt),
      'TBT blocked ms': '-',
      'main thread blocked ms': Math.round(p.mainThread),
      'JS adds ms': '-',
      'JS budget ms': '-',
      CLS: p.cls.toFixed(3),
      'SI ms': Math.round(p.si),
      CPU: `${p.cpuSlowdown}×`,
      'CPU index': Math.round(p.benchmarkIndex),
      'other hosts': p.otherHosts.length,
    })
  }
  return rows
}

/** First-load bytes of every page in each language, by type, beside the budgets of first-load.ts. */
export function bytesRows(dist: string, inView: InView[], check: Check): Row[] {
  const rows: Row[] = []
  const kb = (bytes: number) => (bytes / 1000).toFixed(1)
  for (const page of PAGES) {
    for (const lang of LANGS) {
      const summary = summarize(firstLoad(dist, page, lang, inViewOf(inView, page, lang)))
      const name = visitPath(page, lang)
      const filesBudget = BUDGET.jsFiles[page]
      rows.push({
        page: name,
        requests: summary.requests,
        'HTML br/raw': `${kb(summary.brotli.html)}/${kb(summary.raw.html)}`,
        'CSS br/raw': `${kb(summary.brotli.css)}/${kb(summary.raw.css)}`,
        'JS files': `${summary.jsFiles}${filesBudget === undefined ? '' : check(`${name}: ${summary.jsFiles} script files on first load > ${filesBudget}`, summary.jsFiles <= filesBudget)}`,
        'JS files br': `${kb(summary.brotli.js)}${check(`${name} JS files ${kb(summary.brotli.js)} kB > ${kb(BUDGET.js[page])}`, summary.brotli.js <= BUDGET.js[page])}`,
        'JS budget': kb(BUDGET.js[page]),
        'inline JS br/raw': `${kb(summary.inlineJs.brotli)}/${kb(summary.inlineJs.raw)}${check(`${name} inline JS ${kb(summary.inlineJs.brotli)} kB > ${kb(BUDGET.inlineJs)}`, summary.inlineJs.brotli <= BUDGET.inlineJs)}`,
        'all JS br': kb(summary.jsBrotli),
        'fonts kB': kb(summary.brotli.font),
        'images kB': kb(summary.brotli.image),
        'total br/raw': `${kb(summary.totalBrotli)}/${kb(summary.totalRaw)}${check(`${name} total ${kb(summary.totalBrotli)} kB > ${kb(BUDGET.total[page])}`, summary.totalBrotli <= BUDGET.total[page])}`,
        'total budget': kb(BUDGET.total[page]),
      })
    }
  }
  return rows
}

/** The load test's budget: no errors, and the Node server at least half as fast as nginx. */
export function checkLoadRows(loadRows: LoadRow[], check: Check): void {
  const nginx = new Map(
    loadRows.filter((row) => row.server === 'nginx').map((row) => [`${row.case}|${row.connections}`, row]),
  )
  for (const row of loadRows) {
    const name = `load ${row.server} ${row.case} ×${row.connections}`
    check(`${name}: ${row.errors} errors, ${row.non2xx} non-2xx`, row.errors === 0 && row.non2xx === 0)
    const reference = nginx.get(`${row.case}|${row.connections}`)
    if (row.server === 'node' && reference) {
      check(
        `${name}: ${row.requestsPerSecond} req/s is under half of nginx's ${reference.requestsPerSecond}`,
        row.requestsPerSecond >= reference.requestsPerSecond / 2,
      )
    }
  }
}
