/**
 * Bad requests for bad-input.test.ts, whatever their target: odd Accept-Encoding and Range,
 * unasked-for bodies, broken request lines and Host headers, smuggling, other protocols, and the
 * errors raised after the route is chosen.
 */
import { type BadCase, get, longPath } from './bad-targets.ts'
import { ASSETS, EN_HOME, EN_PRICING, HOME, htmlOf, PRICING } from './built-files.ts'

export const BAD_REQUESTS: BadCase[] = [
  // Odd Accept-Encoding and Range: still the page (identity where nothing valid is accepted).
  {
    name: 'Accept-Encoding: *',
    raw: get(HOME, 'Accept-Encoding: *\r\n'),
    status: 200,
    file: htmlOf('landing'),
  },
  {
    name: 'Accept-Encoding garbage',
    raw: get(HOME, 'Accept-Encoding: ;;q=,=;\xff\r\n'),
    status: 200,
    file: htmlOf('landing'),
  },
  {
    name: 'Accept-Encoding: 8 kB of tokens',
    raw: get(HOME, `Accept-Encoding: ${'foo, '.repeat(1600)}\r\n`),
    status: 200,
    file: htmlOf('landing'),
  },
  {
    name: 'Range past the end',
    raw: get(PRICING, 'Range: bytes=99999999-\r\n'),
    status: 200,
    file: htmlOf('pricing'),
  },
  {
    name: 'many ranges',
    raw: get(PRICING, `Range: bytes=${'0-1,'.repeat(500)}0-1\r\n`),
    status: 200,
    file: htmlOf('pricing'),
  },
  // A body nobody asked for: ignored when small, refused when declared over 16 KiB.
  {
    name: 'GET with a small body',
    raw: `GET ${PRICING} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 5\r\n\r\nhello`,
    status: 200,
    file: htmlOf('pricing'),
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
    file: htmlOf('landing'),
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
  { name: 'If-Match another tag on a page', raw: get(PRICING, 'If-Match: "x"\r\n'), status: 412 },
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
    raw: get(EN_HOME, 'If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n'),
    status: 200,
    file: htmlOf('landing', 'en'),
  },
  {
    name: 'If-Unmodified-Since long ago, on a redirect',
    raw: get(`${EN_PRICING}/?x=1`, 'If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n'),
    status: 301,
    location: `${EN_PRICING}?x=1`,
  },
  // A redirect is not a representation: preconditions do not apply to it.
  {
    name: 'If-Match another tag on a redirect',
    raw: get(`${PRICING}?lang=en`, 'If-Match: "x"\r\n'),
    status: 301,
    location: EN_PRICING,
  },
  {
    name: 'If-None-Match: * on a redirect',
    raw: get(`${EN_HOME}/`, 'If-None-Match: *\r\n'),
    status: 301,
    location: EN_HOME,
  },
  // The body limit comes before the route: a redirect's address gets the same 413.
  {
    name: 'a 20 kB body on a redirect',
    raw: `GET ${EN_HOME}/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 20000\r\n\r\n${'x'.repeat(20_000)}`,
    status: 413,
  },
  {
    name: 'If-Unmodified-Since long ago, on a hashed script',
    raw: get(ASSETS.css, 'If-Unmodified-Since: Sat, 01 Jan 2000 00:00:00 GMT\r\n'),
    status: 200,
    file: ASSETS.css,
  },
]
