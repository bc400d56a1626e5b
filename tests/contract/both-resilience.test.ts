/**
 * BOTH servers under clients that misbehave over time, and what they log: clients that never
 * read are cut off while others are served, one request gets exactly one answer, a brotli client
 * gets brotli on every one of hundreds of requests, and the access log has one well-formed line
 * per request that no request can forge. Bounds are the servers' configured timeouts (docs/server.md)
 * with a wide margin, never a race against a busy machine.
 */
import { connect, type Socket } from 'node:net'
import { expect, it, vi } from 'vitest'
import { visitPath } from '../../src/config/routes.ts'
import { ASSETS, built, EN_PRICING, HOME, htmlOf, PRICING } from './built-files.ts'
import { parseResponse, request, sendRaw } from './http-client.ts'
import { describeEachServer } from './servers.ts'
import { sleep } from './sockets.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

/** Both servers cut a connection whose answers make no progress for this long. */
const SEND_TIMEOUT_MS = 10_000

function open(port: number): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => done(socket))
    socket.once('error', fail)
  })
}

/** Every status line in a stream of answers whose bodies have a Content-Length. */
function statusLines(raw: Buffer): number[] {
  const statuses: number[] = []
  let rest = raw
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n')
    if (end === -1) break
    const head = rest.subarray(0, end).toString('latin1')
    const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)
    if (!status) throw new Error(`not an answer: ${JSON.stringify(head.slice(0, 80))}`)
    statuses.push(Number(status[1]))
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0)
    rest = rest.subarray(end + 4 + length)
  }
  return statuses
}

/** Everything received on `socket` until it closes (or `limitMs` passes: then it is destroyed). */
function untilClosed(socket: Socket, limitMs: number): Promise<{ data: Buffer; closed: boolean }> {
  return new Promise((done) => {
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      done({ data: Buffer.concat(chunks), closed: false })
    }, limitMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', () => {})
    socket.once('close', () => {
      clearTimeout(timer)
      done({ data: Buffer.concat(chunks), closed: true })
    })
  })
}

describeEachServer('misbehaving clients', (server) => {
  it('cuts off clients that never read, and serves others meanwhile', { timeout: 120_000 }, async () => {
    // 20 connections each ask for the largest script 40 times (9 MB each) and never read.
    const pipelined = `GET ${ASSETS.js} HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(40)
    const stuck = await Promise.all(Array.from({ length: 20 }, () => open(server().port)))
    const cut = stuck.map(
      (socket) =>
        new Promise<void>((done) => {
          socket.once('close', () => done())
          socket.on('error', () => {})
        }),
    )
    for (const socket of stuck) {
      socket.pause()
      socket.write(pipelined)
    }
    // A cut connection is noticed when a write to it fails: a blank line now and then (allowed
    // between requests) reaches a closed socket as an error. Reading never starts.
    const poke = setInterval(() => {
      for (const socket of stuck) if (!socket.destroyed) socket.write('\r\n')
    }, 500)
    try {
      for (let i = 0; i < 10; i++) {
        const response = await request(server().port, i % 2 ? EN_PRICING : HOME)
        expect(response.status).toBe(200)
        expect(response.body.equals(built(i % 2 ? htmlOf('pricing', 'en') : htmlOf('landing')))).toBe(true)
        await sleep(200)
      }
      const allCut = Promise.all(cut).then(() => true)
      const limit = sleep(4 * SEND_TIMEOUT_MS).then(() => false)
      const open = () => stuck.filter((socket) => !socket.destroyed).length
      expect(await Promise.race([allCut, limit]), `${open()} of 20 still open`).toBe(true)
    } finally {
      clearInterval(poke)
      for (const socket of stuck) socket.destroy()
    }
    expect((await request(server().port, HOME)).status).toBe(200)
  })

  it('one request, one answer: a bad chunked body after the answer closes the connection', async () => {
    const raw = await sendRaw(
      server().port,
      `GET ${PRICING} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n`,
      15_000,
    )
    const statuses = statusLines(raw)
    expect(statuses).toHaveLength(1)
    // nginx reads the body first and refuses it; Node answers first, then finds it broken.
    if (statuses[0] === 200) expect(parseResponse(raw).body.equals(built(htmlOf('pricing')))).toBe(true)
    else expect(statuses[0]).toBe(400)
  })

  it('one request, one answer: a body trickling past the request timeout', { timeout: 90_000 }, async () => {
    const socket = await open(server().port)
    const received = untilClosed(socket, 60_000)
    socket.write(`GET ${PRICING} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 30\r\n\r\n`)
    // One byte every half second: 15 s for the body, past Node's requestTimeout (10 s).
    for (let i = 0; i < 30 && !socket.destroyed; i++) {
      socket.write('x')
      await sleep(500)
    }
    const { data, closed } = await received
    expect(closed, 'the server closed the connection').toBe(true)
    expect(statusLines(data)).toEqual([200])
  })

  it('sends brotli to a brotli client on every one of 900 requests', { timeout: 120_000 }, async () => {
    // Addresses full of slashes leave slashes in nginx's request memory: the brotli_static
    // module, which read past the path it built, then failed (ENOTDIR) on about one request
    // in seven and sent plain bytes.
    const targets = [
      [HOME, `${htmlOf('landing')}.br`],
      ['/nope', `${htmlOf('not-found')}.br`],
      [EN_PRICING, `${htmlOf('pricing', 'en')}.br`],
      [visitPath('not-found', 'en'), `${htmlOf('not-found', 'en')}.br`],
      [`/assets/${'x/'.repeat(60)}`, `${htmlOf('not-found')}.br`],
      [`/${'/'.repeat(200)}q`, `${htmlOf('not-found')}.br`],
      [PRICING, `${htmlOf('pricing')}.br`],
    ] as const
    const failures: string[] = []
    for (let round = 0; round < 30; round++) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const [target, file] = targets[i % targets.length] ?? targets[0]
          const response = await request(server().port, target, { headers: { 'Accept-Encoding': 'br' } })
          const ok = response.headers['content-encoding'] === 'br' && response.body.equals(built(file))
          return ok ? null : `${target}: ${response.headers['content-encoding'] ?? 'identity'}`
        }),
      )
      failures.push(...answers.filter((failure): failure is string => failure !== null))
    }
    expect(failures).toEqual([])
  })
})

describeEachServer('access log', (server) => {
  /** address [ISO time] "request line, escaped" status body-bytes seconds */
  const LINE =
    /^(?<address>[0-9a-f.:]+) \[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d\] "(?<request>(?:[\x20-\x21\x23-\x5b\x5d-\x7e]|\\x[0-9A-F]{2})*)" (?<status>\d{3}) (?<bytes>\d+) (?:\d+\.\d{3}|-)$/

  it('one line per request, in the stated shape; malformed requests never forge a line', async () => {
    const before = (await server().accessLog()).split('\n').filter(Boolean).length
    const good = await request(server().port, EN_PRICING, { headers: { 'Accept-Encoding': 'br' } })
    expect(good.status).toBe(200)
    await request(server().port, '/nope')
    await request(server().port, '/x%0d%0aFAKE%20200')
    // A quote would end the logged request line early, a backslash fake an escape.
    await request(server().port, '/q"x\\y"')
    const hostile = [
      'GET /"\x1b[31mred HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      'GET /a\rFAKE 200 1 0.001 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      'GET /\\x41\x7f\xff HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      '\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03abc',
      `GET /${'\x00'.repeat(10)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    ]
    for (const raw of hostile) {
      const response = parseResponse(await sendRaw(server().port, Buffer.from(raw, 'latin1')))
      expect(response.status).toBe(400)
    }
    // nginx writes the line once the connection is done; give it a moment.
    let lines: string[] = []
    for (let i = 0; i < 50; i++) {
      lines = (await server().accessLog()).split('\n').filter(Boolean).slice(before)
      if (lines.length >= 4 + hostile.length) break
      await sleep(100)
    }
    expect(lines).toHaveLength(4 + hostile.length)
    const parsed = lines.map((line) => {
      const unprintable = [...line].filter((char) => char < ' ' || char > '~')
      expect(unprintable, `no control byte in ${JSON.stringify(line)}`).toEqual([])
      const match = LINE.exec(line)
      expect(match, line).not.toBeNull()
      return match?.groups ?? {}
    })
    expect(parsed[0]).toMatchObject({
      // Shortened: no one's address is kept (log-addresses.test.ts).
      address: '127.0.0.0',
      request: `GET ${EN_PRICING} HTTP/1.1`,
      status: '200',
      bytes: String(built(`${htmlOf('pricing', 'en')}.br`).length),
    })
    expect(parsed[1]).toMatchObject({ request: 'GET /nope HTTP/1.1', status: '404' })
    // Logged as sent: escapes stay escapes.
    expect(parsed[2]).toMatchObject({ request: 'GET /x%0d%0aFAKE%20200 HTTP/1.1', status: '404' })
    expect(parsed[3]).toMatchObject({
      request: 'GET /q\\x22x\\x5Cy\\x22 HTTP/1.1',
      status: '404',
    })
    for (const fields of parsed.slice(4)) expect(fields.status).toBe('400')
  })
})
