/**
 * Hostile and broken requests, sent byte for byte over raw sockets to BOTH servers. Each must
 * get a clear 4xx or the right page: never a 5xx (505 to an HTTP/2.0 request line and 501 to an
 * unknown transfer coding are the protocol answers allowed), never a byte from outside dist/,
 * never a stack trace, and the server answers normally afterwards. Every error answer is the
 * same plain text on both servers (server/plain-answers.ts), names no server, carries the
 * security headers and is never stored.
 */
import { afterEach, expect, it, vi } from 'vitest'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { PLAIN_MESSAGES, PLAIN_TYPE } from '../../server/plain-answers.ts'
import { SECURITY_HEADERS } from './answers.ts'
import { BAD_REQUESTS } from './bad-requests.ts'
import { BAD_TARGETS, longPath } from './bad-targets.ts'
import { built, HOME, htmlOf } from './built-files.ts'
import { parseResponse, request, sendRaw } from './http-client.ts'
import { describeEachServer } from './servers.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

const CASES = [...BAD_TARGETS, ...BAD_REQUESTS]

/** Text that would mean a leak: a stack trace, a path on this machine, a file outside dist/. */
const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /node:internal/,
  /Error: /,
  /\/work\//,
  /\/tmp\//,
  /root:x:0:0/,
  /"name": "faheem-website"/,
  /import \{/,
]

describeEachServer('bad input', (server) => {
  afterEach(async () => {
    // Still answering, and well.
    const response = await request(server().port, HOME)
    expect(response.status).toBe(200)
    expect(response.body.equals(built(htmlOf('landing')))).toBe(true)
  })

  it.each(CASES)('$name → $status', { timeout: 20_000 }, async ({ raw, status, file, location }) => {
    const response = parseResponse(await sendRaw(server().port, Buffer.from(raw, 'latin1')))
    const allowed = Array.isArray(status) ? status : [status]
    expect(allowed).toContain(response.status)
    if (status !== 505 && status !== 501) expect(response.status).toBeLessThan(500)
    if (file) expect(response.body.equals(built(file)), `body is dist/${file}`).toBe(true)
    expect(response.headers.location).toBe(location)
    if (location) expect(response.headers['cache-control']).toBe(CACHE_CONTROL.redirect)
    const text = response.body.toString('latin1')
    for (const leak of LEAKS) expect(text).not.toMatch(leak)
    // Whatever refused it, parser or handler: the security headers.
    for (const [name, value] of SECURITY_HEADERS)
      expect(response.headers[name.toLowerCase()], name).toBe(value)
    if (response.status >= 400) {
      // The same plain answer from both servers, naming neither, never stored.
      expect(response.headers['cache-control']).toBe(CACHE_CONTROL.error)
      if (response.status !== 404) {
        expect(response.headers['content-type']).toBe(PLAIN_TYPE)
        expect(text).toBe(PLAIN_MESSAGES[response.status])
      }
      expect(text).not.toMatch(/nginx|node/i)
    }
  })

  it.each([
    ['a bad escape', '/%zz'],
    ['a traversal', '/..%2f..%2fetc%2fpasswd'],
    ['a long target', longPath(3000)],
  ])('after refusing %s, the connection is closed, not reused', async (_name, path) => {
    // No `Connection: close`: the server must end the connection itself after a 4xx like this.
    const kept = `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\nGET ${HOME} HTTP/1.1\r\nHost: localhost\r\n\r\n`
    const raw = await sendRaw(server().port, kept, 8_000)
    const response = parseResponse(raw)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(raw.toString('latin1').match(/^HTTP\/1\.1 /gm)).toHaveLength(1)
  })

  it('logged no crash and no error beyond refusing requests', () => {
    const log = server().stderr()
    expect(log).not.toMatch(/request failed|\n\s+at |\[(alert|crit|emerg)\]/)
  })
})
