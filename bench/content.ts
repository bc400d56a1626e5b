/**
 * The content tier's time (`npm run bench -- --only content`): `npm run test:content` run whole,
 * from its own build to its browser pass, against its limit of 3 minutes (README, "Tests"). How
 * busy the machine was is the bench's first line (`loadNote`, bench/table.ts).
 */
import { spawnSync } from 'node:child_process'
import type { Check, Row } from './table.ts'

const CONTENT_BUDGET_S = 180
export const CONTENT_TITLE = `npm run test:content (scripts/ci/test-content.ts), seconds, budget ≤ ${CONTENT_BUDGET_S}`

export function contentRows(root: string, check: Check): Row[] {
  const started = performance.now()
  const run = spawnSync('npm', ['run', 'test:content'], { cwd: root, stdio: 'inherit' })
  const seconds = Math.round((performance.now() - started) / 1000)
  const passed = run.status === 0
  return [
    {
      result: passed ? 'passed' : `failed, exit ${run.status}${check('npm run test:content failed', false)}`,
      seconds: `${seconds}${check(`npm run test:content: ${seconds} s > ${CONTENT_BUDGET_S} s`, seconds <= CONTENT_BUDGET_S)}`,
      budget: `≤ ${CONTENT_BUDGET_S}`,
    },
  ]
}
