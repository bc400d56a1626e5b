/**
 * The Node server (`node server/main.ts`) under slow, many and stopping clients, and started on
 * a missing or broken build. Timing bounds are generous and relative to the server's configured
 * timeouts (README, "Server"): the machine is small and shared.
 */
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { connect, createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ASSETS, built } from './built-files.ts'
import { parseResponse, request, sendRaw } from './http-client.ts'
import { nodeBinary, ROOT, type RunningServer, startNode, waitForExit } from './servers.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** server/main.ts: idle kept-alive connections close after this long. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000

interface Watched {
  socket: Socket
  received: () => string
  /** Milliseconds from connecting to closing. */
  closedAfter: Promise<number>
  /** When it closed (Date.now()). */
  closedAt: Promise<number>
}

/** A connection whose bytes and closing time are recorded. */
function watch(port: number): Promise<Watched> {
  return new Promise((done, fail) => {
    const started = Date.now()
    let received = ''
    const socket = connect(port, '127.0.0.1')
    const closedAt = new Promise<number>((closed) => socket.on('close', () => closed(Date.now())))
    const closedAfter = closedAt.then((at) => at - started)
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1')
    })
    socket.on('error', () => {})
    socket.once('connect', () => done({ socket, received: () => received, closedAfter, closedAt }))
    socket.once('error', fail)
  })
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })
}

const GET = (target: string) => `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`

describe('node server under load and slow clients', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startNode()
  }, 30_000)
  afterAll(async () => {
    await server?.stop()
  })

  it('cuts off clients that trickle their headers or send nothing, and serves others meanwhile', {
    timeout: 60_000,
  }, async () => {
    const request_ = 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: '
    const slow = await Promise.all(Array.from({ length: 30 }, () => watch(server.port)))
    const idle = await Promise.all(Array.from({ length: 10 }, () => watch(server.port)))
    let sent = 0
    const trickle = setInterval(() => {
      for (const { socket } of slow)
        if (!socket.destroyed) socket.write(request_[sent % request_.length] ?? 'a')
      sent++
    }, 200)
    try {
      // Meanwhile, ordinary visitors are served, well within the 5 s the slow ones get.
      for (let i = 0; i < 20; i++) {
        const started = Date.now()
        const response = await request(server.port, i % 2 ? '/pricing?lang=en' : '/')
        expect(response.status).toBe(200)
        expect(Date.now() - started).toBeLessThan(5_000)
        await sleep(100)
      }
      const closed = await Promise.all([...slow, ...idle].map((c) => c.closedAfter))
      // headersTimeout is 5 s, checked every second: cut off after ~5-6 s, not at once.
      for (const after of closed) {
        expect(after).toBeGreaterThan(3_500)
        expect(after).toBeLessThan(30_000)
      }
      for (const { received } of slow) expect(received()).toMatch(/^(HTTP\/1\.1 408 |$)/)
    } finally {
      clearInterval(trickle)
      for (const c of [...slow, ...idle]) c.socket.destroy()
    }
    expect((await request(server.port, '/')).status).toBe(200)
  })

  it('serves 200 concurrent connections, every byte right', { timeout: 60_000 }, async () => {
    const targets = ['/', '/pricing?lang=en', '/nope']
    const files = ['index.html', 'pricing.en.html', '404.html']
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => sendRaw(server.port, GET(targets[i % 3] ?? '/'), 30_000)),
    )
    responses.forEach((raw, i) => {
      const response = parseResponse(raw)
      expect(response.status).toBe(i % 3 === 2 ? 404 : 200)
      expect(response.body.equals(built(files[i % 3] ?? ''))).toBe(true)
    })
  })

  it('serves many requests on kept-alive connections', { timeout: 30_000 }, async () => {
    const one = 'GET /pricing HTTP/1.1\r\nHost: localhost\r\n\r\n'
    const raw = await sendRaw(server.port, `${one.repeat(49)}${GET('/pricing')}`, 20_000)
    const heads = raw.toString('latin1').match(/HTTP\/1\.1 200 OK/g) ?? []
    expect(heads).toHaveLength(50)
  })
})

describe.each(['SIGTERM', 'SIGINT'] as const)('node server stopping on %s', (signal) => {
  it('finishes the request in flight, lets idle connections go at once, refuses new ones, exits 0', {
    timeout: 60_000,
  }, async () => {
    const server = await startNode()
    try {
      // A request half sent, and an idle kept-alive connection after a full one.
      const inFlight = await watch(server.port)
      inFlight.socket.write('GET /pricing?lang=en HTTP/1.1\r\nHost: localhost\r\n')
      const keptAlive = await watch(server.port)
      keptAlive.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n')
      while (!keptAlive.received().includes('</html>')) await sleep(20)
      const idleSince = Date.now()

      server.child.kill(signal)
      // The server says so once it has stopped listening.
      while (!server.stderr().includes(`${signal}: finishing`)) await sleep(20)
      expect(await canConnect(server.port)).toBe(false)
      // The idle connection is let go at once: well before its keep-alive timeout (5 s after
      // its answer) would close it.
      expect((await keptAlive.closedAt) - idleSince).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS - 1_000)
      // The one in flight is answered, and its connection closed.
      inFlight.socket.write('Accept-Encoding: br\r\n\r\n')
      await inFlight.closedAfter
      const response = parseResponse(Buffer.from(inFlight.received(), 'latin1'))
      expect(response.status).toBe(200)
      expect(response.headers.connection).toBe('close')
      expect(response.body.equals(built('pricing.en.html.br'))).toBe(true)

      // Exit 0 by itself: the forced exit after 10 s would be 1 and say so.
      expect(await waitForExit(server.child, 15_000)).toBe(0)
      expect(server.stderr()).not.toMatch(/still open|\n\s+at /)
    } finally {
      await server.stop()
    }
  })

  it('lets a slow reader of a large answer finish, then exits 0 without forcing', {
    timeout: 60_000,
  }, async () => {
    const server = await startNode()
    try {
      // The largest script, uncompressed, 40 times on one connection (9 MB, more than the
      // kernel buffers on both ends hold), read 64 kB every 10 ms: when the signal comes, most
      // of it is still in the server's buffers.
      const socket = connect(server.port, '127.0.0.1')
      await new Promise((done) => socket.once('connect', done))
      socket.pause()
      const one = `GET ${ASSETS.js} HTTP/1.1\r\nHost: localhost\r\n`
      socket.write(`${one}\r\n`.repeat(39) + `${one}Connection: close\r\n\r\n`)
      await sleep(300)
      server.child.kill(signal)
      const chunks: Buffer[] = []
      const closed = new Promise((done) => socket.once('close', done))
      socket.on('error', () => {})
      const reading = setInterval(() => {
        const chunk = socket.read(65_536) ?? socket.read()
        if (chunk) chunks.push(chunk)
      }, 10)
      await closed
      clearInterval(reading)
      let rest: Buffer = Buffer.concat(chunks)
      const script = built(ASSETS.js)
      for (let i = 0; i < 40; i++) {
        const response = parseResponse(rest)
        expect(response.status).toBe(200)
        const length = Number(response.headers['content-length'])
        expect(response.body.subarray(0, length).equals(script), `answer ${i + 1} is the whole script`).toBe(
          true,
        )
        rest = response.body.subarray(length)
      }
      expect(rest.length).toBe(0)
      // Exit 0 by itself once the reader is done: the forced exit would be 1 and say so.
      expect(await waitForExit(server.child, 15_000)).toBe(0)
      expect(server.stderr()).not.toMatch(/still open|\n\s+at /)
    } finally {
      await server.stop()
    }
  })
})

describe('node server starting on a bad build or port', () => {
  let scratch: string
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'faheem-dist-'))
  })
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true })
  })

  /** Runs `node server/main.ts` with env; it must exit by itself, non-zero, with one clear line. */
  async function failedStart(env: Record<string, string>) {
    const child = spawn(nodeBinary(), [join(ROOT, 'server', 'main.ts')], {
      cwd: ROOT,
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
    expect(stderr).toMatch(message)
    expect(stderr).not.toMatch(/\n\s+at |node:internal|Error:/)
  }

  it('a missing dist/: says to build, exits 1', { timeout: 30_000 }, async () => {
    expectClearFailure(
      await failedStart({ DIST_DIR: join(scratch, 'nowhere') }),
      /No build found .*npm run build/,
    )
  })

  it('dist/ that is a file: exits 1', { timeout: 30_000 }, async () => {
    const file = join(scratch, 'a-file')
    await writeFile(file, 'not a directory')
    expectClearFailure(await failedStart({ DIST_DIR: file }), /No build found/)
  })

  it('an empty or partial dist/: names what is missing, exits 1', { timeout: 30_000 }, async () => {
    const empty = join(scratch, 'empty')
    await mkdir(empty)
    expectClearFailure(await failedStart({ DIST_DIR: empty }), /incomplete \(missing \/index\.html/)
    const partial = join(scratch, 'partial')
    await mkdir(partial)
    await writeFile(join(partial, 'index.html'), '<!doctype html>')
    expectClearFailure(await failedStart({ DIST_DIR: partial }), /incomplete \(missing \/index\.en\.html/)
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
