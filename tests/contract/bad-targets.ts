/**
 * Bad request targets for bad-input.test.ts: malformed escapes, traversal (encoded or not), NUL,
 * control and non-ASCII bytes, and lengths (of the target, the query and the headers), under `/`
 * and under `/en`. Files and addresses come from the route table (htmlOf, EN_HOME).
 */
import { ASSETS, EN_HOME, HOME, htmlOf } from './built-files.ts'

export interface BadCase {
  name: string
  /** The whole request, as sent. */
  raw: string
  /** The status both servers answer (a list where the two parsers may differ). */
  status: number | number[]
  /** For a page answer: the dist/ file that is the body. */
  file?: string
  /** For a redirect (301): its Location. */
  location?: string
}

export const get = (target: string, headers = ''): string =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`

const target = (name: string, path: string, status: number, file?: string): BadCase => ({
  name,
  raw: get(path),
  status,
  file,
})
const moved = (name: string, path: string, location: string): BadCase => ({
  name,
  raw: get(path),
  status: 301,
  location,
})
const AR_404 = htmlOf('not-found')
const EN_404 = htmlOf('not-found', 'en')

export const longPath = (length: number) => `/${'a'.repeat(length - 1)}`
const manyParams = `/?${Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&')}`
const manyBareParams = `${HOME}?${'a&'.repeat(1000)}lang=en`
const manyLangs = `${HOME}?lang=ar&${'lang=en&'.repeat(200)}`

export const BAD_TARGETS: BadCase[] = [
  // Malformed percent-encoding: 400.
  target('lone %', '/%', 400),
  target('%zz', '/%zz', 400),
  target('truncated %2', '/%2', 400),
  target('%g0', '/%g0', 400),
  target('% at the end of a page path', '/pricing%', 400),
  target('%% then digits', '/%%30', 400),
  // ...but a malformed escape in the query is only data: the page, in Arabic.
  target('%zz in the query', '/?q=%zz', 200, htmlOf('landing')),
  target('lang=% ', '/?lang=%', 200, htmlOf('landing')),
  target('first lang malformed', '/?lang=%zz&lang=en', 200, htmlOf('landing')),
  // Traversal, encoded or not: above the root is a 400, anything else stays inside dist/.
  target('encoded dots', '/%2e%2e/%2e%2e/etc/passwd', 400),
  target('encoded slashes', '/..%2f..%2fetc%2fpasswd', 400),
  target('out of /assets/ to package.json', '/assets/..%2f..%2fpackage.json', 400),
  target('raw dots', '/../../etc/passwd', 400),
  target('raw dots from /assets/', '/assets/../../package.json', 400),
  target('mixed dots', '/.%2e/.%2E/etc/passwd', 400),
  target('%2e%2e alone', '/%2e%2e', 400),
  target('.. alone', '/..', 400),
  target('back out of /assets/ to a page file', '/assets/..%2findex.html', 404, AR_404),
  target('back out of /assets/ to a hidden page', `/assets/%2e%2e/${EN_404}`, 404, EN_404),
  target(
    'back out of /assets/ to an English page file',
    `/assets/..%2f${htmlOf('pricing', 'en')}`,
    404,
    EN_404,
  ),
  target('back out of /en/ to a page file', `${EN_HOME}/..%2f${htmlOf('landing', 'en')}`, 404, AR_404),
  target('encoded dots out of /en/', `${EN_HOME}/..%2f..%2fetc%2fpasswd`, 400),
  target('raw dots out of /en/', `${EN_HOME}/../../package.json`, 400),
  target('backslashes (%5c)', '/..%5c..%5cetc%5cpasswd', 404, AR_404),
  target('backslashes from /assets/', '/assets%5c..%5c..%5cpackage.json', 404, AR_404),
  target('lone %5c', '/%5c', 404, AR_404),
  target('double-encoded dots', '/%252e%252e/%252e%252e/etc/passwd', 404, AR_404),
  target('overlong UTF-8 dots', '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', 404, AR_404),
  target('..;', '/..;/package.json', 404, AR_404),
  target('/etc/passwd', '/etc/passwd', 404, AR_404),
  target('a source file', '/src/entry-server.tsx', 404, AR_404),
  target('the config', '/deploy/nginx.conf', 404, AR_404),
  // NUL bytes.
  target('%00', '/%00', 400),
  target('%00 after a page', '/pricing%00', 400),
  target('%00 after the English home', `${EN_HOME}%00`, 400),
  target('%00 before a trailing slash', `${EN_HOME}%00/`, 400),
  target('%zz under /en', `${EN_HOME}/%zz`, 400),
  target('%00 before an extension', '/index.html%00.js', 400),
  target('%00 in an asset path', `${ASSETS.js}%00`, 400),
  target('%00 in the query', '/?lang=en%00', 200, htmlOf('landing')),
  moved('%00 in a kept query', `${EN_HOME}/?x=%00`, `${EN_HOME}?x=%00`),
  moved('%zz in a kept query', `${HOME}?x=%zz&lang=en`, `${EN_HOME}?x=%zz`),
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
  target('a 2048-character path (the limit)', longPath(2048), 404, AR_404),
  target('a 2048-character path under /en', `${EN_HOME}${longPath(2048 - EN_HOME.length)}`, 404, EN_404),
  target('a 2049-character path', longPath(2049), 414),
  target('a 5,000-character path', longPath(5000), 414),
  target('a 5,000-character path with a bad escape', `${longPath(5000)}%zz`, 400),
  target('1,000 query parameters (5 kB)', manyParams, 414),
  // The redirect keeps the other 1,000 parameters: a Location as long as the target.
  moved('1,000 short query parameters, then lang=en', manyBareParams, `${EN_HOME}?${'a&'.repeat(999)}a`),
  // `lang` repeated: the first decides, no part of the query is kept.
  moved('201 lang parameters, the first one ar', manyLangs, HOME),
  { name: 'a 20 kB header', raw: get('/', `X-Big: ${'x'.repeat(20_000)}\r\n`), status: 431 },
  { name: 'a 20 kB cookie', raw: get('/', `Cookie: a=${'x'.repeat(20_000)}\r\n`), status: 431 },
  {
    name: 'a 10 kB header (within limits)',
    raw: get('/', `X-Big: ${'x'.repeat(10_000)}\r\n`),
    status: 200,
    file: htmlOf('landing'),
  },
  {
    name: '100 small headers',
    raw: get('/', Array.from({ length: 100 }, (_, i) => `X-H${i}: ${i}\r\n`).join('')),
    status: 200,
    file: htmlOf('landing'),
  },
]
