/**
 * `npm run bench -- --profile lowend`: a sub-$100 Android phone (docs/performance.md, "The low-end
 * phone"). Lighthouse mobile with its simulated throttling at `cpu`× CPU (16 by default, or
 * calibrated from the host's benchmark index: `--cpu bi`) on Lighthouse's "regular 3G" network
 * (300 ms round trips, 700 kbit/s), every public page in both languages, each beside two references
 * measured in the same rounds: the same page's first screen alone (its first section, everything
 * below it and the footer cut out, served by a proxy in front of the site), and `--peer` if given.
 * Printed per page: the blocking time, the first rendering task (the task that renders most before
 * the first contentful paint, `firstRenderTask` in bench/trace.ts, from Lighthouse's own trace of
 * the load, times the CPU factor as its simulation counts it) and LCP, medians of the runs. With a peer, a page's blocking time must be
 * at most half the peer's (issue 48's aim).
 */
import { createServer, request } from 'node:http'
import { brotliCompressSync } from 'node:zlib'
import type lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { PUBLIC_PAGES, pagePath } from '../src/config/routes.ts'
import { LANGS } from '../src/i18n/lang.ts'
import { onLoopback } from '../test-support/launch.ts'
import { lighthouseRun, withChromium } from './lighthouse.ts'
import { type Check, median, type Row } from './table.ts'
import { firstRenderTask, type TraceEvent, tracedTasks } from './trace.ts'

/**
 * The benchmark index of the phone 16× means: this machine (2 cores, Lighthouse's index 1,150 when
 * idle, 2026-11-28) slowed 16 times. `--cpu bi` divides the host's own index by it, so the profile
 * is the same phone on a faster or slower machine.
 */
export const LOWEND_PHONE_INDEX = 72
/** The slow mobile network: Lighthouse's "regular 3G". */
const LOWEND_NETWORK = { ...throttling.mobileRegular3G }

/** The CPU factor for a host whose benchmark index is `hostIndex`: 1 to 32, a whole number. */
export function calibratedCpu(hostIndex: number): number {
  return Math.min(32, Math.max(1, Math.round(hostIndex / LOWEND_PHONE_INDEX)))
}

/** The reference: the page's first screen alone (its <main>'s first section; no later section, no footer). */
export function firstScreenOnly(html: string): string {
  const main = html.indexOf('<main')
  const firstEnd = html.indexOf('</section>', main)
  const mainEnd = html.indexOf('</main>')
  if (main < 0 || firstEnd < 0 || mainEnd < firstEnd) throw new Error('no <main> with a first <section>')
  const kept = html.slice(0, firstEnd + '</section>'.length) + html.slice(mainEnd)
  return kept.replace(/<footer\b[\s\S]*<\/footer>/, '')
}

const REFERENCE_PREFIX = '/first-screen'

/** A proxy in front of `origin`: `/first-screen<path>` is the page at <path> cut to its first screen. */
async function referenceProxy(origin: string) {
  const server = createServer((incoming, answer) => {
    const url = incoming.url ?? '/'
    const reference = url.startsWith(REFERENCE_PREFIX)
    const path = reference ? url.slice(REFERENCE_PREFIX.length) || '/' : url
    const headers = { ...incoming.headers, host: new URL(origin).host }
    if (reference) headers['accept-encoding'] = 'identity'
    const upstream = request(`${origin}${path}`, { method: incoming.method, headers }, (response) => {
      if (!reference || response.statusCode !== 200) {
        answer.writeHead(response.statusCode ?? 502, response.headers)
        response.pipe(answer)
        return
      }
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const body = brotliCompressSync(firstScreenOnly(Buffer.concat(chunks).toString('utf8')))
        const { etag: _etag, 'content-length': _length, ...rest } = response.headers
        answer.writeHead(200, { ...rest, 'content-encoding': 'br', 'content-length': body.length })
        answer.end(body)
      })
    })
    upstream.on('error', () => answer.destroy())
    incoming.pipe(upstream)
  })
  const { origin: proxy, stop } = await onLoopback(server)
  return { proxy, stop }
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>

const lowendRun = (url: string, port: number, cpu: number) =>
  lighthouseRun(url, {
    port,
    onlyCategories: ['performance'],
    throttling: { ...LOWEND_NETWORK, cpuSlowdownMultiplier: cpu },
  })

/** One load's figures: TBT, the first rendering task (trace × cpu), LCP, FCP, the score, the host's index. */
function figures(result: Report, cpu: number) {
  const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN
  const events = (result.artifacts.Trace as unknown as { traceEvents: TraceEvent[] }).traceEvents
  let first: ReturnType<typeof firstRenderTask>
  try {
    first = firstRenderTask(tracedTasks(events, result.lhr.finalDisplayedUrl))
  } catch {
    // A trace without the page's navigation start (a peer that redirects elsewhere): no figure.
  }
  return {
    tbt: audit('total-blocking-time'),
    firstRender: (first?.ms ?? Number.NaN) * cpu,
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    score: (result.lhr.categories.performance?.score ?? 0) * 100,
    index: result.lhr.environment.benchmarkIndex,
  }
}
type Figures = ReturnType<typeof figures>
const med = (runs: Figures[], key: keyof Figures) => Math.round(median(runs.map((run) => run[key])))

export const lowendTitle = (cpu: string, runs: number) =>
  `Low-end phone: Lighthouse mobile, ${cpu} CPU, regular 3G (300 ms, 700 kbit/s), median of ${runs}; "first screen": the same page cut to its first section, same rounds; first render: the task rendering most (style, layout, paint) before FCP (Lighthouse's trace × the CPU factor)`

export async function lowendRows(
  origin: string,
  options: { runs: number; cpu: number | 'bi'; peer?: string },
  check: Check,
) {
  const { proxy, stop } = await referenceProxy(origin)
  const rows: Row[] = []
  let cpu = options.cpu === 'bi' ? 0 : options.cpu
  try {
    await withChromium(async (port) => {
      if (cpu === 0) {
        const probe = await lowendRun(`${proxy}${REFERENCE_PREFIX}/`, port, 1)
        cpu = calibratedCpu(probe.lhr.environment.benchmarkIndex)
        console.log(`benchmark index ${probe.lhr.environment.benchmarkIndex}: ${cpu}× CPU`)
      }
      const measure = async (url: string) => figures(await lowendRun(url, port, cpu), cpu)
      const peerRuns: Figures[] = []
      for (const page of PUBLIC_PAGES) {
        const runs = new Map(LANGS.map((lang) => [lang, { page: [] as Figures[], ref: [] as Figures[] }]))
        for (let round = 0; round < options.runs; round++) {
          if (options.peer) peerRuns.push(await measure(options.peer))
          for (const lang of round % 2 === 0 ? LANGS : [...LANGS].reverse()) {
            const path = pagePath(page, lang)
            const bucket = runs.get(lang)
            const order = round % 2 === 0 ? ['page', 'ref'] : ['ref', 'page']
            for (const which of order) {
              if (which === 'page') bucket?.page.push(await measure(`${proxy}${path}`))
              else bucket?.ref.push(await measure(`${proxy}${REFERENCE_PREFIX}${path}`))
            }
          }
        }
        for (const [lang, { page: pageRuns, ref }] of runs) {
          const name = pagePath(page, lang)
          const row: Row = {
            page: name,
            perf: med(pageRuns, 'score'),
            'TBT ms': med(pageRuns, 'tbt'),
            'first render ms': med(pageRuns, 'firstRender'),
            'LCP ms': med(pageRuns, 'lcp'),
            'first screen: TBT': med(ref, 'tbt'),
            'first render': med(ref, 'firstRender'),
            LCP: med(ref, 'lcp'),
          }
          rows.push(row)
        }
        console.log(`measured ${pagePath(page, 'ar')} (low-end), ${options.runs} rounds`)
      }
      if (peerRuns.length === 0) return
      const peerTbt = med(peerRuns, 'tbt')
      for (const row of rows) {
        const tbt = Number(row['TBT ms'])
        row['TBT ms'] =
          `${tbt}${check(`${row.page} (low-end): TBT ${tbt} ms, over half the peer's ${peerTbt}`, tbt <= peerTbt / 2)}`
      }
      rows.push({
        page: `peer ${options.peer}`,
        perf: med(peerRuns, 'score'),
        'TBT ms': peerTbt,
        'first render ms': med(peerRuns, 'firstRender'),
        'LCP ms': med(peerRuns, 'lcp'),
      })
    })
  } finally {
    await stop()
  }
  return { rows, cpu }
}
