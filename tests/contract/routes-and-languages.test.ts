/**
 * The route table and the language of each address, run against BOTH servers: the Node server
 * (`node server/main.ts`) and nginx with deploy/nginx.conf. Every row is an address both
 * must answer the same way: a built page byte for byte (200), a permanent redirect to the same
 * Location (301: a trailing slash, the old `?lang=`), or the not-found page of the address's
 * language (404: English under `/en`, Arabic elsewhere). Expected addresses and files come from
 * the route table (pagePath, htmlFile), never typed out here.
 */
import { expect, it, vi } from 'vitest'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { PLAIN_TYPE, REDIRECT_MESSAGE } from '../../server/plain-answers.ts'
import { expectLanguageOf, expectSecurityHeaders, getter, HTML } from './answers.ts'
import { built, EN_HOME, EN_PRICING, PRICING } from './built-files.ts'
import { ROUTE_CASES } from './route-cases.ts'
import { describeEachServer } from './servers.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

describeEachServer('routes and languages', (server) => {
  const get = getter(server)

  it.each(ROUTE_CASES)('$target → $status $file$location', async (row) => {
    const response = await get(row.target)
    expect(response.status).toBe(row.status)
    expectSecurityHeaders(response)
    if (row.status === 301) {
      // The same short answer from both: where to go, cached a day, a plain body.
      expect(response.headers.location).toBe(row.location)
      expect(response.headers['cache-control']).toBe(CACHE_CONTROL.redirect)
      expect(response.headers['content-type']).toBe(PLAIN_TYPE)
      expect(response.body.toString()).toBe(REDIRECT_MESSAGE)
      expect(response.headers['x-robots-tag']).toBeUndefined()
      return
    }
    expect(response.headers.location).toBeUndefined()
    expect(response.headers['content-type']).toBe(HTML)
    expect(response.body.equals(built(row.file)), `body of ${row.target} is dist/${row.file}`).toBe(true)
    expectLanguageOf(response.body, row.file)
    expect(response.headers['x-robots-tag']).toBe(row.status === 404 ? 'noindex' : undefined)
  })

  it('a redirect answers HEAD with the headers of its GET and no body', async () => {
    for (const target of [`${EN_HOME}/`, `${PRICING}?lang=en&subjects=3`]) {
      const getResponse = await get(target)
      const head = await get(target, {}, 'HEAD')
      expect(head.status).toBe(301)
      expect(head.body.length).toBe(0)
      for (const name of ['location', 'content-type', 'content-length', 'cache-control']) {
        expect(head.headers[name], name).toBe(getResponse.headers[name])
      }
      expect(getResponse.headers['content-length']).toBe(String(Buffer.byteLength(REDIRECT_MESSAGE)))
      expectSecurityHeaders(head)
    }
  })

  it('a redirect sends each header once and names no server', async () => {
    const response = await get(`${EN_PRICING}/`)
    const names = response.headerLines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
    expect(names.length).toBe(new Set(names).size)
    expect(response.headers.server ?? '').not.toMatch(/\d/)
    expect(response.body.toString()).not.toMatch(/nginx|node/i)
  })
})
