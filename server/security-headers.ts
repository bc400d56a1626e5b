/**
 * The security headers every server we ship sends: the Node server, nginx and static hosts
 * (deploy/nginx/ and dist/_headers, written by the build from this list: scripts/build/after-build.ts).
 * One list, no drift. The CSP allows each inline script and style of a build by its hash
 * (server/inline-hashes.ts), so the list is always of one build: the one the Node server loaded
 * at start-up (server/static-files.ts), or the one the build step just wrote.
 */
import type { InlineHashes } from './inline-hashes.ts'

export type HeaderList = ReadonlyArray<readonly [string, string]>

export function contentSecurityPolicy({ scripts, styles }: InlineHashes): string {
  const quoted = (hashes: string[]) => hashes.map((hash) => ` '${hash}'`).join('')
  return [
    "default-src 'self'",
    // The inline scripts of the pages, each allowed by the hash of its bytes: no 'unsafe-inline'.
    `script-src 'self'${quoted(scripts)}`,
    `style-src 'self'${quoted(styles)}`,
    // data: for the favicon, inline in every page (src/layouts/document.astro) so that no request
    // for it competes with the fonts before the first paint.
    "img-src 'self' data:",
    // Fonts, fetches, the manifest and the rest fall back to default-src 'self': writing them out
    // would change nothing but the bytes of every page's first round trip (docs/performance.md).
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ')
}

/** The headers the site's answers and the editor's share. */
const SHARED: HeaderList = [
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  // No Cross-Origin-Opener-Policy: with `same-origin` the browser puts the page in a new browsing
  // context group, so it cannot keep the tab's renderer process (Lighthouse starts from
  // about:blank), and the fresh process's first task was most of the pages' blocking time at 8× CPU:
  // 118 ms against 34 ms without the header (same build, same run; docs/performance.md). It guards
  // window handles between this site and cross-origin windows, which hold nothing here: no session,
  // no personal data, outbound links open with `noopener`, framing is denied (above, and by
  // `frame-ancestors`).
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
]

/** The header list of the build whose inline scripts and styles hash to `hashes`. */
export const securityHeaders = (hashes: InlineHashes): HeaderList => [
  ['Content-Security-Policy', contentSecurityPolicy(hashes)],
  ...SHARED,
]

/** Where the editor's answers start: its page, dist/admin/config.json and bundle (scripts/editor/build.ts). */
export const EDITOR_PREFIX = '/admin/'

/**
 * The editor's policy, for what is under EDITOR_PREFIX only (its own, not added to the site's: a
 * browser enforces every policy it gets, so the strictest would win). Sveltia CMS runs without
 * eval or inline scripts, but sets inline styles, and shows previews as data: and blob: addresses.
 * Hosted, it talks to GitHub's API and its sign-in worker: `hosts`.
 */
function editorPolicy(hosts: readonly string[]): string {
  const more = hosts.map((host) => ` ${host}`).join('')
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${more}`,
    `connect-src 'self' data: blob:${more}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ')
}

/**
 * The hosts the editor talks to when hosted, from dist/admin/config.json: GitHub's API (backend.api_root
 * when set, FAHEEM_EDITOR_API_ROOT at build time), the avatars it
 * shows, and the sign-in worker's origin (backend.base_url, FAHEEM_EDITOR_AUTH_URL at build time).
 */
function editorHosts(config: { backend?: { base_url?: string; api_root?: string } }): string[] {
  const auth = config.backend?.base_url
  const api = config.backend?.api_root
  return [
    api ? new URL(api).origin : 'https://api.github.com',
    'https://avatars.githubusercontent.com',
    ...(auth ? [new URL(auth).origin] : []),
  ]
}

/**
 * The editor's header list: its policy, the site's other headers, and no indexing. From the text
 * of the build's dist/admin/config.json (none without the editor), the one derivation of the Node
 * server (server/static-files.ts), nginx's editor-headers.conf and `_headers`
 * (scripts/build/after-build.ts).
 */
export function editorHeaders(configJson: string | undefined): HeaderList {
  const hosts = editorHosts(configJson === undefined ? {} : JSON.parse(configJson))
  return [['Content-Security-Policy', editorPolicy(hosts)], ...SHARED, ['X-Robots-Tag', 'noindex']]
}
