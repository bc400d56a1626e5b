/**
 * The Node server (`node server/main.ts`) under slow and many clients: clients that trickle their
 * headers are cut off while others are served, hundreds at once get every byte right, and kept-alive
 * connections carry many requests. Timing bounds are generous and relative to the server's
 * configured timeouts (docs/server.md): the machine is small and shared.
 */
import { expect, it, vi } from 'vitest'
import { built, EN_PRICING, HOME, htmlOf, PRICING } from './built-files.ts'
import { parseResponse, request, sendRaw } from './http-client.ts'
import { describeServer, NODE_KIND } from './servers.ts'
import { sleep, watch } from './sockets.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

const GET = (target: string) => `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`

describeServer(NODE_KIND, 'node server under load and slow clients', (server) => {
  it('cuts off clients that trickle their headers or send nothing, and serves others meanwhile', {
    timeout: 60_000,
  }, async () => {
    const request_ = `GET ${HOME} HTTP/1.1\r\nHost: localhost\r\nX-Slow: `
    const slow = await Promise.all(Array.from({ length: 30 }, () => watch(server().port)))
    const idle = await Promise.all(Array.from({ length: 10 }, () => watch(server().port)))
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
        const response = await request(server().port, i % 2 ? EN_PRICING : HOME)
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
    expect((await request(server().port, HOME)).status).toBe(200)
  })

  it('serves 200 concurrent connections, every byte right', { timeout: 60_000 }, async () => {
    const targets = [HOME, EN_PRICING, '/nope']
    const files = [htmlOf('landing'), htmlOf('pricing', 'en'), htmlOf('not-found')]
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => sendRaw(server().port, GET(targets[i % 3] ?? HOME), 30_000)),
    )
    responses.forEach((raw, i) => {
      const response = parseResponse(raw)
      expect(response.status).toBe(i % 3 === 2 ? 404 : 200)
      expect(response.body.equals(built(files[i % 3] ?? ''))).toBe(true)
    })
  })

  it('serves many requests on kept-alive connections', { timeout: 30_000 }, async () => {
    const one = `GET ${PRICING} HTTP/1.1\r\nHost: localhost\r\n\r\n`
    const raw = await sendRaw(server().port, `${one.repeat(49)}${GET(PRICING)}`, 20_000)
    const heads = raw.toString('latin1').match(/HTTP\/1\.1 200 OK/g) ?? []
    expect(heads).toHaveLength(50)
  })
})
