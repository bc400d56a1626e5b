/**
 * BOTH servers serving a build that is not the repository's dist/: a copy of it whose every
 * inline script has other bytes (a changed head script, say), with its own `_headers` and nginx
 * snippets written by the build's step (writeServerFiles, scripts/build/after-build.ts). Every
 * answer, page or plain error, carries that build's CSP: each of its inline scripts by its hash,
 * and none of the hashes of dist/'s scripts it no longer has. The Node server reads it from the
 * build it loads at start-up (server/static-files.ts), not from the repository's dist/.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { writeServerFiles } from '../../scripts/build/after-build.ts'
import { DIST, distFiles } from '../../server/dist-files.ts'
import { inlineHashes } from '../../server/inline-hashes.ts'
import { expectCspOfThePages, HTML_ADDRESS } from './answers.ts'
import { parseResponse, request, sendRaw } from './http-client.ts'
import { describeEachServer } from './servers.ts'

vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

let scratch = ''
const second = () => join(scratch, 'dist')
const snippets = () => join(scratch, 'nginx')

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'faheem-second-build-'))
  await cp(DIST, second(), { recursive: true })
  for (const file of distFiles(second()).filter((name) => name.endsWith('.html'))) {
    const html = await readFile(join(second(), file), 'utf8')
    await writeFile(
      join(second(), file),
      html.replace(/<script>([\s\S]*?)<\/script>/g, '<script>$1\n</script>'),
    )
    // The compressed copies would be of the first build's pages.
    await rm(join(second(), `${file}.br`))
    await rm(join(second(), `${file}.gz`))
  }
  await writeServerFiles(second(), snippets())
})

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

it("the second build's pages carry no inline script of dist/'s", () => {
  const own = inlineHashes(second()).scripts
  const dists = inlineHashes(DIST).scripts
  expect(dists.filter((hash) => !own.includes(hash)).length).toBeGreaterThanOrEqual(2)
})

describeEachServer(
  'a second build',
  (server) => {
    const csp = (response: { headers: Record<string, string> }) => response.headers['content-security-policy']

    it('every page, redirect and error answer carries the CSP of that build, none of dist/', async () => {
      const answers = [
        ...(await Promise.all(Object.values(HTML_ADDRESS).map((target) => request(server().port, target)))),
        await request(server().port, '/en/'),
        await request(server().port, '/', { method: 'POST' }),
        parseResponse(await sendRaw(server().port, Buffer.from('GARBAGE\r\n\r\n'))),
      ]
      expect(answers.slice(-3).map((answer) => answer.status)).toEqual([301, 405, 400])
      const policy = csp(answers[0] ?? { headers: {} })
      expectCspOfThePages(policy, second())
      for (const answer of answers) expect(csp(answer)).toBe(policy)
      const own = inlineHashes(second()).scripts
      for (const hash of inlineHashes(DIST).scripts.filter((hash) => !own.includes(hash))) {
        expect(policy).not.toContain(hash)
      }
    })

    it('_headers, written for that build, says the same', async () => {
      const headers = await readFile(join(second(), '_headers'), 'utf8')
      const response = await request(server().port, '/')
      expect(headers).toContain(`  Content-Security-Policy: ${csp(response)}\n`)
    })
  },
  { dist: second, snippets },
)
