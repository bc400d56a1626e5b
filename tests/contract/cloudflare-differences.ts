/**
 * Where Cloudflare Pages answers otherwise than our servers, and why: THE one place. The workerd
 * run (workerd.test.ts) takes every row of the route table (route-cases.ts) and asks
 * `onCloudflare(row)`: a row no difference claims must be answered exactly as on our servers;
 * a row a difference claims is answered as the difference says, and the test's title names it.
 * None of these can be changed by `_headers` or `_redirects` (measured with wrangler 4.164,
 * compatibility date workerd-server.ts COMPATIBILITY_DATE); docs/deploy.md says what each means
 * for a visitor.
 */
import { oldLangQuery, pageAt } from '../../src/config/routes.ts'
import { HTML_ADDRESS } from './answers.ts'
import { builtOrNull, htmlOf } from './built-files.ts'
import type { RouteCase } from './route-cases.ts'

export type CloudflareAnswer =
  /** An HTML file of the build, byte for byte (once decoded). */
  | { status: 200 | 404; file: string }
  /** A file of the build served under its own name (a precompressed copy). */
  | { status: 200; copy: string }
  | { status: 308; location: string }
  /** Not served: an error status, never the file. */
  | { status: 'not served' }

export interface Difference {
  why: string
  answer: (row: RouteCase, address: Address) => CloudflareAnswer | undefined
}

/** A row's target taken apart: the path as sent, its normalised form, the query as sent. */
interface Address {
  raw: string
  path: string
  query: string
}

function address(target: string): Address {
  const noOrigin = target.replace(/^http:\/\/localhost/, '') || '/'
  const at = noOrigin.indexOf('?')
  const raw = at === -1 ? noOrigin : noOrigin.slice(0, at)
  const query = at === -1 ? '' : noOrigin.slice(at)
  // Dot segments (also %2e) resolved as browsers and Cloudflare do; escapes decoded.
  const resolved = new URL(`http://localhost${raw.replace(/#.*/, '')}`).pathname
  let path = resolved
  try {
    path = decodeURIComponent(resolved)
  } catch {}
  return { raw, path, query }
}

/** What Cloudflare's own asset server makes of a page's file name: its address. */
const prettyPath = (path: string) => path.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1') || '/'

export const CLOUDFLARE_DIFFERENCES = {
  'config files': {
    why:
      '`_headers` (and `_redirects`) configure Pages and are never published; `wrangler pages dev` ' +
      'answers them 502 (ours: the not-found page, 404)',
    answer: (_row, { path }) =>
      path === '/_headers' || path === '/_redirects' ? { status: 'not served' } : undefined,
  },
  'precompressed copies': {
    why:
      'every uploaded file is public on Pages, the .br/.gz copies too (200, the same public bytes; ' +
      'Cloudflare compresses by itself, docs/deploy.md says to leave them out); ours keep them internal',
    answer: (_row, { path }) =>
      /\.(br|gz)$/.test(path) && builtOrNull(path.slice(1))
        ? { status: 200, copy: path.slice(1) }
        : undefined,
  },
  'file names': {
    why:
      "Pages' asset server redirects a page's file name (`/index.html`, `/en.html`, `/404.html`, " +
      '`/index`) to its address by itself, 308, query kept, and cannot be told not to; ours answer ' +
      '404 (a file name is not an address). `/404` and `/en/404` then answer the not-found page ' +
      'with 200 (it carries `noindex`)',
    answer: (_row, { path, query }) =>
      HTML_ADDRESS[path.slice(1)] !== undefined || path === '/index'
        ? { status: 308, location: `${prettyPath(path)}${query}` }
        : undefined,
  },
  'old ?lang= links': {
    why:
      '`_redirects` matches paths only, never a query: `?lang=` is not redirected, the page of the ' +
      "path is served in the path's language (a trailing slash still 308s, query kept); ours 301 " +
      'to the page in that language. Links with `?lang=` predate the `/en` addresses',
    answer: (row, { raw, path, query }) => {
      if (row.status !== 301 || !oldLangQuery(query.replace(/#.*/, ''))) return undefined
      if (raw.length > 1 && raw.endsWith('/')) return { status: 308, location: `${raw.slice(0, -1)}${query}` }
      const page = pageAt(path)
      if (!page) throw new Error(`no page at ${path}: add this row's answer on Cloudflare`)
      return { status: 200, file: htmlOf(page.page, page.lang) }
    },
  },
  'repeated slashes': {
    why:
      'Pages does not merge `//` inside a path: `/en//` is an unknown address (404, English); ours ' +
      'merge slashes as nginx does and redirect',
    answer: (row, { path }) =>
      row.status === 301 && path.indexOf('//', 1) !== -1
        ? { status: 404, file: htmlOf('not-found', path.startsWith('/en/') ? 'en' : 'ar') }
        : undefined,
  },
  'trailing slash': {
    why: "Pages' own trailing-slash redirect is a 308 (ours: 301), to the same Location, query kept",
    answer: (row) => (row.status === 301 ? { status: 308, location: row.location } : undefined),
  },
} satisfies Record<string, Difference>

export type DifferenceName = keyof typeof CLOUDFLARE_DIFFERENCES

/** How Cloudflare answers `row`, and the difference that makes it differ from ours (if any). */
export function onCloudflare(row: RouteCase): { answer: CloudflareAnswer; differs?: DifferenceName } {
  const parts = address(row.target)
  for (const [name, difference] of Object.entries(CLOUDFLARE_DIFFERENCES) as Array<
    [DifferenceName, Difference]
  >) {
    const answer = difference.answer(row, parts)
    if (answer) return { answer, differs: name }
  }
  if (row.status === 301) throw new Error(`a redirect no difference explains: ${row.target}`)
  return { answer: { status: row.status, file: row.file } }
}

/*
 * The headers Cloudflare sends otherwise, for every answer (not rows of the route table), checked
 * in workerd.test.ts and explained here:
 *
 * - Content-Type: Cloudflare's own type table, `application/javascript` and `image/svg+xml`
 *   without a charset (ours: `text/javascript; charset=utf-8`, `image/svg+xml; charset=utf-8`).
 *   Scripts are modules (always UTF-8) and the SVGs are ASCII, so nothing decodes otherwise.
 * - Content-Encoding, Vary, Content-Length: Cloudflare compresses by itself (not from our
 *   .br/.gz) and streams the answer chunked: no Content-Length, and no Vary locally (the edge adds
 *   its own). The decoded bytes are the build.
 * - Access-Control-Allow-Origin: Pages adds `Access-Control-Allow-Origin: *` to every asset:
 *   harmless for public pages with no credentials, and the CSP's default-src (which connect-src
 *   falls back to) is ours.
 * - X-Robots-Tag on 404: `_headers` matches paths, not statuses, so a 404 has no
 *   `X-Robots-Tag: noindex`: the not-found page's `<meta name="robots" content="noindex">` says
 *   it instead.
 * - 405 answer: other methods are refused 405 by Pages' asset server, with an empty body and no
 *   Allow header (ours: `Allow: GET, HEAD` and a plain message).
 */
