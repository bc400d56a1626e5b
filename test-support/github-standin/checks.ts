/**
 * What CI does on a push, in the stand-in (server.ts): the content check on the pushed commit, for
 * real, in a temporary copy of its tree (seconds: no build), and a summary of any price change
 * against the base. `runContentChecks` is the one place that says how: it calls the build's own
 * check (src/content/check.ts, `checkContent`) and compares content/pricing.json itself, until the
 * pipeline's own content-check and price-summary scripts (in scripts/ci/) take their place, run the
 * same way, in the same folder.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { BareRepo } from './bare-repo.ts'

export interface CheckResult {
  ok: boolean
  /** The check's refusals, one a line, as it prints them (empty when it passes). */
  refusals: string[]
  /** What changed in content/pricing.json, one line a number: `bundles[1].price: 270 → 290`. */
  prices: string[]
}

const run = (cwd: string, args: string[]) =>
  new Promise<{ code: number; output: string }>((done) => {
    execFile(process.execPath, args, { cwd, timeout: 60_000 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    )
  })

/** The check, as the pipeline will run it (see above): the one function to swap at merge. */
async function runContentChecks(dir: string, basePricing: string): Promise<CheckResult> {
  const check = await run(dir, [
    '--input-type=module',
    '-e',
    // As the pipeline's content-check script does: the refusals, one a line, and exit code 1.
    "const { checkContent } = await import('./src/content/check.ts'); try { checkContent() } catch (error) { console.error(error.message); process.exit(1) }",
  ])
  const refusals = check.code === 0 ? [] : refusalLines(check.output)
  const prices = priceChanges(
    JSON.parse(basePricing),
    JSON.parse(await readFile(join(dir, 'content/pricing.json'), 'utf8')),
  )
  return { ok: check.code === 0, refusals, prices }
}

/** The check's refusals, one a line (or what it printed, when it stopped otherwise). */
const refusalLines = (output: string): string[] =>
  output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** Every number of the pricing file that differs, by its path in the file. */
function priceChanges(before: unknown, after: unknown, at = ''): string[] {
  if (typeof before === 'number' || typeof after === 'number') {
    return before === after ? [] : [`${at}: ${String(before)} → ${String(after)}`]
  }
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)])
    return [...keys].flatMap((key) => {
      const path = Array.isArray(after) ? `${at}[${key}]` : at ? `${at}.${key}` : key
      return priceChanges(
        (before as Record<string, unknown>)[key],
        (after as Record<string, unknown>)[key],
        path,
      )
    })
  }
  return []
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
