/**
 * The editor at /admin/ (scripts/editor/build.ts) on BOTH servers and on Cloudflare's runtime (the
 * build's `_headers`): its page, configuration and hashed files answer with the editor's own headers
 * (editorHeaders, server/security-headers.ts, from the build's dist/admin/config.json) in place of the site's,
 * never indexed, each with its type and caching. Any other address under it, and /admin without
 * its slash, is the site's not-found page with the site's headers, never a 5xx; every page of the
 * route table keeps exactly the site's headers.
 */
import { statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { expect, it, vi } from 'vitest'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { DIST } from '../../server/dist-files.ts'
import { EDITOR_PREFIX, editorHeaders } from '../../server/security-headers.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import { decode, expectSecurityHeaders, getter, HTML_ADDRESS, SECURITY_HEADERS } from './answers.ts'
import { built, builtFiles, htmlOf } from './built-files.ts'
import type { RawResponse } from './http-client.ts'
import { type AnyServer, describeEachServer, describeServer, WORKERD_KIND } from './servers.ts'

vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

const EDITOR = editorHeaders(built('admin/config.json').toString('utf8'))
const SITE_CSP = SECURITY_HEADERS.find(([name]) => name === 'Content-Security-Policy')?.[1]

/** The largest file of the editor's bundle whose name ends with `ext`. */
function editorAsset(ext: string): string {
  const names = builtFiles().filter((file) => file.startsWith('admin/assets/') && file.endsWith(ext))
  const largest = names.sort((a, b) => statSync(join(DIST, b)).size - statSync(join(DIST, a)).size)[0]
  if (!largest) throw new Error(`the editor's build has no ${ext} file (run "npm run build")`)
  return largest
}

const CASES = [
  { target: EDITOR_PREFIX, file: 'admin/index.html', cache: CACHE_CONTROL.html },
  { target: `${EDITOR_PREFIX}config.json`, file: 'admin/config.json', cache: CACHE_CONTROL.html },
  ...['.js', '.woff2', '.wasm'].map((ext) => ({
    target: `/${editorAsset(ext)}`,
    file: editorAsset(ext),
    cache: CACHE_CONTROL.asset,
  })),
]

/** The type sent: ours; on Cloudflare, its own table's (cloudflare-differences.ts, below its rows). */
function expectType(response: RawResponse, kind: string, file: string) {
  const type = CONTENT_TYPES[extname(file)] ?? ''
  if (kind !== 'workerd') return expect(response.headers['content-type']).toBe(type)
  const essence = type.startsWith('text/javascript') ? 'application/javascript' : type.split(';')[0]
  expect(response.headers['content-type']?.split(';')[0]).toBe(essence)
}

function expectEditorHeaders(response: RawResponse) {
  for (const [name, value] of EDITOR) expect(response.headers[name.toLowerCase()], name).toBe(value)
  expect(response.headers['content-security-policy']).not.toBe(SITE_CSP)
}

/** The site's not-found page (Arabic: langOfPath), with the site's headers. */
function expectSiteNotFound(response: RawResponse) {
  expect(response.status).toBe(404)
  expectSecurityHeaders(response)
  expect(decode(response).equals(built(htmlOf('not-found')))).toBe(true)
}

function editorContract(server: () => AnyServer, kind: string) {
  const get = getter(server)

  it.each(CASES)(
    "$target: the editor's headers, type, caching and bytes",
    async ({ target, file, cache }) => {
      const response = await get(target, { 'Accept-Encoding': 'br, gzip' })
      expect(response.status).toBe(200)
      expectEditorHeaders(response)
      expect(response.headers['x-robots-tag']).toBe('noindex')
      expectType(response, kind, file)
      expect(response.headers['cache-control']).toBe(cache)
      expect(decode(response).equals(built(file)), `the built ${file}`).toBe(true)
    },
  )

  it("the editor's policy: scripts from the origin only, GitHub's API and the sign-in worker", () => {
    const csp = EDITOR.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? ''
    expect(csp).toContain("script-src 'self';")
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/api\.github\.com/)
    const auth = JSON.parse(built('admin/config.json').toString('utf8')).backend?.base_url
    if (auth) expect(csp).toContain(new URL(auth).origin)
  })

  it("every page of the route table keeps exactly the site's headers, and is indexed", async () => {
    for (const [file, target] of Object.entries(HTML_ADDRESS)) {
      const response = await get(target)
      expectSecurityHeaders(response)
      if (response.status === 200) expect(response.headers['x-robots-tag'], file).toBeUndefined()
    }
  })

  it("/admin/missing and /admin/assets/missing.js: the site's not-found page", async () => {
    expectSiteNotFound(await get(`${EDITOR_PREFIX}missing`))
    // Cloudflare sends what `_headers` says for the path, whatever the status (cloudflare-differences.ts).
    if (kind !== 'workerd') expectSiteNotFound(await get(`${EDITOR_PREFIX}assets/missing.js`))
  })

  it.each(['/admin', '/admin/index.html'])(
    "%s: ours, the site's not-found page; Cloudflare's, a redirect to /admin/",
    async (target) => {
      const response = await get(target)
      if (kind !== 'workerd') return expectSiteNotFound(response)
      // Pages' asset server redirects a folder without its slash and a page's file name by itself.
      expect(response.status).toBe(308)
      expect(response.headers.location).toBe(EDITOR_PREFIX)
    },
  )
}

describeEachServer('the editor', (server, kind) => editorContract(server, kind.name))
describeServer(WORKERD_KIND, 'workerd (wrangler pages dev), the editor', (server) =>
  editorContract(server, 'workerd'),
)
