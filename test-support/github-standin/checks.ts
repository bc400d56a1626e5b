/**
 * What CI does on a push, in the stand-in (server.ts): the content check on the pushed commit, for
 * real, in a temporary copy of its tree (seconds: no build), and what a price change changes,
 * against the base. `runContentChecks` is the one place that says how: the pipeline's own scripts.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { BareRepo } from './bare-repo.ts'

export interface CheckResult {
  ok: boolean
  /** The check's refusals, one a line, as it prints them (empty when it passes). */
  refusals: string[]
  /** What changed in content/pricing.json, in Arabic: «باقة الترم: ٢٧٠ ← ٢٩٠ ج.م». */
  prices: string[]
}

const run = (cwd: string, args: string[]) =>
  new Promise<{ code: number; output: string }>((done) => {
    execFile(process.execPath, args, { cwd, timeout: 60_000 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    )
  })

/**
 * The checks as the pipeline runs them (.github/workflows/checks.yml, the content tier), both
 * the pipeline's own scripts run in the commit's tree: `npm run check:content`
 * (scripts/ci/content-check.ts), and scripts/ci/price-summary.ts against the base's pricing file
 * (`--before`: a copy of the tree has no git to `git show` the base with), its Arabic lines (it
 * prints the Arabic lines, a blank line, then the English ones).
 */
async function runContentChecks(dir: string, basePricing: string): Promise<CheckResult> {
  const check = await run(dir, ['scripts/ci/content-check.ts'])
  const refusals = check.code === 0 ? [] : refusalLines(check.output)
  const before = join(dir, 'base-pricing.json')
  await writeFile(before, basePricing)
  const summary = await run(dir, ['scripts/ci/price-summary.ts', '--before', before])
  if (summary.code !== 0) throw new Error(`scripts/ci/price-summary.ts failed:\n${summary.output}`)
  const prices =
    summary.output.trim() === '' ? [] : (summary.output.trim().split(/\n\s*\n/)[0] ?? '').split('\n')
  return { ok: check.code === 0, refusals, prices }
}

/**
 * The check's refusals, each its Arabic line first (scripts/ci/content-check.ts prints a heading,
 * then per refusal its Arabic line, its English line and its file and key, a blank line between):
 * the first line of each block after the heading; or what it printed, when it stopped otherwise.
 */
function refusalLines(output: string): string[] {
  const blocks = output
    .trim()
    .split(/\n\s*\n/)
    .slice(1)
  const firsts = blocks.map((block) => block.trim().split('\n')[0]?.trim() ?? '').filter(Boolean)
  return firsts.length > 0 ? firsts : [output.trim()]
}

/** Runs the checks on `commit` of `repo`, in a temporary copy of its tree, against `base`. */
export async function checkCommit(repo: BareRepo, commit: string, base: string): Promise<CheckResult> {
  const dir = await mkdtemp(join(tmpdir(), 'faheem-standin-check-'))
  try {
    repo.checkout(commit, dir)
    await symlink(resolve('node_modules'), join(dir, 'node_modules'))
    return await runContentChecks(
      dir,
      repo.blob(repo.resolve(`${base}:content/pricing.json`) ?? '').toString('utf8'),
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
