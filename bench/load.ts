/**
 * Load test of the two ways the site is served, on loopback only: the Node server
 * (`node server/main.ts`, one process) and nginx with deploy/nginx/nginx.conf (worker_processes
 * auto), both over the built dist/ and started exactly as the contract tests start them.
 * autocannon drives each case for a bounded time (5 s per server by default, in 1-second slices
 * alternating between the servers) at 10 and 200 connections:
 * the landing page in brotli, the English pricing page as a browser asks for it, and the largest
 * hashed script (the paths from the route table, src/config/routes.ts).
 *
 *   node bench/load.ts            prints the table (after `npm run build`)
 *   runLoadBench(options)         returns the rows (for `npm run bench`)
 *
 * Numbers are for comparison on the same machine, not capacity planning: the load generator
 * shares the machine's cores with the server it measures.
 */
import autocannon from 'autocannon'
import { ASSETS, EN_PRICING, HOME } from '../tests/contract/built-files.ts'
import { request } from '../tests/contract/http-client.ts'
import { startNginx } from '../tests/contract/nginx-server.ts'
import { startNode } from '../tests/contract/node-server.ts'
import type { RunningServer } from '../tests/contract/processes.ts'

export type ServerName = 'node' | 'nginx'

export interface LoadCase {
  name: string
  path: string
  headers: Record<string, string>
  /** The Content-Encoding the answer must have (checked once before loading). */
  encoding: string
}

export interface LoadRow {
  server: ServerName
  case: string
  connections: number
  /** Mean requests per second over the run. */
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  /** Connection errors and timeouts. */
  errors: number
  /** Answers other than 2xx. */
  non2xx: number
  requests: number
  megabytesPerSecond: number
}

export interface LoadOptions {
  /** Seconds per case and server (default 5), run as that many 1-second slices. */
  duration?: number
  connections?: number[]
  servers?: ServerName[]
  cases?: LoadCase[]
}

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

export const LOAD_CASES: LoadCase[] = [
  { name: `${HOME} (br)`, path: HOME, headers: { 'accept-encoding': 'br' }, encoding: 'br' },
  {
    name: EN_PRICING,
    path: EN_PRICING,
    headers: { 'accept-encoding': BROWSER_ENCODINGS },
    encoding: 'br',
  },
  {
    name: 'hashed script (br)',
    path: ASSETS.js,
    headers: { 'accept-encoding': BROWSER_ENCODINGS },
    encoding: 'br',
  },
]

const STARTERS: Record<ServerName, () => Promise<RunningServer>> = {
  // No access log: a line per request would be measured too (and fill memory).
  node: () => startNode(undefined, { accessLog: false }),
  nginx: () => startNginx(undefined, { accessLog: false }),
}

function load(origin: string, loadCase: LoadCase, connections: number, duration: number) {
  return autocannon({
    url: `${origin}${loadCase.path}`,
    headers: loadCase.headers,
    connections,
    duration,
    pipelining: 1,
    timeout: 10,
  })
}

async function checkCase(server: RunningServer, loadCase: LoadCase): Promise<void> {
  const response = await request(server.port, loadCase.path, { headers: loadCase.headers })
  const encoding = response.headers['content-encoding'] ?? 'identity'
  if (response.status !== 200 || encoding !== loadCase.encoding) {
    throw new Error(
      `${server.name} ${loadCase.path}: ${response.status} ${encoding}, expected 200 ${loadCase.encoding}`,
    )
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

function summarise(
  server: ServerName,
  loadCase: LoadCase,
  connections: number,
  results: autocannon.Result[],
): LoadRow {
  const seconds = results.reduce((sum, r) => sum + r.duration, 0)
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0)
  const bytes = results.reduce((sum, r) => sum + r.throughput.total, 0)
  return {
    server,
    case: loadCase.name,
    connections,
    requestsPerSecond: Math.round(requests / seconds),
    latencyP50Ms: median(results.map((r) => r.latency.p50)),
    latencyP99Ms: median(results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    requests,
    megabytesPerSecond: Math.round((bytes / seconds / 1e6) * 10) / 10,
  }
}

export async function runLoadBench(options: LoadOptions = {}): Promise<LoadRow[]> {
  const duration = options.duration ?? 5
  const connectionCounts = options.connections ?? [10, 200]
  const cases = options.cases ?? LOAD_CASES
  const names = options.servers ?? (['node', 'nginx'] as const)
  const servers: RunningServer[] = []
  const rows: LoadRow[] = []
  try {
    for (const name of names) servers.push(await STARTERS[name]())
    for (const server of servers) {
      for (const loadCase of cases) await checkCase(server, loadCase)
      // Warm up (JIT, sockets, file cache) before measuring.
      await load(server.origin, cases[0] as LoadCase, 10, 1)
    }
    // The machine is shared: each case runs in 1-second slices that alternate between the
    // servers, so both see the same neighbours; a row adds up its slices (latency: the median
    // of the slices' percentiles).
    for (const loadCase of cases) {
      for (const connections of connectionCounts) {
        const slices = new Map<string, autocannon.Result[]>(servers.map((server) => [server.name, []]))
        for (let slice = 0; slice < duration; slice++) {
          for (const server of servers)
            slices.get(server.name)?.push(await load(server.origin, loadCase, connections, 1))
        }
        for (const server of servers)
          rows.push(summarise(server.name, loadCase, connections, slices.get(server.name) ?? []))
      }
    }
  } finally {
    for (const server of servers) await server.stop()
  }
  return rows
}

/** A Markdown table of the rows, with Node's throughput as a share of nginx's per case. */
export function formatLoadTable(rows: LoadRow[]): string {
  const nginxRps = new Map(
    rows.filter((r) => r.server === 'nginx').map((r) => [`${r.case}|${r.connections}`, r.requestsPerSecond]),
  )
  const header = [
    'server',
    'case',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'non-2xx',
    'MB/s',
    'node/nginx',
  ]
  const lines = rows.map((r) => {
    const reference = nginxRps.get(`${r.case}|${r.connections}`)
    const share =
      r.server === 'node' && reference ? `${Math.round((r.requestsPerSecond / reference) * 100)}%` : ''
    return [
      r.server,
      r.case,
      r.connections,
      r.requestsPerSecond,
      r.latencyP50Ms,
      r.latencyP99Ms,
      r.errors,
      r.non2xx,
      r.megabytesPerSecond,
      share,
    ].join(' | ')
  })
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map((line) => `| ${line} |`),
  ].join('\n')
}

if (import.meta.main) {
  const duration = Number(process.env.BENCH_DURATION ?? 5)
  const rows = await runLoadBench({ duration })
  console.log(formatLoadTable(rows))
  const failed = rows.filter((r) => r.errors > 0 || r.non2xx > 0)
  if (failed.length > 0) {
    console.error(`errors in ${failed.map((r) => `${r.server} ${r.case} @${r.connections}`).join(', ')}`)
    process.exitCode = 1
  }
}
