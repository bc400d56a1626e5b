/**
 * Prints what a branch changes in content/pricing.json against a base (a git ref: the pull
 * request's base, `origin/main` by default), Arabic first then English (scripts/ci/price-changes.ts),
 * and appends it as markdown to the job summary when GITHUB_STEP_SUMMARY is set (GitHub Actions).
 * No change: prints nothing. A price change is not refused: it is shown, for the owners named in
 * .github/CODEOWNERS to approve. Usage: `node scripts/ci/price-summary.ts [base]`, or
 * `node scripts/ci/price-summary.ts --before FILE` to compare with a pricing file instead of a ref (the
 * stand-in for GitHub runs it so in a copy of a commit's tree, which has no git:
 * test-support/github-standin/checks.ts).
 */
import { execFileSync } from 'node:child_process'
import { appendFileSync, readFileSync } from 'node:fs'
import type { Pricing } from '#src/content/schema.ts'
import { priceChanges, priceChangesMarkdown } from './price-changes.ts'

const FILE = 'content/pricing.json'
const [first = 'origin/main', file] = process.argv.slice(2)
const beforeText =
  first === '--before' && file
    ? readFileSync(file, 'utf8')
    : execFileSync('git', ['show', `${first}:${FILE}`], { encoding: 'utf8' })

const before = JSON.parse(beforeText) as Pricing
const after = JSON.parse(readFileSync(FILE, 'utf8')) as Pricing
const changes = priceChanges(before, after)
if (changes.ar.length > 0) {
  console.log([...changes.ar, '', ...changes.en].join('\n'))
  const summary = process.env.GITHUB_STEP_SUMMARY
  if (summary) appendFileSync(summary, `${priceChangesMarkdown(changes)}\n`)
}
