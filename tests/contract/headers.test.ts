/**
 * The headers of every kind of answer, on BOTH servers: the security headers, caching, type,
 * Vary and length of each kind of file (pages and not-found pages in both languages), each header
 * once and no server version, and the CSP hashes of exactly the inline scripts and styles the
 * built pages carry.
 */
import { expect, it, vi } from 'vitest'
import { expectCspOfThePages, expectSecurityHeaders, FILES, getter, HTML_ADDRESS } from './answers.ts'
import { built, isText } from './built-files.ts'
import { describeEachServer } from './servers.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

describeEachServer('headers', (server) => {
  const get = getter(server)

  it.each(FILES)(
    '$name: security, cache, type, Vary, length',
    async ({ target, file, kind, type, cache }) => {
      const response = await get(target)
      expect(response.status).toBe(kind === 'not-found' ? 404 : 200)
      expectSecurityHeaders(response)
      // Left out on purpose: it started each page in a fresh renderer process (server/security-headers.ts).
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined()
      expect(response.headers['cache-control']).toBe(cache)
      expect(response.headers['content-type']).toBe(type)
      expect(response.headers['content-length']).toBe(String(built(file).length))
      expect(response.headers.vary).toBe(isText(file) ? 'Accept-Encoding' : undefined)
      // Validation is by ETag alone; no ranges.
      expect(response.headers.etag).toMatch(/^"[^"]+"$/)
      expect(response.headers['last-modified']).toBeUndefined()
      expect(response.headers['accept-ranges']).toBeUndefined()
      expect(response.headers['content-range']).toBeUndefined()
      // The rules are inline now (src/document/speculation-rules.ts): no header, no file to fetch.
      expect(response.headers['speculation-rules']).toBeUndefined()
    },
  )

  it('serves no speculation rules file: the rules are inline in every page', async () => {
    expect((await get('/speculation-rules.json')).status).toBe(404)
  })

  it.each(Object.values(HTML_ADDRESS))('%s: each header once and no server version', async (target) => {
    const response = await get(target)
    const names = response.headerLines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
    expect(names.length).toBe(new Set(names).size)
    expect(response.headers.server ?? '').not.toMatch(/\d/)
    expect(response.headers['x-powered-by']).toBeUndefined()
  })

  it('the CSP allows every inline script and style of every page, each by its hash, and no other', async () => {
    expectCspOfThePages((await get('/')).headers['content-security-policy'])
  })
})
