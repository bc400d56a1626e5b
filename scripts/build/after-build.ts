/**
 * What the build writes once Astro has written the pages (integration.ts, astro:build:done): the
 * share images and icons, sitemap.xml, robots.txt, the manifest, the brotli and gzip copies, and
 * the deploy files that say what the Node server says, from its sources (server/security-headers.ts,
 * server/cache-rules.ts, server/static-files.ts, server/plain-answers.ts) and the route table
 * (src/config/routes.ts), so they cannot drift:
 * - dist/_headers, for Cloudflare Pages and Netlify (tests/contract/workerd.test.ts);
 * - deploy/nginx/*.conf, the snippets deploy/nginx.conf includes (not in git: docs/deploy.md),
 *   which the contract suite runs in nginx and tests/contract/nginx-snippets.test.ts reads back.
 * Their CSP hashes the inline scripts and styles of the pages in dist/ (server/inline-hashes.ts).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { distFiles } from '../../server/dist-files.ts'
import { inlineHashes } from '../../server/inline-hashes.ts'
import { PLAIN_MESSAGES, PLAIN_TYPE } from '../../server/plain-answers.ts'
import { securityHeaders } from '../../server/security-headers.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import { htmlFile, PAGES, PUBLIC_PAGES, pagePath } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { nginxLanguages, nginxPages, PLAIN_PREFIX, plainBody, quoted } from './nginx-routes.ts'
import { COMPRESSIBLE, precompress } from './precompress.ts'
import { writeImages } from './share-images.ts'
import { writeSiteFiles } from './site-files.ts'

type Headers = ReadonlyArray<readonly [string, string]>

export const banner = (from: string) =>
  `# Written by \`npm run build\` (scripts/build/after-build.ts) from ${from}: edit those, not this.\n`

/** An extension as a regex (`webmanifest`, `woff2`: letters and digits as themselves). */
const extPattern = (ext: string) => ext.slice(1).replace(/[^a-z0-9]/g, (c) => `\\${c}`)

/**
 * The `types` nginx answers with (the Node server's Content-Types, charset included), and
 * `$faheem_static_file`: 1 for a path the Node server serves as a file (pages only by route).
 */
function fileTypes(): string {
  const types = Object.entries(CONTENT_TYPES).map(([ext, type]) => `    ${quoted(type)} ${ext.slice(1)};`)
  const files = Object.keys(CONTENT_TYPES).filter((ext) => ext !== '.html')
  return `types {\n${types.join('\n')}\n}\ndefault_type application/octet-stream;\n
map $uri $faheem_static_file {\n    default 0;\n    "~\\.(?:${files.map(extPattern).join('|')})$" 1;\n}\n`
}

/** Cache-Control by status: each kind's rule for 200 and 304, `no-store` for any other status. */
function cacheControl(): string {
  const kinds = { page: CACHE_CONTROL.html, asset: CACHE_CONTROL.asset, file: CACHE_CONTROL.file }
  return Object.entries(kinds)
    .map(
      ([kind, rule]) =>
        `map $status $faheem_${kind}_cache {\n    volatile;\n    default ${quoted(CACHE_CONTROL.error)};\n    200 ${quoted(rule)};\n    304 ${quoted(rule)};\n}\n`,
    )
    .join('\n')
}

/**
 * The Node server's plain error answers: one `error_page` per status (nginx's 494, a header line
 * over the limit, is answered 431 as Node does) and its internal location. Locations by address,
 * not named ones: nginx cannot send a request whose line did not parse to a named location.
 */
function errorPages(): string {
  return Object.entries(PLAIN_MESSAGES)
    .map(([status, message]) => {
      const allow = status === '405' ? '\n    add_header Allow "GET, HEAD" always;' : ''
      return `error_page ${status === '431' ? '494 =431' : status} ${PLAIN_PREFIX}${status};
location = ${PLAIN_PREFIX}${status} {
    internal;
    include nginx/security-headers.conf;
    add_header Cache-Control ${quoted(CACHE_CONTROL.error)} always;${allow}
    # Plain text whatever the address's extension.
    types { }
    default_type ${quoted(PLAIN_TYPE)};
    return ${status} ${plainBody(message)};
}
`
    })
    .join('\n')
}

/**
 * The .br copy of each compressible type, by the core static module (see nginx.conf for why not
 * brotli_static): `$faheem_br` (".br" when accepted) picks it; it keeps its original type.
 */
function precompressed(): string {
  return Object.entries(CONTENT_TYPES)
    .filter(([ext]) => ext !== '.html' && COMPRESSIBLE.has(ext))
    .map(
      ([ext, type]) => `location ~ \\.${extPattern(ext)}$ {
    types { ${quoted(type)} ${ext.slice(1)} br; }
    try_files $uri$faheem_br $uri =404;
}
`,
    )
    .join('\n')
}

/** Every location that sends files: no Last-Modified (ETag only), a .br copy's coding and Vary. */
const FILE_HEADERS = `add_header Last-Modified "" always;
add_header Content-Encoding $faheem_br_coding always;
add_header Vary $faheem_br_vary always;
`

/**
 * `_headers` (Cloudflare Pages, Netlify): the security headers on every path, and each kind's
 * cache rule by path: hashed assets, every page at its address and at its file's name (hosts
 * serve both), every other file of the build (`files`, by path from dist/). No `_redirects`: the
 * one rule Netlify would want is a line Cloudflare rejects (docs/deploy.md, "Netlify").
 */
export function staticHostHeaders(headers: Headers, files: string[]): string {
  const block = (path: string, lines: Headers) =>
    `${path}\n${lines.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`
  const pages = [
    ...PUBLIC_PAGES.flatMap((page) => LANGS.map((lang) => pagePath(page, lang))),
    ...PAGES.flatMap((page) => LANGS.map((lang) => `/${htmlFile(page, lang)}`)),
  ]
  const others = files.filter(
    (file) => !file.startsWith('assets/') && !file.endsWith('.html') && CONTENT_TYPES[extname(file)],
  )
  return [
    '# Written by `npm run build` (scripts/build/after-build.ts) from server/security-headers.ts and server/cache-rules.ts.\n',
    block('/*', headers),
    block('/assets/*', [['Cache-Control', CACHE_CONTROL.asset]]),
    ...pages.map((path) => block(path, [['Cache-Control', CACHE_CONTROL.html]])),
    ...others.map((file) => block(`/${file}`, [['Cache-Control', CACHE_CONTROL.file]])),
  ].join('\n')
}

/** The nginx snippets of a build whose security headers are `headers`, by file name. */
export function nginxSnippets(headers: Headers): Record<string, string> {
  const lines = headers.map(([name, value]) => `add_header ${name} ${quoted(value)} always;`)
  return {
    'security-headers.conf': `${banner('server/security-headers.ts')}${lines.join('\n')}\n`,
    'file-types.conf': `${banner('server/static-files.ts')}${fileTypes()}`,
    'cache-control.conf': `${banner('server/cache-rules.ts')}${cacheControl()}`,
    'error-pages.conf': `${banner('server/plain-answers.ts')}${errorPages()}`,
    'precompressed.conf': `${banner('server/static-files.ts, scripts/build/precompress.ts')}${precompressed()}`,
    'precompressed-headers.conf': `${banner('server/static-files.ts')}${FILE_HEADERS}`,
    'languages.conf': `${banner('src/config/routes.ts')}${nginxLanguages()}`,
    'pages.conf': `${banner('src/config/routes.ts, server/plain-answers.ts')}${nginxPages()}`,
  }
}

/** Writes into `dist` and `root`/deploy/nginx/ (emptied first); returns what it wrote. */
export async function afterBuild(dist: string, root: string, siteUrl: string): Promise<string> {
  const extras = [...(await writeImages(dist, siteUrl)), ...(await writeSiteFiles(dist))]
  const compressed = await precompress(dist)
  const headers = securityHeaders(inlineHashes(dist))
  await writeFile(join(dist, '_headers'), staticHostHeaders(headers, distFiles(dist)))
  const nginx = join(root, 'deploy', 'nginx')
  await rm(nginx, { recursive: true, force: true })
  await mkdir(nginx, { recursive: true })
  const snippets = nginxSnippets(headers)
  for (const [name, text] of Object.entries(snippets)) await writeFile(join(nginx, name), text)
  return `${extras.join(', ')}, ${compressed} files precompressed, _headers, deploy/nginx/ (${Object.keys(snippets).length} snippets)`
}
