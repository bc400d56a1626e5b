/**
 * What scripts/ci/workflows.test.ts runs the workflows' shell with: each workflow read from
 * .github/workflows/, a step's `run:` found by its id or name, bash run as GitHub runs it (`bash -e`,
 * GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, the repository's variables) in a scratch directory,
 * and stand-ins on PATH for `npx wrangler` and `gh`.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { parse } from 'yaml'

interface Step {
  id?: string
  name?: string
  run?: string
  if?: string
}
interface Workflow {
  on: Record<string, unknown>
  permissions: Record<string, string>
  concurrency: { group: string }
  jobs: Record<string, { needs?: string[] | string; if?: string; steps: Step[] }>
}

export const workflow = (name: string) =>
  parse(readFileSync(`.github/workflows/${name}.yml`, 'utf8')) as Workflow
export const step = (flow: Workflow, job: string, id: string) => {
  const found = flow.jobs[job]?.steps.find((entry) => entry.id === id || entry.name === id)
  if (!found?.run) throw new Error(`no step ${id} in job ${job}`)
  return found.run
}

// The workflows read wrangler's output with jq, as GitHub's runners have it; `npm test` installs
// Debian's (scripts/ci/ensure-chromium.ts).
if (spawnSync('jq', ['--version']).status !== 0) {
  throw new Error('jq is missing: apt-get install jq (npm test installs it, scripts/ci/ensure-chromium.ts)')
}

export const scratch = mkdtempSync(join(tmpdir(), 'faheem-workflows-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Runs `script` as GitHub does (`bash -e`), with `env`; returns its exit code, output and files. */
export function run(script: string, env: Record<string, string>, cwd = scratch) {
  const output = join(scratch, 'github-output')
  const summary = join(scratch, 'github-summary')
  writeFileSync(output, '')
  writeFileSync(summary, '')
  const result = spawnSync('bash', ['-e', '-c', script], {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: `${join(scratch, 'bin')}:${process.env.PATH}`,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_REPOSITORY: 'faheem-app/website',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '7',
      ...env,
    },
  })
  const outputs = Object.fromEntries(
    readFileSync(output, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
  )
  return {
    status: result.status,
    stdout: result.stdout + result.stderr,
    outputs,
    summary: readFileSync(summary, 'utf8'),
  }
}

/** Stand-ins for `npx wrangler` and `gh`: each call appended to calls.log, with its input. */
export function standIns() {
  const bin = join(scratch, 'bin')
  execFileSync('mkdir', ['-p', bin])
  const log = join(scratch, 'calls.log')
  writeFileSync(log, '')
  const tool = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/usr/bin/env bash\n${body}\n`)
    chmodSync(join(bin, name), 0o755)
  }
  tool(
    'npx',
    `echo "npx $*" >> "${log}"
printf '%s\\n' '{"type":"wrangler-session","version":1}' \\
  '{"type":"pages-deploy-detailed","version":1,"url":"https://0a1b2c3d.faheem.pages.dev","alias":"https://my-edit.faheem.pages.dev"}' \\
  >> "$WRANGLER_OUTPUT_FILE_PATH"`,
  )
  tool(
    'gh',
    `input=""; for arg in "$@"; do [ "$arg" = "--input" ] && input="$(cat)"; done
echo "gh $* $input" >> "${log}"
for arg in "$@"; do [ "$arg" = ".id" ] && echo 42; done; true`,
  )
  return () => readFileSync(log, 'utf8')
}
