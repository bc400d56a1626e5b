/**
 * The byte budgets, measured by size-limit from its configuration, .size-limit.ts: for each page of
 * the route table in each language, "everything on first load" and, where it loads script files,
 * "JavaScript on first load", brotli (tests/budget/bytes.test.ts holds the entries against the files
 * Chromium fetches, and a page without a JavaScript entry to none).
 */
import { PAGES, visitPath } from '../src/config/routes.ts'
import { LANGS } from '../src/i18n/lang.ts'
import { runSizeLimit } from '../test-support/size-limit.ts'
import type { Check, Row } from './table.ts'

export const BYTES_TITLE =
  'First load, kB brotli (size-limit, .size-limit.ts; no JavaScript entry: no script file on first load)'

export function bytesRows(check: Check): Row[] {
  const { rows: measured, stderr } = runSizeLimit()
  const cells = (name: string, optional: boolean): [string, string] => {
    const row = measured.find((entry) => entry.name === name)
    if (!row && optional) return ['0', 'no script file']
    if (!row) return [`not measured${check(`${name}: no size-limit row ${stderr}`, false)}`, '-']
    const mark = check(`${name}: ${row.size} bytes > ${row.sizeLimit}`, row.passed)
    return [`${(row.size / 1000).toFixed(2)}${mark}`, `≤ ${(row.sizeLimit / 1000).toFixed(2)}`]
  }
  return PAGES.flatMap((page) =>
    LANGS.map((lang) => {
      const path = visitPath(page, lang)
      const [js, jsBudget] = cells(`${path}: JavaScript on first load`, true)
      const [all, allBudget] = cells(`${path}: everything on first load`, false)
      return { page: path, 'JavaScript kB': js, budget: jsBudget, 'everything kB': all, 'budget ': allBudget }
    }),
  )
}
