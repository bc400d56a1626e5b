/**
 * Hostile and broken requests, sent byte for byte over raw sockets to BOTH servers. Each must
 * get a clear 4xx or the right page: never a 5xx (505 to an HTTP/2.0 request line and 501 to an
 * unknown transfer coding are the protocol answers allowed), never a byte from outside dist/,
 * never a stack trace, and the server answers normally afterwards. Every error answer is the
 * same plain text on both servers (server/plain-answers.ts), names no server, carries the
 * security headers and is never stored.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { PLAIN_MESSAGES, PLAIN_TYPE } from '../../server/plain-answers.ts'
import { SECURITY_HEADERS } from '../../server/security-headers.ts'
import { ASSETS, built } from './built-files.ts'
import { parseResponse, request, sendRaw } from './http-client.ts'
import { type RunningServer, SERVER_KINDS } from './servers.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

interface BadCase {
  name: string
  /** The whole request, as sent. */
  raw: string
  /** The status both servers answer (a list where the two parsers may differ). */
  status: number | number[]
  /** For a page answer: the dist/ file that is the body. */
  file?: string
}

const get = (target: string, headers = ''): string =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`

const target = (name: string, path: string, status: number, file?: string): BadCase => ({
  name,
  raw: get(path),
  status,
  file,
})

const longPath = (length: number) => `/${'a'.repeat(length - 1)}`
const manyParams = `/?${Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&')}`
const manyBareParams = `/?${'a&'.repeat(1000)}lang=en`
const manyLangs = `/?lang=ar&${'lang=en&'.repeat(200)}`

const CASES: BadCase[] = [
  // Malformed percent-encoding: 400.
  target('lone %', '/%', 400),
  target('%zz', '/%zz', 400),
  target('truncated %2', '/%2', 400),
  target('%g0', '/%g0', 400),
  target('% at the end of a page path', '/pricing%', 400),
  target('%% then digits', '/%%30', 400),
  // ...but a malformed escape in the query is only data: the page, in Arabic.
  target('%zz in the query', '/?q=%zz', 200, 'index.html'),
  target('lang=% ', '/?lang=%', 200, 'index.html'),
  target('first lang malformed', '/?lang=%zz&lang=en', 200, 'index.html'),
  // Traversal, encoded or not: above the root is a 400, anything else stays inside dist/.
  target('encoded dots', '/%2e%2e/%2e%2e/etc/passwd', 400),
  target('encoded slashes', '/..%2f..%2fetc%2fpasswd', 400),
  target('out of /assets/ to package.json', '/assets/..%2f..%2fpackage.json', 400),
  target('raw dots', '/../../etc/passwd', 400),
  target('raw dots from /assets/', '/assets/../../package.json', 400),
  target('mixed dots', '/.%2e/.%2E/etc/passwd', 400),
  target('%2e%2e alone', '/%2e%2e', 400),
  target('.. alone', '/..', 400),
  target('back out of /assets/ to a page file', '/assets/..%2findex.html', 404, '404.html'),
  target('back out of /assets/ to a hidden page', '/assets/%2e%2e/404.en.html', 404, '404.html'),
  target('backslashes (%5c)', '/..%5c..%5cetc%5cpasswd', 404, '404.html'),
  target('backslashes from /assets/', '/assets%5c..%5c..%5cpackage.json', 404, '404.html'),
  target('lone %5c', '/%5c', 404, '404.html'),
  target('double-encoded dots', '/%252e%252e/%252e%252e/etc/passwd', 404, '404.html'),
  target('overlong UTF-8 dots', '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', 404, '404.html'),
  target('..;', '/..;/package.json', 404, '404.html'),
  target('/etc/passwd', '/etc/passwd', 404, '404.html'),
  target('a source file', '/src/entry-server.tsx', 404, '404.html'),
  target('the config', '/deploy/nginx/nginx.conf', 404, '404.html'),
  // NUL bytes.
  target('%00', '/%00', 400),
  target('%00 after a page', '/pricing%00', 400),
  target('%00 before an extension', '/index.html%00.js', 400),
  target('%00 in an asset path', `${ASSETS.js}%00`, 400),
  target('%00 in the query', '/?lang=en%00', 200, 'index.html'),
  {
    name: 'raw NUL in the path',
    raw: 'GET /\0 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    status: 400,
  },
  // Control and non-ASCII bytes, spaces.
  {
    name: 'raw control byte',
    raw: 'GET /a\x01 HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\n\r\n',
    status: 400,
  },
  {
    name: 'raw non-ASCII path',
    raw: 'GET /\xc3\xa9 HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\n\r\n',
    status: 400,
  },
  {
    name: 'raw non-ASCII query',
    raw: 'GET /?q=\xc3\xa9 HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\n\r\n',
    status: 400,
  },
  {
    name: 'space in the path',
    raw: 'GET / x HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\n\r\n',
    status: 400,
  },
  {
    name: 'tab in the path',
    raw: 'GET /\tx HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\n\r\n',
    status: 400,
  },
  // Lengths: the target is limited to 2048 characters, a header line to 16 kB.
  target('a 2048-character path (the limit)', longPath(2048), 404, '404.html'),
  target('a 2049-character path', longPath(2049), 414),
  target('a 5,000-character path', longPath(5000), 414),
  target('a 5,000-character path with a bad escape', `${longPath(5000)}%zz`, 400),
  target('1,000 query parameters (5 kB)', manyParams, 414),
  target('1,000 short query parameters, then lang=en', manyBareParams, 200, 'index.en.html'),
  target('201 lang parameters, the first one ar', manyLangs, 200, 'index.html'),
  { name: 'a 20 kB header', raw: get('/', `X-Big: ${'x'.repeat(20_000)}\r\n`), status: 431 },
  { name: 'a 20 kB cookie', raw: get('/', `Cookie: a=${'x'.repeat(20_000)}\r\n`), status: 431 },
  {
    name: 'a 10 kB header (within limits)',
    raw: get('/', `X-Big: ${'x'.repeat(10_000)}\r\n`),
    status: 200,
    file: 'index.html',
  },
  {
    name: '100 small headers',
    raw: get('/', Array.from({ length: 100 }, (_, i) => `X-H${i}: ${i}\r\n`).join('')),
    status: 200,
    file: 'index.html',
  },
  // Odd Accept-Encoding and Range: still the page (identity where nothing valid is accepted).
  { name: 'Accept-Encoding: *', raw: get('/', 'Accept-Encoding: *\r\n'), status: 200, file: 'index.html' },
  {
    name: 'Accept-Encoding garbage',
    raw: get('/', 'Accept-Encoding: ;;q=,=;\xff\r\n'),
    status: 200,
    file: 'index.html',
  },
  {
    name: 'Accept-Encoding: 8 kB of tokens',
    raw: get('/', `Accept-Encoding: ${'foo, '.repeat(1600)}\r\n`),
    status: 200,
    file: 'index.html',
  },
  {
    name: 'Range past the end',
    raw: get('/pricing', 'Range: bytes=99999999-\r\n'),
    status: 200,
    file: 'pricing.html',
  },
  {
    name: 'many ranges',
    raw: get('/pricing', `Range: bytes=${'0-1,'.repeat(500)}0-1\r\n`),
    status: 200,
    file: 'pricing.html',
  },
  // A body nobody asked for: ignored when small, refused when declared over 16 KiB.
  {
    name: 'GET with a small body',
    raw: `GET /pricing HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 5\r\n\r\nhello`,
    status: 200,
    file: 'pricing.html',
  },
  {
    name: 'GET with a 100 kB body',
    raw: `GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 100000\r\n\r\n${'x'.repeat(100_000)}`,
    status: 413,
  },
  {
    name: 'GET declaring a 1 GB body',
    raw: 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 1000000000\r\n\r\nxyz',
    status: 413,
  },
  // The request line and Host.
  { name: 'HTTP/1.1 without Host', raw: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', status: 400 },
  {
    name: 'HTTP/1.0 without Host',
    raw: 'GET / HTTP/1.0\r\nConnection: close\r\n\r\n',
    status: 200,
    file: 'index.html',
  },
  {
    name: 'two Host headers',
    raw: 'GET / HTTP/1.1\r\nConnection: close\r\nHost: a\r\nHost: b\r\n\r\n',
    status: 400,
  },
  { name: 'Host with ..', raw: 'GET / HTTP/1.1\r\nConnection: close\r\nHost: ../etc\r\n\r\n', status: 400 },
  { name: 'Host with a slash', raw: 'GET / HTTP/1.1\r\nConnection: close\r\nHost: a/b\r\n\r\n', status: 400 },
  { name: 'empty Host', raw: 'GET / HTTP/1.1\r\nConnection: close\r\nHost:\r\n\r\n', status: 400 },
  {
    name: 'HTTP/2.0 request line',
    raw: 'GET / HTTP/2.0\r\nConnection: close\r\nHost: localhost\r\n\r\n',
    status: 505,
  },
  {
    name: 'lower-case method',
    raw: 'get / HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\n\r\n',
    status: 400,
  },
  // Node's parser knows no FOO (400); nginx takes any method token and refuses it (405).
  {
    name: 'unknown method',
    raw: 'FOO / HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\n\r\n',
    status: [400, 405],
  },
  {
    name: 'CONNECT',
    raw: 'CONNECT localhost:443 HTTP/1.1\r\nConnection: close\r\nHost: localhost:443\r\n\r\n',
    status: 400,
  },
  {
    name: 'asterisk target',
    raw: 'GET * HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\n\r\n',
    status: 400,
  },
  {
    name: 'relative target',
    raw: 'GET pricing HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\n\r\n',
    status: 400,
  },
  { name: 'absolute target with user info', raw: get('http://user@localhost/'), status: 400 },
  {
    name: 'Content-Length with Transfer-Encoding (smuggling)',
    raw: 'GET / HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    status: 400,
  },
  {
    name: 'two different Content-Lengths',
    raw: 'GET / HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    status: 400,
  },
  {
    name: 'negative Content-Length',
    raw: 'GET / HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n',
    status: 400,
  },
  {
    name: 'space in a header name',
    raw: 'GET / HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\nBad Header: x\r\n\r\n',
    status: 400,
  },
  {
    name: 'obsolete line folding',
    raw: 'GET / HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\n folded\r\n\r\n',
    status: 400,
  },
  {
    name: 'TLS handshake on the HTTP port',
    raw: '\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03abc',
    status: 400,
  },
  // Found by the outside probe (issue 12).
  { name: 'garbage request line', raw: 'GARBAGE\r\n\r\n', status: 400 },
  {
    name: 'HTTP/3.0 request line',
    raw: 'GET / HTTP/3.0\r\nConnection: close\r\nHost: localhost\r\n\r\n',
    status: 505,
  },
  { name: 'a 20 kB request line', raw: get(longPath(20_000)), status: 414 },
  {
    name: 'Transfer-Encoding: gzip',
    raw: 'GET / HTTP/1.1\r\nConnection: close\r\nHost: localhost\r\nTransfer-Encoding: gzip\r\n\r\n',
    status: 501,
  },
  // Errors raised after the route is chosen are never stored (nginx once sent them with the
  // asset's year-long Cache-Control).
  { name: 'If-Match another tag on a hashed script', raw: get(ASSETS.js, 'If-Match: "x"\r\n'), status: 412 },
  { name: 'If-Match another tag on a page', raw: get('/pricing', 'If-Match: "x"\r\n'), status: 412 },
  {
    name: 'a 20 kB body on a hashed script',
    raw: `GET ${ASSETS.css} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 20000\r\n\r\n${'x'.repeat(20_000)}`,
    status: 413,
  },
  {
    name: 'a 20 kB body on robots.txt',
    raw: `GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 20000\r\n\r\n${'x'.repeat(20_000)}`,
    status: 413,
  },
  // If-Unmodified-Since is ignored (RFC 9110 13.1.4: no modification date, or an invalid one).
  {
    name: 'If-Unmodified-Since: garbage',
    raw: get('/robots.txt', 'If-Unmodified-Since: garbage\r\n'),
    status: 200,
    file: 'robots.txt',
  },
  {
    name: 'If-Unmodified-Since long ago, on a page',
    raw: get('/?lang=en', 'If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n'),
    status: 200,
    file: 'index.en.html',
  },
  {
    name: 'If-Unmodified-Since long ago, on a hashed script',
    raw: get(ASSETS.css, 'If-Unmodified-Since: Sat, 01 Jan 2000 00:00:00 GMT\r\n'),
    status: 200,
    file: ASSETS.css,
  },
]

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

describe.each(SERVER_KINDS)('$name server, bad input', (kind) => {
  let server: RunningServer

  beforeAll(async () => {
    server = await kind.start()
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
  })
  afterEach(async () => {
    // Still answering, and well.
    const response = await request(server.port, '/')
    expect(response.status).toBe(200)
    expect(response.body.equals(built('index.html'))).toBe(true)
  })

  it.each(CASES)('$name → $status', { timeout: 20_000 }, async ({ raw, status, file }) => {
    const response = parseResponse(await sendRaw(server.port, Buffer.from(raw, 'latin1')))
    const allowed = Array.isArray(status) ? status : [status]
    expect(allowed).toContain(response.status)
    if (status !== 505 && status !== 501) expect(response.status).toBeLessThan(500)
    if (file) expect(response.body.equals(built(file)), `body is dist/${file}`).toBe(true)
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
    const kept = `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\nGET / HTTP/1.1\r\nHost: localhost\r\n\r\n`
    const raw = await sendRaw(server.port, kept, 8_000)
    const response = parseResponse(raw)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(raw.toString('latin1').match(/^HTTP\/1\.1 /gm)).toHaveLength(1)
  })

  it('logged no crash and no error beyond refusing requests', () => {
    const log = server.stderr()
    expect(log).not.toMatch(/request failed|\n\s+at |\[(alert|crit|emerg)\]/)
  })
})
