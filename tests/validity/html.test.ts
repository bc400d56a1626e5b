/**
 * Every built page is valid HTML: the W3C's Nu HTML Checker (the `vnu-jar` package, run by Debian's
 * Java, which `npm test` installs: scripts/ci/ensure-chromium.ts) finds no error and no warning in
 * any HTML file of dist/, so every page of the route table in both languages, the not-found pages
 * included. One run over all the files: the checker's JVM takes seconds to start. Its "info"
 * notes (a trailing slash on a void element, as React writes them) are not problems and are not
 * counted.
 */
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { DIST, distFiles } from '../../server/dist-files.ts'
import { htmlFile, PAGES } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { requireBuild } from '../../test-support/require-build.ts'

requireBuild()

const require = createRequire(import.meta.url)
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar')

/** One message of the checker's JSON output (`--format json`). */
interface Message {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  message: string
}

const files = () => distFiles(DIST).filter((file) => file.endsWith('.html'))
let checked: Message[] = []

beforeAll(() => {
  const run = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files().map((file) => join(DIST, file))],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (run.error || run.status !== 0)
    throw new Error(
      `The HTML checker did not run (${run.error?.message ?? run.stderr}). It needs Java: ` +
        'apt-get install default-jre-headless (npm test installs it, scripts/ci/ensure-chromium.ts)',
    )
  // The checker writes its JSON to standard error.
  checked = (JSON.parse(run.stderr) as { messages: Message[] }).messages
}, 120_000)

/** `dist/en/pricing.html:21: error: …` for each error and warning. */
function problems(): string[] {
  return checked
    .filter((message) => message.type !== 'info' || message.subType === 'warning')
    .map((message) => {
      const file = message.url ? relative(join(DIST, '..'), fileURLToPath(message.url)) : '(no file)'
      const kind = message.subType ?? message.type
      return `${file}:${message.lastLine ?? 0}: ${kind}: ${message.message}`
    })
}

describe('the Nu HTML Checker on dist/', () => {
  it('is given every page of the route table in both languages', () => {
    const all = files()
    for (const page of PAGES) for (const lang of LANGS) expect(all).toContain(htmlFile(page, lang))
  })

  it('finds no error and no warning on any built page', () => {
    expect(problems(), "the Nu HTML Checker's errors and warnings").toEqual([])
  })
})
