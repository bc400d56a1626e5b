/**
 * Methods on BOTH servers: HEAD sends the headers a GET would and no body; every other method
 * is refused with 405, the same plain answer on both, with or without a body.
 */
import { expect, it, vi } from 'vitest'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { visitPath } from '../../src/config/routes.ts'
import { expectSecurityHeaders, getter } from './answers.ts'
import { ASSETS, EN_HOME, EN_PRICING, HOME, PRICING } from './built-files.ts'
import { parseResponse, sendRaw } from './http-client.ts'
import { describeEachServer } from './servers.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

describeEachServer('HEAD', (server) => {
  const get = getter(server)

  it.each([
    HOME,
    EN_PRICING,
    visitPath('not-found', 'ar'),
    visitPath('not-found', 'en'),
    `${EN_HOME}/`,
    `${PRICING}?lang=en`,
    ASSETS.js,
    ASSETS.woff2,
  ])('HEAD %s: the GET headers, no body', async (target) => {
    for (const headers of [{}, { 'Accept-Encoding': 'br, gzip' }] as Record<string, string>[]) {
      const getResponse = await get(target, headers)
      const head = await get(target, headers, 'HEAD')
      expect(head.status).toBe(getResponse.status)
      expect(head.body.length).toBe(0)
      for (const name of [
        'content-type',
        'content-length',
        'content-encoding',
        'etag',
        'cache-control',
        'vary',
        'location',
      ]) {
        expect(head.headers[name], name).toBe(getResponse.headers[name])
      }
      expectSecurityHeaders(head)
    }
  })
})

describeEachServer('other methods', (server) => {
  const get = getter(server)

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'PURGE'])(
    '%s → 405 with Allow: GET, HEAD',
    async (method) => {
      for (const target of [HOME, EN_PRICING, `${EN_HOME}/`, `${PRICING}?lang=en`, ASSETS.js, '/nope']) {
        const response = await get(target, {}, method)
        expect(response.status, `${method} ${target}`).toBe(405)
        expect(response.headers.allow).toBe('GET, HEAD')
        expect(response.headers['cache-control']).toBe(CACHE_CONTROL.error)
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
        expect(response.body.toString()).toBe('Method Not Allowed\n')
        expectSecurityHeaders(response)
      }
    },
  )

  it('a POST with a body is refused the same way', async () => {
    const response = parseResponse(
      await sendRaw(
        server().port,
        `POST ${PRICING} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 7\r\n\r\na=1&b=2`,
      ),
    )
    expect(response.status).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD')
  })
})
