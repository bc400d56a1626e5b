/**
 * `npm run check:content`: the build's content check alone (src/content/check.ts), in a second.
 * Prints each refusal Arabic first, then English, then the file and key, and exits 1 on any; in
 * GitHub Actions ($GITHUB_STEP_SUMMARY set) it also appends them to the job's summary, where the
 * pull request shows them. A pass is one line in both languages.
 */
import { appendFileSync } from 'node:fs'
import { contentRefusals, refusedHeading } from '../../src/content/check.ts'
import { printed, summaryMarkdown } from '../../src/content/refusal.ts'

const PASSED = 'فحص المحتوى: لا شيء مرفوض · Content check: nothing refused'

const refusals = contentRefusals()
const summary = process.env.GITHUB_STEP_SUMMARY
if (refusals.length === 0) {
  console.log(PASSED)
  if (summary) appendFileSync(summary, `### ${PASSED}\n`)
} else {
  const heading = refusedHeading(refusals.length)
  console.error(`${heading}\n\n${printed(refusals)}`)
  if (summary) appendFileSync(summary, summaryMarkdown(heading, refusals))
  process.exitCode = 1
}
