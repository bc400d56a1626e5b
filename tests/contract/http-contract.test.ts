/**
 * The HTTP contract of the site, run against BOTH servers: the Node server (`node server/main.ts`)
 * and nginx with deploy/nginx/nginx.conf. Every row is one expectation both must meet, byte for
 * byte where it matters: routes, languages, headers, content coding, validators, HEAD, methods.
 */
import { createHash } from 'node:crypto'
import { extname } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { COMPRESSIBLE } from '../../scripts/build/precompress.ts'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { distFiles } from '../../server/dist-files.ts'
import { SECURITY_HEADERS } from '../../server/security-headers.ts'
import {
  SPECULATION_RULES_HEADER,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
} from '../../server/speculation-rules.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import { ASSETS, built } from './built-files.ts'
import { parseResponse, type RawResponse, request, sendRaw } from './http-client.ts'
import { DIST, type RunningServer, SERVER_KINDS } from './servers.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

type Kind = 'page' | 'not-found' | 'asset' | 'file'

interface RouteCase {
  target: string
  status: 200 | 404
  /** The dist/ file whose bytes are the body. */
  file: string
}

const page = (target: string, file: string): RouteCase => ({ target, status: 200, file })
const notFound = (target: string, lang: 'ar' | 'en' = 'ar'): RouteCase => ({
  target,
  status: 404,
  file: lang === 'en' ? '404.en.html' : '404.html',
})

const ROUTES: RouteCase[] = [
  // The route table.
  page('/', 'index.html'),
  page('/?lang=en', 'index.en.html'),
  page('/?lang=ar', 'index.html'),
  page('/pricing', 'pricing.html'),
  page('/pricing?lang=en', 'pricing.en.html'),
  page('/pricing?lang=ar', 'pricing.html'),
  page('/pricing?', 'pricing.html'),
  page('/?utm_source=x&lang=en', 'index.en.html'),
  // Everything else is the not-found page, with status 404, in the asked language.
  notFound('/index.html'),
  notFound('/index.en.html'),
  notFound('/pricing.html'),
  notFound('/pricing.en.html'),
  notFound('/404.html'),
  notFound('/404.en.html'),
  notFound('/404.en.html?lang=en', 'en'),
  notFound('/pricing/'),
  notFound('/pricing/?lang=en', 'en'),
  notFound('/PRICING'),
  notFound('/Pricing'),
  notFound('/pricing/x'),
  notFound('/nope'),
  notFound('/nope?lang=en', 'en'),
  notFound('/index'),
  notFound('/assets'),
  notFound('/assets/'),
  notFound('/assets/nope.js'),
  notFound('/assets/nope.js?lang=en', 'en'),
  notFound(`${ASSETS.js}.br`),
  notFound(`${ASSETS.js}.gz`),
  notFound('/index.html.br'),
  notFound('/index.html.gz'),
  notFound('/_headers'),
  notFound('/_redirects'),
  notFound('/favicon.ico'),
  notFound('/package.json'),
  notFound('/server/main.ts'),
  notFound('/.git/config'),
  notFound('/.vite/manifest.json'),
  // The language: the FIRST `lang` parameter (as URLSearchParams reads it) decides, only `en`
  // exactly is English. nginx's $arg_lang would read several of these differently.
  page('/?lang=en&lang=ar', 'index.en.html'),
  page('/?lang=ar&lang=en', 'index.html'),
  page('/?lang=xx&lang=en', 'index.html'),
  page('/?lang=&lang=en', 'index.html'),
  page('/?lang&lang=en', 'index.html'),
  page('/?LANG=en', 'index.html'),
  page('/?Lang=en', 'index.html'),
  page('/?lang=EN', 'index.html'),
  page('/?lang=En', 'index.html'),
  page('/?lang=en+', 'index.html'),
  page('/?lang=en%20', 'index.html'),
  page('/?lang=en=x', 'index.html'),
  page('/?lang=english', 'index.html'),
  page('/?xlang=en', 'index.html'),
  page('/?lang%3Den', 'index.html'),
  page('/?x=lang=en', 'index.html'),
  page('/?%6Cang=%65n', 'index.en.html'),
  page('/?%6c%61%6e%67=%65%6e', 'index.en.html'),
  page('/?lang=e%6E', 'index.en.html'),
  page('/?&&lang=en&', 'index.en.html'),
  page('/?lang=en&lang=en', 'index.en.html'),
  page('/?a=1&b=2&lang=en&c=3', 'index.en.html'),
  page('/pricing?students=3&lang=en', 'pricing.en.html'),
  // Addresses are normalised the same way on both (nginx's rules): escapes decoded, slashes
  // merged, dot segments resolved, the fragment dropped, absolute-form reduced to its path.
  page('/%70ricing', 'pricing.html'),
  page('/%70ricing?lang=en', 'pricing.en.html'),
  page('//pricing', 'pricing.html'),
  page('/./pricing', 'pricing.html'),
  page('/x/../pricing', 'pricing.html'),
  page('/%2e/pricing', 'pricing.html'),
  page('/x%2f..%2fpricing', 'pricing.html'),
  page('/pricing/..', 'index.html'),
  page('///', 'index.html'),
  page('/%2e', 'index.html'),
  page('/pricing#faq', 'pricing.html'),
  page('/pricing?lang=en#faq', 'pricing.en.html'),
  page('/pricing#x?lang=en', 'pricing.html'),
  page('http://localhost/pricing?lang=en', 'pricing.en.html'),
  page('http://localhost', 'index.html'),
  notFound('/pricing/.'),
  notFound('/pricing%2F'),
  notFound('/pricing%3Flang=en'),
  notFound('/a%2Fpricing'),
  notFound(`/assets/..%2f${ASSETS.js.slice('/assets/'.length)}.br`),
  notFound('/assets/%2e%2e/index.html'),
  notFound('/..%5c..%5cetc%5cpasswd'),
  notFound('/%5c'),
  notFound('/%25'),
  notFound('/%C3%A9'),
  notFound('/...'),
]

interface FileCase {
  name: string
  target: string
  file: string
  kind: Kind
  type: string
  cache: string
}

const HTML = 'text/html; charset=utf-8'
const FILES: FileCase[] = [
  { name: 'page', target: '/', file: 'index.html', kind: 'page', type: HTML, cache: CACHE_CONTROL.html },
  {
    name: 'English page',
    target: '/pricing?lang=en',
    file: 'pricing.en.html',
    kind: 'page',
    type: HTML,
    cache: CACHE_CONTROL.html,
  },
  {
    name: 'not-found page',
    target: '/nope',
    file: '404.html',
    kind: 'not-found',
    type: HTML,
    // An error answer: never stored (issue 12).
    cache: CACHE_CONTROL.error,
  },
  {
    name: 'script',
    target: ASSETS.js,
    file: ASSETS.js,
    kind: 'asset',
    type: 'text/javascript; charset=utf-8',
    cache: CACHE_CONTROL.asset,
  },
  {
    name: 'style sheet',
    target: ASSETS.css,
    file: ASSETS.css,
    kind: 'asset',
    type: 'text/css; charset=utf-8',
    cache: CACHE_CONTROL.asset,
  },
  {
    name: 'svg image',
    target: ASSETS.svg,
    file: ASSETS.svg,
    kind: 'asset',
    type: 'image/svg+xml; charset=utf-8',
    cache: CACHE_CONTROL.asset,
  },
  {
    name: 'speculation rules',
    target: SPECULATION_RULES_PATH,
    file: SPECULATION_RULES_PATH.slice(1),
    kind: 'file',
    type: SPECULATION_RULES_TYPE,
    cache: CACHE_CONTROL.file,
  },
  {
    name: 'font',
    target: ASSETS.woff2,
    file: ASSETS.woff2,
    kind: 'asset',
    type: 'font/woff2',
    cache: CACHE_CONTROL.asset,
  },
]

type Coding = 'br' | 'gzip' | 'identity'

/** Accept-Encoding → the coding both servers choose when the file has every variant. */
const CODINGS: Array<[string | null, Coding]> = [
  [null, 'identity'],
  ['', 'identity'],
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['br, gzip', 'br'],
  ['gzip, br', 'br'],
  ['gzip, deflate, br, zstd', 'br'],
  ['BR', 'br'],
  ['GZip', 'gzip'],
  ['gzip;q=1, br;q=0.5', 'br'],
  ['br;q=0.001', 'br'],
  ['gzip; q=0.5', 'gzip'],
  ['br;', 'br'],
  ['br,,,', 'br'],
  [',,,gzip', 'gzip'],
  ['identity', 'identity'],
  ['identity;q=0', 'identity'],
  ['*', 'identity'],
  ['*;q=0', 'identity'],
  ['br;q=0', 'identity'],
  ['br ;q=0', 'identity'],
  ['br;q=0.000', 'identity'],
  ['br;q=0, gzip', 'gzip'],
  ['br, gzip;q=0', 'br'],
  ['gzip;q=0, identity', 'identity'],
  ['gzip;q=0.0', 'identity'],
  ['zstd, br;q=0', 'identity'],
  ['deflate', 'identity'],
  ['compress', 'identity'],
  ['x-gzip', 'identity'],
  ['brotli, gzipped', 'identity'],
  ['xbr, gzip', 'gzip'],
  ['garbage', 'identity'],
  [';;;==,,', 'identity'],
  ['\u00e9\u00e9', 'identity'],
  [`${'x'.repeat(3000)}, br`, 'br'],
]

const CODING_ROWS = CODINGS.map(([header, wanted]) => ({
  header,
  wanted,
  label:
    header === null
      ? '(none)'
      : JSON.stringify(header.length > 40 ? `${header.slice(0, 12)}…${header.slice(-12)}` : header),
}))

function decode(response: RawResponse): Buffer {
  const coding = response.headers['content-encoding']
  if (coding === 'br') return brotliDecompressSync(response.body)
  if (coding === 'gzip') return gunzipSync(response.body)
  if (coding !== undefined) throw new Error(`unexpected Content-Encoding ${coding}`)
  return response.body
}

/**
 * The rule: every text file of the build has a .br and a .gz copy (scripts/precompress.ts),
 * and both servers send the copy the client accepts. Other files (PNG, WOFF2) have none.
 */
const isText = (file: string) => COMPRESSIBLE.has(extname(file))

/** What dist/ holds for `file` in `coding` (a missing copy fails the test). */
function builtVariant(file: string, coding: Coding): Buffer {
  if (coding === 'identity') return built(file)
  return built(`${file}.${coding === 'br' ? 'br' : 'gz'}`)
}

/** Every file of the build, by path from dist/ with `/` separators. */
function builtFiles(): string[] {
  return distFiles(DIST)
}

/** The page addresses that answer with each HTML file. */
const HTML_ADDRESS: Record<string, string> = {
  'index.html': '/',
  'index.en.html': '/?lang=en',
  'pricing.html': '/pricing',
  'pricing.en.html': '/pricing?lang=en',
  '404.html': '/nope',
  '404.en.html': '/nope?lang=en',
}

/** Every file the servers send, with its address: pages by route, other files by path. */
const SERVED = builtFiles()
  .filter((file) => CONTENT_TYPES[extname(file)] !== undefined)
  .map((file) => ({ file, target: HTML_ADDRESS[file] ?? `/${file}` }))

describe('the build', () => {
  it('has a .br and a .gz copy of every text file, each decoding to the original bytes', () => {
    const texts = builtFiles().filter(isText)
    expect(texts.length).toBeGreaterThan(15)
    for (const file of texts) {
      const original = built(file)
      expect(brotliDecompressSync(built(`${file}.br`)).equals(original), `${file}.br`).toBe(true)
      expect(gunzipSync(built(`${file}.gz`)).equals(original), `${file}.gz`).toBe(true)
    }
  })

  it('serves every file it has: each HTML file is a route, every other file has a type', () => {
    for (const file of builtFiles()) {
      if (/\.(br|gz)$/.test(file) || file === '_headers' || file === '_redirects') continue
      expect(CONTENT_TYPES[extname(file)], file).toBeDefined()
      if (file.endsWith('.html')) expect(HTML_ADDRESS[file], file).toBeDefined()
    }
  })
})

function expectSecurityHeaders(response: RawResponse) {
  for (const [name, value] of SECURITY_HEADERS) {
    expect(response.headers[name.toLowerCase()], name).toBe(value)
  }
}

describe.each(SERVER_KINDS)('$name server', (kind) => {
  let server: RunningServer
  let port: number
  const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    request(port, target, { method, headers })

  beforeAll(async () => {
    server = await kind.start()
    port = server.port
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
  })

  describe('routes and languages', () => {
    it.each(ROUTES)('$target → $status $file', async ({ target, status, file }) => {
      const response = await get(target)
      expect(response.status).toBe(status)
      expect(response.headers['content-type']).toBe(HTML)
      expect(response.body.equals(built(file)), `body of ${target} is dist/${file}`).toBe(true)
      expect(response.headers['x-robots-tag']).toBe(status === 404 ? 'noindex' : undefined)
    })
  })

  describe('headers', () => {
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

  describe('every file of the build, as built', () => {
    it('includes the sitemap, manifest, robots.txt, icons and share images', () => {
      const files = SERVED.map(({ file }) => file)
      for (const file of [
        'sitemap.xml',
        'site.webmanifest',
        'robots.txt',
        'favicon.svg',
        'icon-192.png',
        'icon-512.png',
        'apple-touch-icon.png',
        'share-ar.png',
        'share-en.png',
      ]) {
        expect(files).toContain(file)
      }
    })

    it.each(SERVED)('$file: its type, caching and every coding', async ({ file, target }) => {
      // Typed by extension, but for the speculation rules (server/speculation-rules.ts).
      const type = target === SPECULATION_RULES_PATH ? SPECULATION_RULES_TYPE : CONTENT_TYPES[extname(file)]
      const status = file.startsWith('404') ? 404 : 200
      const cache =
        status === 404
          ? CACHE_CONTROL.error
          : file.endsWith('.html')
            ? CACHE_CONTROL.html
            : file.startsWith('assets/')
              ? CACHE_CONTROL.asset
              : CACHE_CONTROL.file
      for (const [accept, coding] of [
        [null, 'identity'],
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await get(target, accept === null ? {} : { 'Accept-Encoding': accept })
        const sent: Coding = isText(file) ? coding : 'identity'
        expect(response.status, `${target} ${accept}`).toBe(status)
        expect(response.headers['content-type']).toBe(type)
        expect(response.headers['cache-control']).toBe(cache)
        expect(response.headers['content-encoding'] ?? 'identity', `${target} ${accept}`).toBe(sent)
        expect(response.headers.vary).toBe(isText(file) ? 'Accept-Encoding' : undefined)
        expect(response.body.equals(builtVariant(file, sent)), `${target} ${accept}: the built bytes`).toBe(
          true,
        )
        expectSecurityHeaders(response)
      }
    })
  })

  describe('content coding', () => {
    for (const { name, target, file } of FILES) {
      it.each(CODING_ROWS)(
        `${name} with Accept-Encoding $label → $wanted, the built bytes`,
        async ({ header, wanted }) => {
          const response = await get(target, header === null ? {} : { 'Accept-Encoding': header })
          const coding: Coding = isText(file) ? wanted : 'identity'
          expect(response.headers['content-encoding'] ?? 'identity').toBe(coding)
          expect(response.body.equals(builtVariant(file, coding)), 'served bytes are the built file').toBe(
            true,
          )
          expect(decode(response).equals(built(file)), 'decoded bytes are the built file').toBe(true)
          expect(response.headers['content-length']).toBe(String(response.body.length))
        },
      )
    }
  })

  describe('validators and conditional requests', () => {
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
      const etag = (await get('/pricing')).headers.etag ?? ''
      expect((await get('/pricing', { 'If-Match': etag })).status).toBe(200)
      expect((await get('/pricing', { 'If-Match': `"x", ${etag}` })).status).toBe(200)
      expect((await get('/pricing', { 'If-Match': '*' })).status).toBe(200)
      expect((await get('/pricing', { 'If-Match': '"stale"' })).status).toBe(412)
      expect((await get('/pricing', { 'If-Match': `W/${etag}` })).status).toBe(412)
    })

    it('If-Unmodified-Since is ignored (no modification date), the other preconditions still apply', async () => {
      const etag = (await get('/pricing')).headers.etag ?? ''
      for (const date of ['garbage', 'Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 01 Jan 2100 00:00:00 GMT']) {
        const ius = { 'If-Unmodified-Since': date }
        const plain = await get('/pricing', ius)
        expect(plain.status, date).toBe(200)
        expect(plain.body.equals(built('pricing.html'))).toBe(true)
        expect((await get('/pricing', { ...ius, 'If-None-Match': etag })).status, date).toBe(304)
        expect((await get('/pricing', { ...ius, 'If-Match': '"stale"' })).status, date).toBe(412)
        const br = await get('/pricing?lang=en', { ...ius, 'Accept-Encoding': 'br' })
        expect(br.headers['content-encoding']).toBe('br')
        expect(br.body.equals(built('pricing.en.html.br'))).toBe(true)
        expectSecurityHeaders(br)
        expect(br.headers['cache-control']).toBe(CACHE_CONTROL.html)
        const names = br.headerLines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
        expect(names.length, 'each header once').toBe(new Set(names).size)
        expect((await get('/nope', ius)).status).toBe(404)
      }
    })

    it('the not-found page stays a 404 whatever the validators say', async () => {
      const first = await get('/nope')
      const again = await get('/nope', { 'If-None-Match': first.headers.etag ?? '*' })
      expect(again.status).toBe(404)
      expect(again.body.equals(built('404.html'))).toBe(true)
      expect((await get('/nope', { 'If-None-Match': '*' })).status).toBe(404)
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
      for (const target of ['/', ASSETS.js, ASSETS.woff2]) {
        const response = await get(target, { Range: range })
        expect(response.status).toBe(200)
        expect(response.headers['content-range']).toBeUndefined()
        expect(decode(response).length).toBeGreaterThan(100)
      }
      const ifRange = await get('/', { Range: range, 'If-Range': '"x"' })
      expect(ifRange.status).toBe(200)
    })
  })

  describe('HEAD', () => {
    it.each(['/', '/pricing?lang=en', '/nope', ASSETS.js, ASSETS.woff2])(
      'HEAD %s: the GET headers, no body',
      async (target) => {
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
          ]) {
            expect(head.headers[name], name).toBe(getResponse.headers[name])
          }
          expectSecurityHeaders(head)
        }
      },
    )
  })

  describe('other methods', () => {
    it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'PURGE'])(
      '%s → 405 with Allow: GET, HEAD',
      async (method) => {
        for (const target of ['/', '/pricing?lang=en', ASSETS.js, '/nope']) {
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
          port,
          'POST /pricing HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 7\r\n\r\na=1&b=2',
        ),
      )
      expect(response.status).toBe(405)
      expect(response.headers.allow).toBe('GET, HEAD')
    })
  })
})
