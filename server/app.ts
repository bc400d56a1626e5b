/**
 * The request handler of the production server: an explicit route table over the in-memory
 * build (resolveRoute, src/config/routes.ts). `/`, `/pricing`, `/en` and `/en/pricing` are the
 * pages; a trailing slash or the old `?lang=` query redirects permanently; every other path
 * (including /index.html, /en.html, /PRICING) is the not-found page of its language, status 404.
 * Addresses are read as nginx reads them (server/request-target.ts), so deploy/nginx agrees.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { htmlFile, resolveRoute } from '../src/config/routes.ts'
import { CACHE_CONTROL } from './cache-rules.ts'
import { acceptedEncodings, pickEncoding } from './negotiate.ts'
import { PLAIN_MESSAGES, plainHeaders, REDIRECT_MESSAGE, redirectHeaders } from './plain-answers.ts'
import { isAcceptableHost, MAX_URL_LENGTH, parseRequestTarget } from './request-target.ts'
import { EDITOR_PREFIX } from './security-headers.ts'
import type { Build, StaticFile } from './static-files.ts'

/** No request needs a body; a declared one over 16 KiB is refused (nginx: client_max_body_size). */
const MAX_BODY_BYTES = 16_384

/**
 * Body bytes of each response that reached the connection (the access log's bytes): counted as
 * each chunk's write completes, so a response cut off midway counts only what went out.
 */
export const bodyBytesSent = new WeakMap<ServerResponse, number>()
/** Called each time a slice of a response's body reached the connection (main.ts's send timeout). */
export const onBodyProgress = new WeakMap<ServerResponse, () => void>()

/** Bodies go out in slices, so a slow reader's progress keeps its connection alive (main.ts). */
const BODY_SLICE = 64 * 1024

function sendBody(res: ServerResponse, body: Buffer | undefined) {
  bodyBytesSent.set(res, 0)
  if (!body || body.length === 0) {
    res.end()
    return
  }
  const counted = (length: number) => (error?: Error | null) => {
    if (error) return
    bodyBytesSent.set(res, (bodyBytesSent.get(res) ?? 0) + length)
    onBodyProgress.get(res)?.()
  }
  let offset = 0
  const pump = () => {
    while (offset < body.length) {
      const slice = body.subarray(offset, offset + BODY_SLICE)
      offset += slice.length
      if (offset >= body.length) {
        res.end(slice, counted(slice.length))
        return
      }
      if (!res.write(slice, counted(slice.length))) {
        res.once('drain', pump)
        return
      }
    }
  }
  pump()
}

function sendPlain(
  req: IncomingMessage,
  res: ServerResponse,
  security: Build['security'],
  status: number,
  extra: Record<string, string> = {},
) {
  const message = PLAIN_MESSAGES[status] ?? '\n'
  // After a request we could not read, or a body we will not read, the connection is not
  // trusted with another request (nginx closes it too).
  if (status !== 405 && status !== 412) res.shouldKeepAlive = false
  res.writeHead(status, { ...plainHeaders(security, status), ...extra })
  sendBody(res, req.method === 'HEAD' ? undefined : Buffer.from(message))
}

/**
 * A permanent redirect (a trailing slash, the old `?lang=` query): Location, the security headers,
 * a day's caching and a short plain body; nginx answers the same (pages.conf, scripts/build/nginx-routes.ts).
 */
function sendRedirect(
  req: IncomingMessage,
  res: ServerResponse,
  headers: ReturnType<typeof redirectHeaders>,
) {
  res.writeHead(301, headers)
  sendBody(res, req.method === 'HEAD' ? undefined : Buffer.from(REDIRECT_MESSAGE))
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

export function createHandler({ files, security, editor }: Build) {
  const isServedFile = (path: string) => files.has(path) && !path.endsWith('.html')

  return function handle(req: IncomingMessage, res: ServerResponse) {
    const plain = (status: number, extra?: Record<string, string>) =>
      sendPlain(req, res, security, status, extra)
    // In the order of nginx's checks: version, target syntax, Host, target length, method, body size.
    if (req.httpVersionMajor !== 1) {
      plain(505)
      return
    }
    const target = parseRequestTarget(req.url ?? '/')
    if ('error' in target) {
      plain(target.error)
      return
    }
    if (!isAcceptableHost(req.headersDistinct.host, req.httpVersionMajor, req.httpVersionMinor)) {
      plain(400)
      return
    }
    if ((req.url ?? '').length > MAX_URL_LENGTH) {
      plain(414)
      return
    }
    const method = req.method ?? 'GET'
    if (method !== 'GET' && method !== 'HEAD') {
      plain(405, { Allow: 'GET, HEAD' })
      return
    }
    // nginx knows no transfer coding but chunked (501); a body over 16 KiB is refused (413).
    const transferEncoding = req.headers['transfer-encoding']
    if (transferEncoding !== undefined && transferEncoding.trim().toLowerCase() !== 'chunked') {
      plain(501)
      return
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      plain(413)
      return
    }
    const { path, search } = target

    let status = 200
    let file: StaticFile | undefined
    let cache: string
    if (path === EDITOR_PREFIX && files.has(`${EDITOR_PREFIX}index.html`)) {
      // The editor's page, at its folder's address only (scripts/editor/build.ts).
      file = files.get(`${EDITOR_PREFIX}index.html`)
      cache = CACHE_CONTROL.html
    } else if (isServedFile(path)) {
      file = files.get(path)
      // The editor's configuration follows the content: revalidated on every load, as a page.
      const fresh = path.startsWith(EDITOR_PREFIX) ? CACHE_CONTROL.html : CACHE_CONTROL.file
      cache = file?.immutable ? CACHE_CONTROL.asset : fresh
    } else {
      const route = resolveRoute(path, search)
      if (route.kind === 'redirect') {
        sendRedirect(req, res, redirectHeaders(security, route.location))
        return
      }
      if (route.kind === 'not-found') status = 404
      file = files.get(`/${htmlFile(route.kind === 'page' ? route.page : 'not-found', route.lang)}`)
      // An error answer is never stored, the not-found page included.
      cache = status === 404 ? CACHE_CONTROL.error : CACHE_CONTROL.html
    }
    if (!file) {
      plain(500)
      return
    }

    const encoding = pickEncoding(file.variants, acceptedEncodings(req.headers['accept-encoding']))
    const variant = file.variants[encoding] ?? file.variants.identity
    const headers: Record<string, string | number> = {
      ...(status === 200 && path.startsWith(EDITOR_PREFIX) ? editor : security),
      'Cache-Control': cache,
      ETag: variant.etag,
    }
    if (file.variants.br || file.variants.gzip) headers.Vary = 'Accept-Encoding'
    if (status === 404) headers['X-Robots-Tag'] = 'noindex'

    // Preconditions apply to the pages and files themselves, never to the not-found answer.
    if (status === 200) {
      const ifMatch = req.headers['if-match']
      if (ifMatch !== undefined && !matchesEtag(ifMatch, variant.etag, false)) {
        plain(412)
        return
      }
      const ifNoneMatch = req.headers['if-none-match']
      if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, variant.etag, true)) {
        // A 304 carries the validators and caching headers, not the body's type or coding.
        res.writeHead(304, headers)
        sendBody(res, undefined)
        return
      }
    }
    headers['Content-Type'] = file.type
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    headers['Content-Length'] = variant.body.length
    res.writeHead(status, headers)
    sendBody(res, method === 'HEAD' ? undefined : variant.body)
  }
}
