/**
 * The request handler of the production server: an explicit route table over the in-memory
 * build. `/` and `/pricing` are the pages; `?lang=en` picks their English files; every other
 * path (including /index.html, /pricing/, /PRICING) is the not-found page with status 404.
 * Addresses are read as nginx reads them (server/request-target.ts), so deploy/nginx agrees.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { langFromSearch } from '../src/i18n/lang.ts'
import { htmlFileName, pageForPath } from '../src/pages/routes.ts'
import { CACHE_CONTROL } from './cache-rules.ts'
import { acceptedEncodings, pickEncoding } from './negotiate.ts'
import { isAcceptableHost, MAX_URL_LENGTH, parseRequestTarget } from './request-target.ts'
import { SECURITY_HEADERS } from './security-headers.ts'
import { SPECULATION_RULES_HEADER } from './speculation-rules.ts'
import type { StaticFile } from './static-files.ts'

export { MAX_URL_LENGTH } from './request-target.ts'
/** No request needs a body; a declared one over 16 KiB is refused (nginx: client_max_body_size). */
export const MAX_BODY_BYTES = 16_384

const PLAIN_MESSAGES: Record<number, string> = {
  400: 'Bad Request\n',
  405: 'Method Not Allowed\n',
  412: 'Precondition Failed\n',
  413: 'Content Too Large\n',
  414: 'URI Too Long\n',
  500: 'Internal Server Error\n',
  505: 'HTTP Version Not Supported\n',
}

function sendPlain(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  extra: Record<string, string> = {},
) {
  const message = PLAIN_MESSAGES[status] ?? '\n'
  // After a request we could not read, or a body we will not read, the connection is not
  // trusted with another request (nginx closes it too).
  if (status === 400 || status === 413 || status === 414 || status === 505) res.shouldKeepAlive = false
  res.writeHead(status, {
    ...Object.fromEntries(SECURITY_HEADERS),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(message),
    'Cache-Control': CACHE_CONTROL.error,
    ...extra,
  })
  res.end(req.method === 'HEAD' ? undefined : message)
}

/**
 * Does a precondition header name this (strong) ETag? If-None-Match compares weakly (a `W/`
 * tag matches), If-Match strongly (RFC 9110 13.1.1, 13.1.2); `*` matches any current file.
 */
function matchesEtag(header: string, etag: string, weak: boolean): boolean {
  if (header.trim() === '*') return true
  return header.split(',').some((raw) => {
    const tag = raw.trim()
    return tag === etag || (weak && tag.startsWith('W/') && tag.slice(2) === etag)
  })
}

export function createHandler(files: Map<string, StaticFile>) {
  const isServedFile = (path: string) => files.has(path) && !path.endsWith('.html')

  return function handle(req: IncomingMessage, res: ServerResponse) {
    // In the order of nginx's checks: version, target syntax, Host, target length, method, body size.
    if (req.httpVersionMajor !== 1) {
      sendPlain(req, res, 505)
      return
    }
    const target = parseRequestTarget(req.url ?? '/')
    if ('error' in target) {
      sendPlain(req, res, target.error)
      return
    }
    if (!isAcceptableHost(req.headersDistinct.host, req.httpVersionMajor, req.httpVersionMinor)) {
      sendPlain(req, res, 400)
      return
    }
    if ((req.url ?? '').length > MAX_URL_LENGTH) {
      sendPlain(req, res, 414)
      return
    }
    const method = req.method ?? 'GET'
    if (method !== 'GET' && method !== 'HEAD') {
      sendPlain(req, res, 405, { Allow: 'GET, HEAD' })
      return
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      sendPlain(req, res, 413)
      return
    }
    const { path, search } = target

    let status = 200
    let file: StaticFile | undefined
    let cache: string
    let isPage = false
    if (isServedFile(path)) {
      file = files.get(path)
      cache = file?.immutable ? CACHE_CONTROL.asset : CACHE_CONTROL.file
    } else {
      const page = pageForPath(path)
      if (page === 'not-found') status = 404
      const lang = langFromSearch(search) ?? 'ar'
      file = files.get(`/${htmlFileName(page, lang)}`)
      cache = CACHE_CONTROL.html
      isPage = true
    }
    if (!file) {
      sendPlain(req, res, 500)
      return
    }

    const encoding = pickEncoding(file.variants, acceptedEncodings(req.headers['accept-encoding']))
    const variant = file.variants[encoding] ?? file.variants.identity
    const headers: Record<string, string | number> = {
      ...Object.fromEntries(SECURITY_HEADERS),
      'Cache-Control': cache,
      ETag: variant.etag,
    }
    if (file.variants.br || file.variants.gzip) headers.Vary = 'Accept-Encoding'
    if (status === 404) headers['X-Robots-Tag'] = 'noindex'
    // Pages name the rules that let the browser prepare the next page (server/speculation-rules.ts).
    if (isPage) headers[SPECULATION_RULES_HEADER[0]] = SPECULATION_RULES_HEADER[1]

    // Preconditions apply to the pages and files themselves, never to the not-found answer.
    if (status === 200) {
      const ifMatch = req.headers['if-match']
      if (ifMatch !== undefined && !matchesEtag(ifMatch, variant.etag, false)) {
        sendPlain(req, res, 412)
        return
      }
      const ifNoneMatch = req.headers['if-none-match']
      if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, variant.etag, true)) {
        // A 304 carries the validators and caching headers, not the body's type or coding.
        res.writeHead(304, headers)
        res.end()
        return
      }
    }
    headers['Content-Type'] = file.type
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    headers['Content-Length'] = variant.body.length
    res.writeHead(status, headers)
    res.end(method === 'HEAD' ? undefined : variant.body)
  }
}
