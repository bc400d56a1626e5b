/**
 * What both servers answer, shared by the HTTP contract's files: the kinds of file the build
 * has (FILES), the addresses of the HTML files, decoding a body, the security headers every
 * answer carries, and a GET through the raw client.
 */
import { extname } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect } from 'vitest'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { SECURITY_HEADERS } from '../../server/security-headers.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import { PAGES, visitPath } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { ASSETS, builtFiles, EN_PRICING, HOME, htmlOf } from './built-files.ts'
import { type RawResponse, request } from './http-client.ts'
import type { RunningServer } from './processes.ts'

export type Kind = 'page' | 'not-found' | 'asset' | 'file'

export interface FileCase {
  name: string
  target: string
  file: string
  kind: Kind
  type: string
  cache: string
}

export const HTML = 'text/html; charset=utf-8'
export const FILES: FileCase[] = [
  {
    name: 'page',
    target: HOME,
    file: htmlOf('landing'),
    kind: 'page',
    type: HTML,
    cache: CACHE_CONTROL.html,
  },
  {
    name: 'English page',
    target: EN_PRICING,
    file: htmlOf('pricing', 'en'),
    kind: 'page',
    type: HTML,
    cache: CACHE_CONTROL.html,
  },
  {
    name: 'not-found page',
    target: visitPath('not-found', 'ar'),
    file: htmlOf('not-found'),
    kind: 'not-found',
    type: HTML,
    // An error answer: never stored (issue 12).
    cache: CACHE_CONTROL.error,
  },
  {
    name: 'English not-found page',
    target: visitPath('not-found', 'en'),
    file: htmlOf('not-found', 'en'),
    kind: 'not-found',
    type: HTML,
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
    name: 'font',
    target: ASSETS.woff2,
    file: ASSETS.woff2,
    kind: 'asset',
    type: 'font/woff2',
    cache: CACHE_CONTROL.asset,
  },
]

export function decode(response: RawResponse): Buffer {
  const coding = response.headers['content-encoding']
  if (coding === 'br') return brotliDecompressSync(response.body)
  if (coding === 'gzip') return gunzipSync(response.body)
  if (coding !== undefined) throw new Error(`unexpected Content-Encoding ${coding}`)
  return response.body
}

/**
 * The address that answers with each HTML file: every page of the route table in each language
 * (the not-found page at an address no route has, under `/en` for the English one).
 */
export const HTML_ADDRESS: Record<string, string> = Object.fromEntries(
  PAGES.flatMap((page) => LANGS.map((lang) => [htmlOf(page, lang), visitPath(page, lang)])),
)

/** The built not-found files, one per language (answered with status 404). */
export const NOT_FOUND_FILES = new Set(LANGS.map((lang) => htmlOf('not-found', lang)))

/** Every file the servers send, with its address: pages by route, other files by path. */
export const SERVED = builtFiles()
  .filter((file) => CONTENT_TYPES[extname(file)] !== undefined)
  .map((file) => ({ file, target: HTML_ADDRESS[file] ?? `/${file}` }))

export function expectSecurityHeaders(response: RawResponse) {
  for (const [name, value] of SECURITY_HEADERS) {
    expect(response.headers[name.toLowerCase()], name).toBe(value)
  }
}

/** `get(target, headers, method)`: one request to `server()` through the raw client. */
export function getter(server: () => RunningServer) {
  return (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    request(server().port, target, { method, headers })
}
