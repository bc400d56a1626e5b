/**
 * The Node server (`node server/main.ts`) stopping on SIGTERM and SIGINT: the answers in flight
 * finish (a slow reader's too), idle connections go at once, new ones are refused, and it exits 0
 * by itself. Each test starts its own server, since it stops it.
 */
import { connect } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { waitForExit } from '../../test-support/launch.ts'
import { ASSETS, built, EN_PRICING, HOME, htmlOf } from './built-files.ts'
import { parseResponse } from './http-client.ts'
import { startNode } from './node-server.ts'
import { canConnect } from './processes.ts'
import { sleep, watch } from './sockets.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

/** server/main.ts: idle kept-alive connections close after this long. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000

describe.each(['SIGTERM', 'SIGINT'] as const)('node server stopping on %s', (signal) => {
  it('finishes the request in flight, lets idle connections go at once, refuses new ones, exits 0', {
    timeout: 60_000,
  }, async () => {
    const server = await startNode()
    try {
      // A request half sent, and an idle kept-alive connection after a full one.
      const inFlight = await watch(server.port)
      inFlight.socket.write(`GET ${EN_PRICING} HTTP/1.1\r\nHost: localhost\r\n`)
      const keptAlive = await watch(server.port)
      keptAlive.socket.write(`GET ${HOME} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
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
      expect(response.body.equals(built(`${htmlOf('pricing', 'en')}.br`))).toBe(true)

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
