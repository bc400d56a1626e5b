/**
 * size-limit's measure of the byte budgets (.size-limit.ts), as its JSON rows: read by the byte
 * test (tests/budget/bytes.test.ts) and printed by the bench (bench/bytes.ts). size-limit exits 1
 * when an entry is over its limit; its rows are printed all the same, so both read them.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

export interface SizeLimitRow {
  name: string
  passed: boolean
  size: number
  sizeLimit: number
}

const root = resolve(import.meta.dirname, '..')

export function runSizeLimit(): { rows: SizeLimitRow[]; stderr: string } {
  const run = spawnSync(`${root}/node_modules/.bin/size-limit`, ['--json'], { cwd: root, encoding: 'utf8' })
  return { rows: JSON.parse(run.stdout || '[]') as SizeLimitRow[], stderr: run.stderr.trim() }
}
