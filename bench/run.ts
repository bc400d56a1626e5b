/**
 * `npm run bench`: the budget of docs/performance.md and nothing else (USAGE). Builds, serves the site
 * with the production server on loopback, and measures every page of the route table
 * (src/config/routes.ts) in both languages, one part a file: bench/lighthouse.ts, bench/observed.ts,
 * bench/navigation.ts, bench/touch.ts, bench/bytes.ts; with `--profile lowend`, bench/lowend.ts and
 * bench/trace.ts; and, only when asked (`--only content`), the time of `npm run test:content`
 * (bench/content.ts). Prints one table per part, each figure beside its
 * budget, writes bench/results/latest.json, and with --enforce exits 1 when something is over budget.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg, totalmem } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startNodeServer } from '../test-support/launch.ts'
import { BYTES_TITLE, bytesRows } from './bytes.ts'
import { CONTENT_TITLE, contentRows } from './content.ts'
import { lighthouseRows, lighthouseTitle } from './lighthouse.ts'
import { lowendRows, lowendTitle } from './lowend.ts'
import { SWITCH_TITLE, switchRows } from './navigation.ts'
import { OBSERVED_TITLE, observedRows } from './observed.ts'
import { budgetCheck, loadNote, printTable, type Row } from './table.ts'
import { touchRows, touchTitle } from './touch.ts'
import { traceRows, traceTitle } from './trace.ts'

export const PARTS = ['lighthouse', 'observed', 'switch', 'touch', 'bytes'] as const
/** The parts of the low-end profile (`--profile lowend`, bench/lowend.ts and bench/trace.ts). */
export const LOWEND_PARTS = ['lowend', 'trace'] as const
/** Parts run only when named in --only: `content` runs the content tier whole, its own build included. */
const ASKED_PARTS = ['content'] as const
const STANDARD_PARTS = [...PARTS, ...ASKED_PARTS]
export type Part = (typeof STANDARD_PARTS)[number] | (typeof LOWEND_PARTS)[number]
/** The paired rounds the observed budget is read over, at least (docs/performance.md, "The budget"). */
export const OBSERVED_ROUNDS = 15

const USAGE = `usage: npm run bench -- [--runs N] [--cpu 4|8] [--peer URL] [--rounds N] [--only ${STANDARD_PARTS.join(',')}] [--skip-build] [--enforce]
       npm run bench -- --profile lowend [--cpu 1-32|bi (16)] [--runs N] [--peer URL] [--only ${LOWEND_PARTS.join(',')}] [--skip-build] [--enforce]`
const OPTIONS = {
  runs: { type: 'string', default: '5' },
  cpu: { type: 'string' },
  profile: { type: 'string', default: 'standard' },
  peer: { type: 'string' },
  rounds: { type: 'string', default: String(OBSERVED_ROUNDS) },
  only: { type: 'string', default: PARTS.join(',') },
  'skip-build': { type: 'boolean', default: false },
  enforce: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const

/** The command line, checked: an error message for anything it cannot take. */
export function readArgs(argv: string[]) {
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values']
  try {
    values = parseArgs({ args: argv, options: OPTIONS }).values
  } catch (error) {
    return { error: (error as Error).message }
  }
  const { runs, peer, rounds, profile } = values
  const lowend = profile === 'lowend'
  const cpu = values.cpu ?? (lowend ? '16' : '4')
  const known: readonly string[] = lowend ? LOWEND_PARTS : STANDARD_PARTS
  const only = values.only === PARTS.join(',') && lowend ? LOWEND_PARTS.join(',') : values.only
  const unknown = only.split(',').find((part) => !known.includes(part))
  const lowendCpu = cpu === 'bi' || (/^[1-9]\d*$/.test(cpu) && Number(cpu) <= 32)
  const bad = [
    !['standard', 'lowend'].includes(profile) && `--profile: standard or lowend, not "${profile}"`,
    !/^[1-9]\d*$/.test(runs) && `--runs: a whole number ≥ 1, not "${runs}"`,
    !/^[1-9]\d*$/.test(rounds) && `--rounds: a whole number ≥ 1, not "${rounds}"`,
    !lowend && !['4', '8'].includes(cpu) && `--cpu: 4 or 8, not "${cpu}"`,
    lowend && !lowendCpu && `--cpu: 1 to 32 or bi with --profile lowend, not "${cpu}"`,
    peer !== undefined && !/^https?:\/\/[^/]/.test(peer) && `--peer: an http(s) URL, not "${peer}"`,
    unknown !== undefined && `--only: unknown part "${unknown}" (${known.join(', ')})`,
  ].find(Boolean)
  if (bad) return { error: bad }
  const parts = (known as readonly Part[]).filter((part) => only.split(',').includes(part))
  return {
    ...values,
    only,
    peer,
    parts,
    runs: Number(runs),
    cpu: cpu === 'bi' ? ('bi' as const) : Number(cpu),
    rounds: Number(rounds),
  }
}

async function main() {
  const args = readArgs(process.argv.slice(2))
  if ('error' in args || args.help) {
    console.error('error' in args ? `${args.error}\n${USAGE}` : USAGE)
    process.exit('error' in args ? 2 : 0)
  }
  const root = resolve(import.meta.dirname, '..')
  const started = Date.now()
  // The content tier builds by itself.
  if (!args['skip-build'] && args.parts.some((part) => part !== 'content')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  // After the build: what the measurements ran beside.
  const loadAtStart = loadavg()[0] ?? 0
  const { failures, check } = budgetCheck()
  const tables: Array<[string, Row[]]> = []
  const has = (part: Part) => args.parts.includes(part)
  if (has('bytes')) tables.push([BYTES_TITLE, bytesRows(check)])
  if (has('content')) tables.push([CONTENT_TITLE, contentRows(root, check)])
  if (args.parts.some((part) => part !== 'bytes' && part !== 'content')) {
    const server = await startNodeServer()
    const { origin } = server
    const { runs, rounds } = args
    // The standard parts take 4 or 8 (readArgs); the low-end ones 1-32, or the benchmark index's.
    let cpu = typeof args.cpu === 'number' ? args.cpu : 16
    try {
      if (has('lowend')) {
        const low = await lowendRows(origin, args, check)
        cpu = low.cpu
        tables.push([
          lowendTitle(`${cpu}×${args.cpu === 'bi' ? ' (from the benchmark index)' : ''}`, runs),
          low.rows,
        ])
      }
      if (has('trace')) tables.push([traceTitle(cpu, runs), await traceRows(origin, cpu, runs)])
      if (has('lighthouse'))
        tables.push([lighthouseTitle(cpu, runs), await lighthouseRows(origin, { ...args, cpu }, check)])
      if (has('observed')) tables.push([OBSERVED_TITLE, await observedRows(origin, rounds, check)])
      if (has('switch')) tables.push([SWITCH_TITLE, await switchRows(origin, runs, check)])
      if (has('touch')) tables.push([touchTitle(cpu, runs), await touchRows(origin, runs, cpu, check)])
    } finally {
      await server.stop()
    }
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
  const load = loadNote(loadAtStart, loadavg()[0] ?? 0, cpus().length)
  console.log(`\nFaheem bench, ${new Date().toISOString()}, ${machine}; ${load.text}`)
  for (const [title, rows] of tables) printTable(title, rows)
  console.log(
    '\nRequests to other hosts: "other hosts" in the Lighthouse table. axe-core, light and dark: not run here; e2e/a11y.spec.ts runs it on every page in both languages and themes at 360 and 1280 px (npm test).',
  )
  console.log(failures.length ? `\nOver budget:\n- ${failures.join('\n- ')}` : '\nEverything within budget.')
  console.log(`bench finished in ${Math.round((Date.now() - started) / 1000)} s`)
  await mkdir(resolve(root, 'bench/results'), { recursive: true })
  const results = {
    date: new Date().toISOString(),
    machine,
    load,
    args,
    tables: Object.fromEntries(tables),
    failures,
  }
  await writeFile(resolve(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`)
  if (args.enforce && failures.length > 0) process.exit(1)
}

if (import.meta.main) await main()
