/**
 * The request handler of the production server: an explicit route table over the in-memory
 * build. `/` and `/pricing` are the pages; `?lang=en` picks their English files; every other
 * path (including /index.html, /pricing/, /PRICING) is the not-found page with status 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { langFromSearch } from '../src/i18n/lang.ts'
import { htmlFileName, pageForPath } from '../src/pages/routes.ts'
import { acceptedEncodings, pickEncoding } from './negotiate.ts'
import { SECURITY_HEADERS } from './security-headers.ts'
import type { StaticFile } from './static-files.ts'

export const MAX_URL_LENGTH = 2048
const HTML_CACHE = 'no-cache'
const ASSET_CACHE = 'public, max-age=31536000, immutable'
const FILE_CACHE = 'public, max-age=3600, must-revalidate'

function sendPlain(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) {
  res.writeHead(status, {
    ...Object.fromEntries(SECURITY_HEADERS),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(message),
    'Cache-Control': 'no-store',
    ...extra,
  })
  res.end(message)
}

/** Does an If-None-Match header name this ETag (weak comparison, as RFC 9110 asks)? */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

export function createHandler(files: Map<string, StaticFile>) {
  const isAsset = (path: string) => files.has(path) && !path.endsWith('.html')

  return function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET'
    if (method !== 'GET' && method !== 'HEAD') {
      sendPlain(res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' })
      return
    }
    const rawUrl = req.url ?? '/'
    if (rawUrl.length > MAX_URL_LENGTH) {
      sendPlain(res, 414, 'URI Too Long\n')
      return
    }
    if (!rawUrl.startsWith('/')) {
      sendPlain(res, 400, 'Bad Request\n')
      return
    }
    const queryAt = rawUrl.indexOf('?')
    const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)
    const search = queryAt === -1 ? '' : rawUrl.slice(queryAt)

    let status = 200
    let file: StaticFile | undefined
    let cache: string
    if (isAsset(pathname)) {
      file = files.get(pathname)
      cache = file?.immutable ? ASSET_CACHE : FILE_CACHE
    } else {
      const page = pageForPath(pathname)
      if (page === 'not-found') status = 404
      const lang = langFromSearch(search) ?? 'ar'
      file = files.get(`/${htmlFileName(page, lang)}`)
      cache = HTML_CACHE
    }
    if (!file) {
      sendPlain(res, 500, 'Internal Server Error\n')
      return
    }

    const encoding = pickEncoding(file.variants, acceptedEncodings(req.headers['accept-encoding']))
    const variant = file.variants[encoding] ?? file.variants.identity
    const headers: Record<string, string | number> = {
      ...Object.fromEntries(SECURITY_HEADERS),
      'Content-Type': file.type,
      'Cache-Control': cache,
      ETag: variant.etag,
    }
    if (file.variants.br || file.variants.gzip) headers.Vary = 'Accept-Encoding'
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    if (status === 404) headers['X-Robots-Tag'] = 'noindex'

    if (status === 200 && matchesEtag(req.headers['if-none-match'], variant.etag)) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    headers['Content-Length'] = variant.body.length
    res.writeHead(status, headers)
    res.end(method === 'HEAD' ? undefined : variant.body)
  }
}
