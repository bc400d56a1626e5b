/**
 * Prints what a branch changes in content/pricing.json against a base (a git ref: the pull
 * request's base, `origin/main` by default), Arabic first then English (scripts/ci/price-changes.ts),
 * and appends it as markdown to the job summary when GITHUB_STEP_SUMMARY is set (GitHub Actions).
 * No change: prints nothing. A price change is not refused: it is shown, for the owners named in
 * .github/CODEOWNERS to approve. Usage: `node scripts/ci/price-summary.ts [base]`.
 */
import { execFileSync } from 'node:child_process'
import { appendFileSync, readFileSync } from 'node:fs'
import type { Pricing } from '#src/content/schema.ts'
import { priceChanges, priceChangesMarkdown } from './price-changes.ts'

const FILE = 'content/pricing.json'
const base = process.argv[2] ?? 'origin/main'

const before = JSON.parse(execFileSync('git', ['show', `${base}:${FILE}`], { encoding: 'utf8' })) as Pricing
const after = JSON.parse(readFileSync(FILE, 'utf8')) as Pricing
const changes = priceChanges(before, after)
if (changes.ar.length > 0) {
  console.log([...changes.ar, '', ...changes.en].join('\n'))
  const summary = process.env.GITHUB_STEP_SUMMARY
  if (summary) appendFileSync(summary, `${priceChangesMarkdown(changes)}\n`)
}
