/**
 * What BOTH servers' access logs keep of a client's address (server/access-log.ts; nginx's
 * `$faheem_anon_addr`, deploy/nginx/access-log.conf, in the `faheem` log_format of
 * deploy/nginx.conf): each server, listening on a loopback address alone, gets one request from
 * it and logs it from 127.0.0.0 for 127.0.0.1, and from `::` (its /48) for ::1. The IPv6 rows
 * are skipped where the machine has no ::1.
 */
import { get } from 'node:http'
import { createServer } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { DIST } from '../../server/dist-files.ts'
import { startNginx } from './nginx-server.ts'
import { startNode } from './node-server.ts'
import type { RunningServer, StartOptions } from './processes.ts'
import { sleep } from './sockets.ts'

vi.setConfig({ testTimeout: 30_000 })

const hasIpv6 = await new Promise<boolean>((done) => {
  const probe = createServer()
  probe.once('error', () => done(false))
  probe.listen(0, '::1', () => probe.close(() => done(true)))
})

const SERVERS: Array<[string, (dist: string, options: StartOptions) => Promise<RunningServer>]> = [
  ['node', startNode],
  ['nginx', startNginx],
]

describe.each(SERVERS)('%s server, access log', (_, start) => {
  it.for([
    ['127.0.0.1', '127.0.0.0'],
    ['::1', '::'],
  ] as const)('a request from %s is logged from %s', async ([host, kept], context) => {
    if (host.includes(':') && !hasIpv6) context.skip()
    const server = await start(DIST, { host })
    try {
      const status = await new Promise<number | undefined>((done, fail) => {
        get({ host, port: server.port, path: '/', agent: false }, (response) => {
          response.resume()
          response.once('end', () => done(response.statusCode))
        }).once('error', fail)
      })
      expect(status).toBe(200)
      let lines: string[] = []
      for (let i = 0; i < 50 && lines.length === 0; i++) {
        lines = (await server.accessLog()).split('\n').filter(Boolean)
        if (lines.length === 0) await sleep(100)
      }
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/ "GET \/ HTTP\/1\.1" 200 /)
      expect(lines[0]?.split(' ')[0]).toBe(kept)
    } finally {
      await server.stop()
    }
  })
})
