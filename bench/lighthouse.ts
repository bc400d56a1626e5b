/**
 * Lighthouse (node API) on Debian's Chromium, every public page of the route table in both languages:
 * mobile (`--cpu` 4 or 8) and desktop, `runs` rounds, languages alternating. Each mobile run is paired
 * in its round with the same page with its script files blocked (`blockedUrlPatterns`), and `--peer`
 * is measured in the same rounds. Pass/fail: Lighthouse CI's assertions (lighthouserc.json) by its own
 * engine (`@lhci/utils`), median of the runs; desktop but for the phone's performance and LCP. Our
 * code only for the blocking time against the same run's references (`scriptCost`, `belowPeer`):
 * absolute blocking time is not stable on a shared machine.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { PUBLIC_PAGES, pagePath } from '../src/config/routes.ts'
import { LANGS } from '../src/i18n/lang.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../test-support/chromium.ts'
import { type Check, median, type Row } from './table.ts'

type Preset = 'mobile' | 'desktop'
const CATEGORIES = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' }
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
type Flags = NonNullable<Parameters<typeof lighthouse>[1]>

const require = createRequire(import.meta.url)
/** Lighthouse CI's assertion engine (it ships no types): the failed assertions of `options` on one URL's reports. */
const { getAllAssertionResults } = require('@lhci/utils/src/assertions.js') as {
  getAllAssertionResults: (options: object, reports: Report[]) => Array<Record<string, string | number>>
}
/** The assertions (Lighthouse CI's `ci.assert`), and those that hold on the phone only. */
const RC = JSON.parse(readFileSync(new URL('../lighthouserc.json', import.meta.url), 'utf8')).ci.assert as {
  assertions: Record<string, unknown>
}
const MOBILE_ONLY = ['categories:performance', 'largest-contentful-paint']
export function assertionsFor(preset: Preset) {
  const off = Object.fromEntries(MOBILE_ONLY.map((key) => [key, 'off']))
  return preset === 'mobile' ? RC : { ...RC, assertions: { ...RC.assertions, ...off } }
}

/** The page's JavaScript may add this much blocking time to the same page without it: 20 ms or 15 %. */
export const SCRIPT_COST_BUDGET = { ms: 20, share: 0.15 }

/**
 * What a page's JavaScript adds to its blocking time, against the same page with its scripts blocked.
 * A page that requests no script file is the same page both ways: the difference is noise (`applies: false`).
 */
export function scriptCost(withScriptsMs: number, blockedMs: number, scriptFiles: number) {
  const [addedMs, applies] = [withScriptsMs - blockedMs, scriptFiles > 0]
  const allowedMs = Math.max(SCRIPT_COST_BUDGET.ms, SCRIPT_COST_BUDGET.share * blockedMs)
  return { addedMs, allowedMs, applies, ok: !applies || addedMs <= allowedMs }
}

/** Whether the page without its scripts blocks less than the peer; against a peer at 0 ms, 0 ms holds. */
export function belowPeer(blockedMs: number, peerMs: number): boolean {
  return blockedMs < peerMs || (peerMs === 0 && blockedMs === 0)
}

export async function withChromium<T>(work: (port: number) => Promise<T>, flags: string[] = []): Promise<T> {
  const chromeFlags = [...CHROMIUM_ARGS, ...flags]
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags, logLevel: 'silent' })
  try {
    return await work(chrome.port)
  } finally {
    chrome.kill()
  }
}

/** One Lighthouse run with `flags`; a trace that failed to record (NO_NAVSTART on a busy machine) is tried again. */
export async function lighthouseRun(url: string, flags: Flags, config?: typeof desktopConfig) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', ...flags }, config)
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: '' }
    if (result && !error) return result
    if (attempt >= 3) throw new Error(`Lighthouse ${url}: ${error?.code} ${error?.message}`)
    console.error(`retrying ${url}: ${error?.code}`)
  }
}

async function runLighthouse(url: string, preset: Preset, port: number, cpu: number, blockScripts = false) {
  const flags = {
    port,
    // Without its scripts only the blocking time is read.
    onlyCategories: blockScripts ? ['performance'] : Object.keys(CATEGORIES),
    ...(blockScripts ? { blockedUrlPatterns: ['*.js', '*.mjs'] } : {}),
    ...(preset === 'mobile' ? { throttling: { cpuSlowdownMultiplier: cpu } } : {}),
  }
  return (await lighthouseRun(url, flags, preset === 'desktop' ? desktopConfig : undefined)).lhr
}

const numeric = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN
const tbt = (report: Report) => numeric(report, 'total-blocking-time')
const items = (report: Report, id: string) =>
  (report.audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []
const scriptFiles = (report: Report) =>
  items(report, 'network-requests').filter((item) => item.resourceType === 'Script').length
const otherHosts = (report: Report) =>
  Number(items(report, 'resource-summary').find((item) => item.resourceType === 'third-party')?.requestCount)

/** One page in one preset: each budget figure (medians) beside the assertions' verdict. */
function pageRow(name: string, preset: Preset, reports: Report[], blocked: number[], check: Check): Row {
  const failed = getAllAssertionResults(assertionsFor(preset), reports)
  for (const f of failed)
    check(`${name}: ${f.auditProperty ?? f.auditId} ${f.actual}, expected ${f.operator} ${f.expected}`, false)
  const mark = (key: string) => (failed.some((f) => (f.auditProperty ?? f.auditId) === key) ? ' ✗' : '')
  const m = (get: (report: Report) => number) => median(reports.map(get))
  const score = (id: string) =>
    `${Math.round(m((report) => report.categories[id]?.score ?? 0) * 100)}${mark(id)}`
  const audit = (id: string) => m((report) => numeric(report, id))
  const row: Row = {
    page: name,
    ...Object.fromEntries(Object.entries(CATEGORIES).map(([id, label]) => [label, score(id)])),
    'LCP ms': `${Math.round(audit('largest-contentful-paint'))}${mark('largest-contentful-paint')}`,
    CLS: `${audit('cumulative-layout-shift').toFixed(3)}${mark('cumulative-layout-shift')}`,
    'other hosts': `${m(otherHosts)}${mark('third-party.count')}`,
    'TBT ms': Math.round(m(tbt)),
  }
  if (preset === 'desktop') return row
  const cost = scriptCost(m(tbt), median(blocked), Math.max(...reports.map(scriptFiles)))
  const [added, allowed] = [Math.round(cost.addedMs), Math.round(cost.allowedMs)]
  const verdict = check(`${name}: the scripts add ${added} ms of TBT > ${allowed}`, cost.ok)
  return {
    ...row,
    'blocked ms': Math.round(median(blocked)),
    'JS adds ms': cost.applies ? `${added}${verdict}` : `${added} (no script file: noise)`,
    'JS budget': cost.applies ? `≤ ${allowed}` : '-',
  }
}

export const lighthouseTitle = (cpu: number, runs: number) =>
  `Lighthouse, mobile at ${cpu}× CPU and desktop, median of ${runs} (assertions: lighthouserc.json, perf and LCP on mobile; "blocked": the same page with its script files blocked, same rounds; the scripts may add ≤ ${SCRIPT_COST_BUDGET.ms} ms or +${SCRIPT_COST_BUDGET.share * 100} %, and blocked must be below the peer's TBT)`

export async function lighthouseRows(
  origin: string,
  options: { runs: number; cpu: number; peer?: string },
  check: Check,
) {
  const { runs, cpu, peer } = options
  const rows: Row[] = []
  const peerReports: Report[] = []
  await withChromium(async (port) => {
    for (const page of PUBLIC_PAGES) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const reports = new Map(
          LANGS.map((lang) => [lang, { with: [] as Report[], blocked: [] as number[] }]),
        )
        for (let round = 0; round < runs; round++) {
          // The peer first in each mobile round (a peer that does not answer stops the bench at once).
          if (peer && preset === 'mobile') peerReports.push(await runLighthouse(peer, 'mobile', port, cpu))
          for (const lang of round % 2 === 0 ? LANGS : [...LANGS].reverse()) {
            const bucket = reports.get(lang)
            // The pair in alternating order too: neither always runs first.
            for (const block of preset === 'desktop'
              ? [false]
              : round % 2 === 0
                ? [false, true]
                : [true, false]) {
              const report = await runLighthouse(`${origin}${pagePath(page, lang)}`, preset, port, cpu, block)
              if (block) bucket?.blocked.push(tbt(report))
              else bucket?.with.push(report)
            }
          }
        }
        for (const [lang, bucket] of reports)
          rows.push(pageRow(`${pagePath(page, lang)} ${preset}`, preset, bucket.with, bucket.blocked, check))
        console.log(`measured ${pagePath(page, 'ar')} ${preset}, ${runs} rounds`)
      }
    }
  })
  if (peerReports.length === 0) return rows
  const peerTbt = Math.round(median(peerReports.map(tbt)))
  for (const row of rows) {
    const blocked = row['blocked ms']
    if (typeof blocked === 'number')
      check(
        `${row.page}: ${blocked} ms TBT with its scripts blocked, not below the peer's ${peerTbt} ms`,
        belowPeer(blocked, peerTbt),
      )
  }
  const lcp = Math.round(median(peerReports.map((report) => numeric(report, 'largest-contentful-paint'))))
  return [...rows, { page: `peer ${peer} mobile`, 'LCP ms': lcp, 'TBT ms': peerTbt }]
}
