/**
 * What both servers answer, shared by the HTTP contract's files: the kinds of file the build
 * has (FILES), the addresses of the HTML files, decoding a body, the security headers every
 * answer carries, and a GET through the raw client.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect } from 'vitest'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { DIST } from '../../server/dist-files.ts'
import { inlineHashes } from '../../server/inline-hashes.ts'
import { EDITOR_PREFIX, securityHeaders } from '../../server/security-headers.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import { PAGES, visitPath } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { ASSETS, builtFiles, EN_PRICING, HOME, htmlOf } from './built-files.ts'
import { type RawResponse, request } from './http-client.ts'
import type { RunningServer } from './processes.ts'

type Kind = 'page' | 'not-found' | 'asset' | 'file'

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
    // An error answer: never stored.
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

/** The language of each built HTML file, from the route table (not from the file). */
const HTML_LANG: Record<string, string> = Object.fromEntries(
  PAGES.flatMap((page) => LANGS.map((lang) => [htmlOf(page, lang), lang])),
)

/** The page's language is in the HTML itself: `<html lang=".." dir="..">` of `file`'s language. */
export function expectLanguageOf(html: Buffer, file: string): void {
  const lang = HTML_LANG[file]
  const root = /<html\b[^>]*>/.exec(html.toString())?.[0] ?? ''
  expect(root, file).toContain(`lang="${lang}"`)
  expect(root, file).toContain(`dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`)
}

/** The built not-found files, one per language (answered with status 404). */
export const NOT_FOUND_FILES = new Set(LANGS.map((lang) => htmlOf('not-found', lang)))

/** The editor's page (scripts/editor/build.ts), answered at its folder's address. */
export const EDITOR_PAGE = `${EDITOR_PREFIX.slice(1)}index.html`

/** Every file the servers send, with its address: pages by route, the editor's at its folder, other files by path. */
export const SERVED = builtFiles()
  .filter((file) => CONTENT_TYPES[extname(file)] !== undefined)
  .map((file) => ({
    file,
    target: HTML_ADDRESS[file] ?? (file === EDITOR_PAGE ? EDITOR_PREFIX : `/${file}`),
  }))

/** The security headers of the build in dist/, the one the servers under contract serve. */
export const SECURITY_HEADERS = securityHeaders(inlineHashes(DIST))

export function expectSecurityHeaders(response: RawResponse) {
  for (const [name, value] of SECURITY_HEADERS) {
    expect(response.headers[name.toLowerCase()], name).toBe(value)
  }
}

/** `get(target, headers, method)`: one request to `server()` through the raw client. */
export function getter(server: () => Pick<RunningServer, 'port'>) {
  return (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    request(server().port, target, { method, headers })
}

/**
 * The CSP allows every inline script and style of every page of the build in `dist`, each by its
 * hash, and no other; nothing inline else (no 'unsafe-inline'). The hashes are read from the pages
 * here, with a parser of its own: what a server allows is exactly what the pages carry (a script
 * block that is data, JSON-LD, is not a script).
 */
export function expectCspOfThePages(header: string | undefined, dist = DIST): void {
  const csp = header ?? ''
  const sources = (name: string) =>
    (csp.split(';').find((directive) => directive.trim().startsWith(`${name} `)) ?? '').trim().split(/\s+/)
  const hashes = (name: string) =>
    sources(name)
      .filter((source) => source.startsWith("'sha256-"))
      .sort()
  expect(csp).not.toContain('unsafe-inline')
  expect(sources('script-src').slice(0, 2)).toEqual(['script-src', "'self'"])
  const inline = { script: new Set<string>(), style: new Set<string>() }
  for (const file of Object.keys(HTML_ADDRESS)) {
    const html = readFileSync(join(dist, file), 'utf8')
    for (const [, tag = '', attrs = '', body = ''] of html.matchAll(
      /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g,
    )) {
      if (/\bsrc=|application\/ld\+json/.test(attrs)) continue
      inline[tag as 'script' | 'style'].add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    }
  }
  expect(inline.script.size, 'the pages have inline scripts').toBeGreaterThan(0)
  expect(hashes('script-src')).toEqual([...inline.script].sort())
  expect(hashes('style-src')).toEqual([...inline.style].sort())
}
