/**
 * The bench's rows for Lighthouse, first-load bytes and the load test, each figure beside its
 * budget: a figure over budget is marked ✗ and recorded by `check` (bench/run.ts prints the
 * tables and the list of what is over).
 */
import type { PublicPageId } from '../src/config/routes.ts'
import { LANGS, localizedHref } from '../src/i18n/lang.ts'
import { BUDGET, firstLoad, summarize } from './first-load.ts'
import { medianRun, type Preset, runLighthouse, withChromium } from './lighthouse.ts'
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
 * Budgets (docs/architecture.md, "The rules and their owners"): mobile performance 100 (median of 5), LCP ≤ 1.1 s on a
 * phone, TBT ≤ 50 ms, CLS 0. The LCP reading is compared at 10 ms, the precision of
 * Lighthouse's own display (1.1 s / 1,103 ms), and printed exactly.
 */
const LCP_BUDGET_MS = 1100
const atBudgetPrecision = (ms: number) => Math.round(ms / 10) * 10

export const LIGHTHOUSE_TITLE = `Lighthouse (budget: mobile perf 100, a11y/BP/SEO 100, LCP ≤ ${LCP_BUDGET_MS} ms mobile, TBT ≤ 50 ms, CLS 0, no other hosts)`

/** Lighthouse, median of `runs` per page, preset and language (the languages interleaved). */
export async function lighthouseRows(origin: string, pages: BenchPage[], runs: number, check: Check) {
  const rows: Row[] = []
  const urlOf = (path: string, lang: (typeof LANGS)[number]) => `${origin}${localizedHref(path, lang)}`
  await withChromium(async (port) => {
    for (const page of pages) {
      for (const preset of PRESETS) {
        // Arabic and English interleaved (ar, en, en, ar…), so the shared machine's load falls on both alike.
        const results: Record<string, Awaited<ReturnType<typeof runLighthouse>>[]> = { ar: [], en: [] }
        for (let run = 0; run < runs; run++) {
          for (const lang of run % 2 === 0 ? LANGS : [...LANGS].reverse()) {
            results[lang]?.push(await runLighthouse(urlOf(page.path, lang), preset, port))
          }
        }
        for (const lang of LANGS) {
          const m = medianRun(results[lang] ?? [])
          const name = `${page.path} ${lang} ${preset}`
          rows.push({
            page: name,
            perf: `${m.performance}${check(`${name} performance ${m.performance} < 100`, preset === 'desktop' || m.performance >= 100)}`,
            a11y: `${m.accessibility}${check(`${name} accessibility ${m.accessibility} < 100`, m.accessibility === 100)}`,
            bp: `${m.bestPractices}${check(`${name} best practices ${m.bestPractices} < 100`, m.bestPractices === 100)}`,
            seo: `${m.seo}${check(`${name} SEO ${m.seo} < 100`, m.seo === 100)}`,
            'FCP ms': Math.round(m.fcp),
            'LCP ms': `${Math.round(m.lcp)}${check(`${name} LCP ${Math.round(m.lcp)} ms > ${LCP_BUDGET_MS}`, preset === 'desktop' || atBudgetPrecision(m.lcp) <= LCP_BUDGET_MS)}`,
            'TBT ms': `${Math.round(m.tbt)}${check(`${name} TBT ${Math.round(m.tbt)} ms > 50`, m.tbt <= 50)}`,
            CLS: `${m.cls.toFixed(3)}${check(`${name} CLS ${m.cls} > 0`, m.cls < 0.005)}`,
            'SI ms': Math.round(m.si),
            'CPU index': Math.round(m.benchmarkIndex),
            'other hosts': `${m.otherHosts.length}${check(`${name} requests to ${m.otherHosts.join(', ')}`, m.otherHosts.length === 0)}`,
          })
        }
        console.log(`measured ${page.path} ${preset} (${runs} runs per language)`)
      }
    }
  })
  return rows.sort((a, b) => String(a.page).localeCompare(String(b.page)))
}

/** First-load bytes of every page in each language, by type, beside the budgets of first-load.ts. */
export function bytesRows(dist: string, pages: BenchPage[], check: Check): Row[] {
  const rows: Row[] = []
  for (const page of pages) {
    for (const lang of LANGS) {
      const summary = summarize(firstLoad(dist, page.id, lang))
      const kb = (bytes: number) => (bytes / 1000).toFixed(1)
      rows.push({
        page: `${page.path} ${lang}`,
        requests: summary.requests,
        'HTML br/raw': `${kb(summary.brotli.html)}/${kb(summary.raw.html)}`,
        'CSS br/raw': `${kb(summary.brotli.css)}/${kb(summary.raw.css)}`,
        'JS br/raw': `${kb(summary.brotli.js)}/${kb(summary.raw.js)}${check(`${page.path} ${lang} JS ${kb(summary.brotli.js)} kB`, summary.brotli.js <= BUDGET.js[page.id])}`,
        'JS budget': kb(BUDGET.js[page.id]),
        'fonts kB': kb(summary.brotli.font),
        'images kB': kb(summary.brotli.image),
        'total br/raw': `${kb(summary.totalBrotli)}/${kb(summary.totalRaw)}${check(`${page.path} ${lang} total ${kb(summary.totalBrotli)} kB`, summary.totalBrotli <= BUDGET.total)}`,
        'total budget': kb(BUDGET.total),
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
