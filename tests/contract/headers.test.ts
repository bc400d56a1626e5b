/**
 * The headers of every kind of answer, on BOTH servers: the security headers, caching, type,
 * Vary and length of each kind of file, each header once and no server version, and the CSP
 * hashes of the two inline scripts of every page (the head script and the speculation rules).
 */
import { createHash } from 'node:crypto'
import { expect, it, vi } from 'vitest'
import { expectSecurityHeaders, FILES, getter } from './answers.ts'
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

  it('sends each header once and no server version', async () => {
    const response = await get('/')
    const names = response.headerLines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
    expect(names.length).toBe(new Set(names).size)
    expect(response.headers.server ?? '').not.toMatch(/\d/)
    expect(response.headers['x-powered-by']).toBeUndefined()
  })

  it('the CSP allows the two inline scripts of every page, each by its hash, and no other', async () => {
    const csp = (await get('/')).headers['content-security-policy'] ?? ''
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
    const hashes = [...scriptSrc.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map((match) => match[1])
    expect(hashes).toHaveLength(2)
    expect(scriptSrc).not.toContain('unsafe-inline')
    for (const file of [
      'index.html',
      'index.en.html',
      'pricing.html',
      'pricing.en.html',
      '404.html',
      '404.en.html',
    ]) {
      const scripts = [
        ...built(file)
          .toString()
          .matchAll(/<script(?: data-modules="[^"]*"| type="speculationrules")>([\s\S]*?)<\/script>/g),
      ].map((m) => m[1] ?? '')
      expect(scripts, file).toHaveLength(2)
      expect(
        scripts.map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}`),
        file,
      ).toEqual(hashes)
    }
  })
})
