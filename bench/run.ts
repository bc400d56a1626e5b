/**
 * `npm run bench [-- --runs N] [-- --enforce] [-- --skip-build] [-- --no-load] [-- --only PART,...]`:
 * builds the site, serves it with the production server on loopback, and measures every page in
 * both languages: Lighthouse (median of N runs, mobile and desktop), the observed run (real
 * loads with DevTools throttling, Arabic and English interleaved: bench/observed.ts), first-load
 * bytes by type, click-to-content between the pages with the Speculation Rules and the dark
 * theme's axe result (bench/navigation.ts), and the server load test. Prints one table per part with each figure beside its
 * budget, writes bench/results/latest.json, and exits non-zero only with --enforce when something
 * is over budget. `--only observed` (or lighthouse, navigation, dark, bytes, load, comma-separated) runs those parts.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, totalmem } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { PUBLIC_PAGES, ROUTES } from '../src/config/routes.ts'
import {
  budgetCheck,
  bytesRows,
  checkLoadRows,
  LIGHTHOUSE_TITLE,
  lighthouseRows,
  type Row,
} from './budget-rows.ts'
import { withChromium } from './lighthouse.ts'
import { formatLoadTable, type LoadRow, runLoadBench } from './load.ts'
import {
  type AxeRow,
  darkAxe,
  measureNavigation,
  NAVIGATION_BUDGET_MS,
  NAVIGATION_WINDOW,
  type NavigationRow,
} from './navigation.ts'
import { type ObservedRow, runObserved } from './observed.ts'
import { OBSERVED_TITLE, observedTable, printTable as table, traceTable } from './observed-tables.ts'

const USAGE = `usage: npm run bench -- [--runs N] [--only lighthouse,observed,navigation,dark,bytes,load]
                     [--skip-build] [--no-load] [--trace] [--enforce]`
function readArgs() {
  try {
    return parseArgs({
      options: {
        runs: { type: 'string', default: '5' },
        enforce: { type: 'boolean', default: false },
        'skip-build': { type: 'boolean', default: false },
        'no-load': { type: 'boolean', default: false },
        only: { type: 'string' },
        trace: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    process.exit(2)
  }
}
const args = readArgs()
if (args.help) {
  console.log(USAGE)
  process.exit(0)
}
const runs = Math.max(1, Number.parseInt(args.runs ?? '5', 10) || 5)
const PARTS = ['lighthouse', 'observed', 'navigation', 'dark', 'bytes', 'load'] as const
const only = args.only?.split(',').map((part) => part.trim())
for (const part of only ?? []) {
  if (!(PARTS as readonly string[]).includes(part)) {
    console.error(`--only: unknown part "${part}" (${PARTS.join(', ')})`)
    process.exit(2)
  }
}
const runs_ = (part: (typeof PARTS)[number]) =>
  only ? only.includes(part) : part !== 'load' || !args['no-load']
const root = resolve(import.meta.dirname, '..')
const dist = resolve(root, 'dist')
const started = Date.now()

if (!args['skip-build']) {
  const build = spawnSync('node', ['scripts/build/build.ts'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const PORT = 4480
const server = spawn('node', ['server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise<void>((ready, fail) => {
  server.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('http://')) ready()
  })
  server.on('exit', (code) => fail(new Error(`server exited with ${code}`)))
})
const origin = `http://127.0.0.1:${PORT}`

// Every page with an address of its own, from the route table (src/config/routes.ts).
const PAGES = PUBLIC_PAGES.map((id) => ({ id, path: ROUTES[id].path }))
const { failures, check } = budgetCheck()

let lighthouse: Row[] = []
let bytes: Row[] = []
let navigationRows: NavigationRow[] = []
let axeRows: AxeRow[] = []
let observedRows: ObservedRow[] = []
try {
  if (runs_('lighthouse')) lighthouse = await lighthouseRows(origin, PAGES, runs, check)
  if (runs_('observed')) {
    observedRows = await runObserved(origin, {
      runs,
      trace: args.trace,
      paths: PAGES.map((page) => page.path),
    })
    for (const failure of observedTable(observedRows).failures) check(failure, false)
  }
  // Instant navigation (Speculation Rules) and the dark theme (bench/navigation.ts).
  if (runs_('navigation'))
    navigationRows = await withChromium((port) => measureNavigation(origin, port, runs), NAVIGATION_WINDOW)
  if (runs_('dark')) axeRows = await darkAxe(origin)
} finally {
  server.kill('SIGTERM')
}

if (runs_('bytes')) bytes = bytesRows(dist, PAGES, check)

let loadRows: LoadRow[] = []
if (runs_('load')) {
  loadRows = await runLoadBench()
  checkLoadRows(loadRows, check)
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
console.log(`\nFaheem bench, ${new Date().toISOString()}, ${machine}, median of ${runs}`)
table(LIGHTHOUSE_TITLE, lighthouse)
table(OBSERVED_TITLE, observedTable(observedRows).table)
table(
  'Observed, main-thread CPU ms by kind (thread time), mean per load: in all (before the first contentful paint)',
  traceTable(observedRows),
)
table('First load, kB (brotli/uncompressed)', bytes)
table(
  `Click to content, ms (Chromium, median of ${runs}; budget with the rules: < ${NAVIGATION_BUDGET_MS} ms; "without" withdraws the page's inline rules)`,
  navigationRows.map((row) => ({
    navigation: `${row.route} ${row.lang}`,
    rules: row.rules ? 'with' : 'without',
    prerendered: row.prerendered ? 'yes' : 'no',
    'click→content ms': `${row.clickToContentMs}${
      row.rules
        ? check(
            `${row.route} ${row.lang}: ${row.clickToContentMs} ms ≥ ${NAVIGATION_BUDGET_MS} ms`,
            row.clickToContentMs < NAVIGATION_BUDGET_MS,
          )
        : ''
    }`,
    budget: row.rules ? `< ${NAVIGATION_BUDGET_MS}` : '-',
  })),
)
table(
  'axe in the dark theme (WCAG 2.2 AA; budget: no violation)',
  axeRows.map((row) => ({
    page: `${row.page} ${row.lang} ${row.width}px`,
    violations: `${row.violations.length === 0 ? 'none' : row.violations.join(', ')}${check(`dark axe ${row.page} ${row.lang} ${row.width}px: ${row.violations.join(', ')}`, row.violations.length === 0)}`,
  })),
)
if (loadRows.length > 0) {
  console.log('\nServer load (autocannon on loopback; budget: no errors, Node ≥ half of nginx)')
  console.log(formatLoadTable(loadRows))
}
console.log(failures.length ? `\nOver budget:\n- ${failures.join('\n- ')}` : '\nEverything within budget.')
console.log(`bench finished in ${Math.round((Date.now() - started) / 1000)} s`)

await mkdir(resolve(root, 'bench/results'), { recursive: true })
await writeFile(
  resolve(root, 'bench/results/latest.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine,
      runs,
      lighthouse,
      observed: observedRows.map(({ runs: loads, ...row }) => ({
        ...row,
        fcpRuns: loads.map((load) => load.fcp),
      })),
      bytes,
      load: loadRows,
      navigation: navigationRows,
      darkAxe: axeRows,
      failures,
    },
    null,
    2,
  ),
)
if (args.enforce && failures.length > 0) process.exit(1)
