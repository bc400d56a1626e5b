/**
 * Validators on BOTH servers: an ETag per coding and a 304 on a match, If-Match and its 412,
 * If-Unmodified-Since ignored, the not-found page always a 404, and Range ignored (the whole
 * file, 200).
 */
import { expect, it, vi } from 'vitest'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { visitPath } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { decode, expectSecurityHeaders, FILES, getter } from './answers.ts'
import { ASSETS, built, EN_PRICING, HOME, htmlOf, isText, PRICING } from './built-files.ts'
import { describeEachServer } from './servers.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

describeEachServer('validators and conditional requests', (server) => {
  const get = getter(server)

  it.each(FILES.filter((f) => f.kind !== 'not-found'))(
    '$name: ETag per coding, 304 on a match',
    async ({ target, file }) => {
      const plain = await get(target)
      const br = await get(target, { 'Accept-Encoding': 'br' })
      const etag = plain.headers.etag ?? ''
      expect(br.headers['content-encoding']).toBe(isText(file) ? 'br' : undefined)
      if (isText(file)) expect(br.headers.etag).not.toBe(etag)

      for (const ifNoneMatch of [etag, `W/${etag}`, `"nope", ${etag}`, `"a",${etag},"b"`, '*']) {
        const response = await get(target, { 'If-None-Match': ifNoneMatch })
        expect(response.status, ifNoneMatch).toBe(304)
        expect(response.body.length).toBe(0)
        expect(response.headers.etag).toBe(etag)
        expect(response.headers['cache-control']).toBe(plain.headers['cache-control'])
        expect(response.headers.vary).toBe(plain.headers.vary)
        expectSecurityHeaders(response)
      }
      const head304 = await get(target, { 'If-None-Match': etag }, 'HEAD')
      expect(head304.status).toBe(304)

      // Another coding's tag, a stale tag or a date never gives a 304.
      const others: Record<string, string>[] = [
        { 'If-None-Match': '"stale"' },
        { 'If-None-Match': etag.slice(0, -1) },
        { 'If-Modified-Since': 'Fri, 01 Jan 2100 00:00:00 GMT' },
      ]
      if (br.headers.etag !== etag) others.push({ 'If-None-Match': br.headers.etag ?? '' })
      for (const headers of others) {
        const response = await get(target, headers)
        expect(response.status, JSON.stringify(headers)).toBe(200)
        expect(response.body.length).toBe(plain.body.length)
      }
      // The br variant validates with its own tag.
      const brAgain = await get(target, { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag ?? '' })
      expect(brAgain.status).toBe(304)
    },
  )

  it('If-Match: the current tag or * passes, another tag is 412', async () => {
    const etag = (await get(PRICING)).headers.etag ?? ''
    expect((await get(PRICING, { 'If-Match': etag })).status).toBe(200)
    expect((await get(PRICING, { 'If-Match': `"x", ${etag}` })).status).toBe(200)
    expect((await get(PRICING, { 'If-Match': '*' })).status).toBe(200)
    expect((await get(PRICING, { 'If-Match': '"stale"' })).status).toBe(412)
    expect((await get(PRICING, { 'If-Match': `W/${etag}` })).status).toBe(412)
  })

  it('If-Unmodified-Since is ignored (no modification date), the other preconditions still apply', async () => {
    const etag = (await get(PRICING)).headers.etag ?? ''
    for (const date of ['garbage', 'Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 01 Jan 2100 00:00:00 GMT']) {
      const ius = { 'If-Unmodified-Since': date }
      const plain = await get(PRICING, ius)
      expect(plain.status, date).toBe(200)
      expect(plain.body.equals(built(htmlOf('pricing')))).toBe(true)
      expect((await get(PRICING, { ...ius, 'If-None-Match': etag })).status, date).toBe(304)
      expect((await get(PRICING, { ...ius, 'If-Match': '"stale"' })).status, date).toBe(412)
      const br = await get(EN_PRICING, { ...ius, 'Accept-Encoding': 'br' })
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.body.equals(built(`${htmlOf('pricing', 'en')}.br`))).toBe(true)
      expectSecurityHeaders(br)
      expect(br.headers['cache-control']).toBe(CACHE_CONTROL.html)
      const names = br.headerLines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
      expect(names.length, 'each header once').toBe(new Set(names).size)
      expect((await get('/nope', ius)).status).toBe(404)
    }
  })

  it.each(LANGS)('the not-found page (%s) stays a 404 whatever the validators say', async (lang) => {
    const target = visitPath('not-found', lang)
    const first = await get(target)
    const again = await get(target, { 'If-None-Match': first.headers.etag ?? '*' })
    expect(again.status).toBe(404)
    expect(again.body.equals(built(htmlOf('not-found', lang)))).toBe(true)
    expect((await get(target, { 'If-None-Match': '*' })).status).toBe(404)
    expect((await get(target, { 'If-Match': '"stale"' })).status).toBe(404)
  })

  it.each([
    'bytes=0-99',
    'bytes=-10',
    'bytes=100-',
    'bytes=0-0,5-9',
    'bytes=999999999-',
    'bytes=abc',
    'pages=1',
  ])('Range %s is ignored: 200 and the whole file', async (range) => {
    for (const target of [HOME, ASSETS.js, ASSETS.woff2]) {
      const response = await get(target, { Range: range })
      expect(response.status).toBe(200)
      expect(response.headers['content-range']).toBeUndefined()
      expect(decode(response).length).toBeGreaterThan(100)
    }
    const ifRange = await get(HOME, { Range: range, 'If-Range': '"x"' })
    expect(ifRange.status).toBe(200)
  })
})
