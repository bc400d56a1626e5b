/**
 * The headers of every kind of answer, on BOTH servers: the security headers, caching, type,
 * Vary and length of each kind of file, each header once and no server version, the speculation
 * rules every page names, and the CSP hash of the one inline script.
 */
import { createHash } from 'node:crypto'
import { expect, it, vi } from 'vitest'
import {
  SPECULATION_RULES_HEADER,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
} from '../../server/speculation-rules.ts'
import { decode, expectSecurityHeaders, FILES, getter } from './answers.ts'
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
      // Pages, and only pages, name the speculation rules.
      expect(response.headers[SPECULATION_RULES_HEADER[0].toLowerCase()]).toBe(
        kind === 'page' || kind === 'not-found' ? SPECULATION_RULES_HEADER[1] : undefined,
      )
    },
  )

  it.each(['br', 'gzip', 'identity'] as const)(
    'the speculation rules in %s: their type, the bytes of the build, same origin only',
    async (coding) => {
      const response = await get(SPECULATION_RULES_PATH, { 'Accept-Encoding': coding })
      expect(response.status).toBe(200)
      expect(response.headers['content-type']).toBe(SPECULATION_RULES_TYPE)
      expect(response.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding)
      const body = decode(response)
      expect(body.equals(built(SPECULATION_RULES_PATH.slice(1)))).toBe(true)
      const rules = JSON.parse(body.toString()) as {
        prerender: Array<{ eagerness: string; where: unknown }>
      }
      expect(rules.prerender[0]?.eagerness).toBe('moderate')
      // Only path patterns: the origin is the page's own, never another host.
      expect(JSON.stringify(rules)).not.toMatch(/https?:|\/\/|hostname|protocol/)
    },
  )

  it('sends each header once and no server version', async () => {
    const response = await get('/')
    const names = response.headerLines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
    expect(names.length).toBe(new Set(names).size)
    expect(response.headers.server ?? '').not.toMatch(/\d/)
    expect(response.headers['x-powered-by']).toBeUndefined()
  })

  it('the CSP allows the one inline script of every page by its hash', async () => {
    const csp = (await get('/')).headers['content-security-policy'] ?? ''
    const hash = /'(sha256-[A-Za-z0-9+/=]+)'/.exec(csp)?.[1]
    expect(hash).toBeDefined()
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
          .matchAll(/<script>([^<]*)<\/script>/g),
      ].map((m) => m[1] ?? '')
      expect(scripts, file).toHaveLength(1)
      expect(
        `sha256-${createHash('sha256')
          .update(scripts[0] ?? '')
          .digest('base64')}`,
      ).toBe(hash)
    }
  })
})
