/**
 * Cloudflare's own runtime under contract: `wrangler pages dev <dist>` (workerd from npm, the
 * wrangler pinned in package.json), local only. What it must never do on a test machine:
 *
 * - depend on today's date: `--compatibility-date` is COMPATIBILITY_DATE, fixed here;
 * - talk to anything off loopback: it listens on 127.0.0.1; CLOUDFLARE_CF_FETCH_ENABLED=false
 *   stops miniflare fetching the `Request.cf` object from workers.cloudflare.com (it falls back
 *   to a built-in one); WRANGLER_HIDE_BANNER=true skips the banner and with it the npm registry
 *   update check; WRANGLER_SEND_METRICS=false and CI=true: no telemetry, no prompts. Checked
 *   with `strace -f -e trace=connect`: every connect() of a run is to 127.0.0.1 (docs/deploy.md);
 * - outlive the tests: it runs under `timeout` in a process group of its own, so the whole
 *   group (wrangler and its workerd) goes after TIME_LIMIT_S even if the test process dies, and
 *   stop() ends the group when the file is done;
 * - write into the repository: its cwd (.wrangler/ state) and logs go to a temporary directory.
 *
 * What wrangler reports while it reads `_headers` and `_redirects` is kept (ruleReport()): the
 * contract fails on any invalid rule.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { DIST } from '../../server/dist-files.ts'
import { freePort, launch, nodeBinary, stopChild } from '../../test-support/launch.ts'
import { assertBuilt, canConnect, type RunningServer } from './processes.ts'

/** The runtime's behaviour is pinned to this date, not to the day the tests run. */
const COMPATIBILITY_DATE = '2026-11-01'
/** The whole process group is killed after this long, whatever happens to the test process. */
const TIME_LIMIT_S = 300

const require = createRequire(import.meta.url)

/** wrangler's command (its package's `bin`), run with the tests' Node. */
const wranglerBin = () => join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js')

/** The environment of every wrangler run here: no telemetry, no outgoing request, no prompt. */
const WRANGLER_ENV = {
  CI: 'true',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
}

interface RuleReport {
  /** "Parsed N valid header rules" / "... redirect rules" (0 when not printed). */
  validHeaderRules: number
  validRedirectRules: number
  /** Every line of wrangler's output that reports an invalid rule, with the lines it quotes. */
  invalid: string[]
}

/** Like our servers' RunningServer, under its own name (bench/ knows only node and nginx). */
export interface RunningWorkerd extends Omit<RunningServer, 'name'> {
  name: 'workerd'
  /** wrangler's stdout and stderr so far. */
  output: () => string
  ruleReport: () => RuleReport
}

/** Reads wrangler's report on `_headers` and `_redirects` out of its output. */
function parseRuleReport(text: string): RuleReport {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colours, when wrangler prints them
  const output = text.replace(/\x1b\[[0-9;]*m/g, '')
  const count = (kind: string) =>
    Number(new RegExp(`Parsed (\\d+) valid ${kind} rules?`).exec(output)?.[1] ?? 0)
  const lines = output.split('\n')
  const invalid: string[] = []
  lines.forEach((line, i) => {
    if (/invalid (header|redirect) rule/i.test(line)) {
      // The rule's reason and the quoted line follow the heading.
      invalid.push(
        [line, ...lines.slice(i + 1, i + 6)]
          .map((l) => l.trim())
          .filter(Boolean)
          .join(' | '),
      )
    }
  })
  return { validHeaderRules: count('header'), validRedirectRules: count('redirect'), invalid }
}

/**
 * Starts `wrangler pages dev <dist>` on 127.0.0.1 and a free port and resolves once it answers.
 */
export async function startWorkerd(dist = DIST): Promise<RunningWorkerd> {
  assertBuilt(dist)
  const wrangler = wranglerBin()
  if (!existsSync(wrangler)) throw new Error(`${wrangler} is missing: run "npm install".`)
  let scratch = ''
  const flags = ['--compatibility-date', COMPATIBILITY_DATE, '--show-interactive-dev-session=false']
  const server = await launch(
    'wrangler pages dev',
    async (port) => {
      scratch = await mkdtemp(join(tmpdir(), 'faheem-workerd-'))
      const address = [
        '--ip',
        '127.0.0.1',
        '--port',
        String(port),
        '--inspector-port',
        String(await freePort()),
      ]
      return [
        'timeout',
        [
          '--kill-after=5',
          String(TIME_LIMIT_S),
          nodeBinary(),
          wrangler,
          'pages',
          'dev',
          dist,
          ...address,
          ...flags,
        ],
        {
          cwd: scratch,
          detached: true,
          env: { ...process.env, ...WRANGLER_ENV, WRANGLER_LOG_PATH: join(scratch, 'logs') },
        },
      ]
    },
    {
      ready: async (port, output) =>
        output().includes(`Ready on http://127.0.0.1:${port}`) && (await canConnect(port)),
      timeoutMs: 45_000,
      attempts: 2,
      // The whole process group: wrangler and the workerd it started.
      stop: async (child) => {
        await stopChild(child, 'SIGTERM', true)
        await rm(scratch, { recursive: true, force: true })
      },
    },
  )
  const all = () => `${server.stdout()}${server.stderr()}`
  return {
    ...server,
    name: 'workerd',
    origin: `http://127.0.0.1:${server.port}`,
    output: all,
    ruleReport: () => parseRuleReport(all()),
    accessLog: async () => server.stdout(),
  }
}
