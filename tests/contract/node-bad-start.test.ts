/**
 * The Node server (`node server/main.ts`) started on a missing or broken build, or on a port it
 * cannot have: it exits 1 by itself with one clear line, never a stack trace.
 */
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { htmlFile } from '../../src/config/routes.ts'
import { nodeBinary, waitForExit } from '../../test-support/launch.ts'
import { ROOT } from './processes.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

describe('node server starting on a bad build or port', () => {
  let scratch: string
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'faheem-dist-'))
  })
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true })
  })

  /** Runs `node server/main.ts` of `checkout` with env; it must exit by itself, non-zero, with one clear line. */
  async function failedStart(env: Record<string, string | undefined>, checkout = ROOT) {
    const main = join(checkout, 'server', 'main.ts')
    const child = spawn(nodeBinary(), ['--preserve-symlinks', '--preserve-symlinks-main', main], {
      cwd: checkout,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const code = await waitForExit(child, 20_000)
    return { code, stderr }
  }

  function expectClearFailure({ code, stderr }: { code: number | null; stderr: string }, message: RegExp) {
    expect(code).toBe(1)
    expect(stderr.trim().split('\n'), 'one line').toHaveLength(1)
    expect(stderr).toMatch(message)
    expect(stderr).not.toMatch(/\n\s+at |node:internal|Error:/)
  }

  it('a missing dist/: says to build, exits 1', { timeout: 30_000 }, async () => {
    expectClearFailure(
      await failedStart({ DIST_DIR: join(scratch, 'nowhere') }),
      /No build found .*npm run build/,
    )
  })

  it('a checkout without dist/, as a new user has it: says to build, exits 1', async () => {
    // The repository's files linked without its dist/: server/main.ts looks for its default build there.
    const checkout = join(scratch, 'checkout')
    await mkdir(checkout)
    for (const name of ['server', 'src', 'package.json', 'node_modules']) {
      await symlink(join(ROOT, name), join(checkout, name))
    }
    expectClearFailure(
      await failedStart({ DIST_DIR: undefined }, checkout),
      /^No build found at \S+checkout\/dist\. Run "npm run build" first/,
    )
  })

  it('dist/ that is a file: exits 1', { timeout: 30_000 }, async () => {
    const file = join(scratch, 'a-file')
    await writeFile(file, 'not a directory')
    expectClearFailure(await failedStart({ DIST_DIR: file }), /No build found/)
  })

  /** The failure naming `file` as the first one missing. */
  const missing = (file: string) => new RegExp(`incomplete \\(missing /${file.replaceAll('.', '\\.')}`)

  it('an empty or partial dist/: names what is missing, exits 1', { timeout: 30_000 }, async () => {
    const empty = join(scratch, 'empty')
    await mkdir(empty)
    expectClearFailure(await failedStart({ DIST_DIR: empty }), missing(htmlFile('landing', 'ar')))
    const partial = join(scratch, 'partial')
    await mkdir(partial)
    await writeFile(join(partial, htmlFile('landing', 'ar')), '<!doctype html>')
    expectClearFailure(await failedStart({ DIST_DIR: partial }), missing(htmlFile('landing', 'en')))
  })

  it('a port already taken: says so, exits 1', { timeout: 30_000 }, async () => {
    const blocker = createServer()
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done))
    const address = blocker.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      expectClearFailure(await failedStart({ PORT: String(port) }), /already in use/)
    } finally {
      blocker.close()
    }
  })

  it('a PORT that is not a port: exits 1', { timeout: 30_000 }, async () => {
    expectClearFailure(await failedStart({ PORT: 'eighty' }), /PORT must be/)
  })
})
