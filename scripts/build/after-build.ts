/**
 * What the build writes once Astro has written the pages (integration.ts, astro:build:done): share
 * images and icons, sitemap, robots.txt, manifest, .br and .gz copies, then what says what the Node
 * server says, from server/ and the route table, with a CSP of the pages in dist/: dist/_headers
 * (Cloudflare Pages, Netlify) and the snippets deploy/nginx.conf includes, in deploy/nginx/ (not in
 * git, docs/deploy.md; tests/contract/nginx-snippets.test.ts reads them back).
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { ADDRESS_RULES } from '../../server/access-log.ts'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { distFiles } from '../../server/dist-files.ts'
import { inlineHashes } from '../../server/inline-hashes.ts'
import { PLAIN_MESSAGES, PLAIN_TYPE } from '../../server/plain-answers.ts'
import {
  EDITOR_PREFIX,
  editorHeaders,
  type HeaderList as Headers,
  securityHeaders,
} from '../../server/security-headers.ts'
import { CONTENT_TYPES, HASHED_PREFIXES } from '../../server/static-files.ts'
import { htmlFile, PAGES, PUBLIC_PAGES, pagePath } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { dropIslandUids } from './built-islands.ts'
import {
  nginxEditor,
  nginxLanguages,
  nginxPages,
  nginxRequests,
  PLAIN_PREFIX,
  plainBody,
  quoted,
} from './nginx-routes.ts'
import { writeImages } from './share-images.ts'
import { writeSiteFiles } from './site-files.ts'

const { BROTLI_PARAM_QUALITY: QUALITY, BROTLI_PARAM_SIZE_HINT: SIZE, BROTLI_PARAM_MODE: MODE } = constants

/** The types that get a .br and a .gz copy (tests/contract/content-coding.test.ts). */
export const COMPRESSIBLE = new Set('.html .js .css .svg .xml .json .txt .webmanifest .map'.split(' '))

/**
 * Brotli 11 and gzip 9 beside every text file, so no server compresses on the fly. Both copies
 * always, even a few bytes larger (robots.txt): one rule for both servers and the contract tests.
 */
async function precompress(dist: string): Promise<number> {
  const texts = distFiles(dist).filter((file) => COMPRESSIBLE.has(extname(file)))
  for (const path of texts.map((file) => join(dist, file))) {
    const raw = await readFile(path)
    const params = { [QUALITY]: 11, [SIZE]: raw.length, [MODE]: constants.BROTLI_MODE_TEXT }
    await writeFile(`${path}.br`, brotliCompressSync(raw, { params }))
    await writeFile(`${path}.gz`, gzipSync(raw, { level: 9 }))
  }
  return texts.length
}

const banner = (from: string) => `# Written by npm run build (scripts/build/after-build.ts) from ${from}.\n`

/** An extension as a regex (`webmanifest`, `woff2`: letters and digits as themselves). */
const extPattern = (ext: string) => ext.slice(1).replace(/[^a-z0-9]/g, (c) => `\\${c}`)

/** The Node server's Content-Types; `$faheem_static_file`: 1 for a path it serves as a file. */
function fileTypes(): string {
  const types = Object.entries(CONTENT_TYPES).map(([ext, type]) => `    ${quoted(type)} ${ext.slice(1)};`)
  const files = Object.keys(CONTENT_TYPES).filter((ext) => ext !== '.html')
  return `types {\n${types.join('\n')}\n}\ndefault_type application/octet-stream;\n
map $uri $faheem_static_file {\n    default 0;\n    "~\\.(?:${files.map(extPattern).join('|')})$" 1;\n}\n`
}

/**
 * Each kind's Cache-Control for 200 and 304, else `no-store`; a file's: an asset's under
 * HASHED_PREFIXES, a page's for the editor's other files (its configuration follows the content).
 */
function cacheControl(): string {
  const kinds = { page: CACHE_CONTROL.html, asset: CACHE_CONTROL.asset, file: CACHE_CONTROL.file }
  const maps = Object.entries(kinds).map(
    ([kind, rule]) =>
      `map $status $faheem_${kind}_cache {\n    volatile;\n    default ${quoted(CACHE_CONTROL.error)};\n    200 ${quoted(rule)};\n    304 ${quoted(rule)};\n}\n`,
  )
  const byPath = [
    ...HASHED_PREFIXES.map((prefix) => `    ${quoted(`^${prefix}`, true)} $faheem_asset_cache;\n`),
    `    ${quoted(`^${EDITOR_PREFIX}`, true)} $faheem_page_cache;\n`,
  ]
  return `${maps.join('\n')}\nmap $uri $faheem_static_cache {\n    volatile;\n    default $faheem_file_cache;\n${byPath.join('')}}\n`
}

/**
 * The Node server's plain error answers: an `error_page` per status (nginx's 494, a header line
 * over the limit, is Node's 431) and its internal location, plain text whatever the extension.
 * Not named locations: nginx cannot send a request whose line did not parse to one.
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
    types { }
    default_type ${quoted(PLAIN_TYPE)};
    return ${status} ${plainBody(message)};
}
`
    })
    .join('\n')
}

/** The .br copy of each compressible type, picked by `$faheem_br` (nginx.conf), with its own type. */
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

const block = (path: string, lines: Headers, detached: string[] = []) =>
  `${path}\n${[...detached.map((name) => `  ! ${name}`), ...lines.map(([name, value]) => `  ${name}: ${value}`)].join('\n')}\n`

/**
 * The editor's rules, after `/*`: a host sends the headers of every rule a path matches, and of two
 * policies the strictest wins, so each rule detaches (`! Name`, Cloudflare Pages) the site's value
 * of a header the editor sets otherwise, then sets the editor's. Its page, configuration and hashed
 * assets only: any other address under it is the site's not-found page, with the site's headers.
 */
function editorRules(site: Headers, editor: Headers): string[] {
  const siteValue = new Map(site)
  const own = editor.filter(([name, value]) => siteValue.get(name) !== value)
  const detached = own.map(([name]) => name).filter((name) => siteValue.has(name))
  const rule = (path: string, cache: string) => block(path, [...own, ['Cache-Control', cache]], detached)
  return [
    rule(EDITOR_PREFIX, CACHE_CONTROL.html),
    rule(`${EDITOR_PREFIX}config.json`, CACHE_CONTROL.html),
    rule(`${EDITOR_PREFIX}assets/*`, CACHE_CONTROL.asset),
  ]
}

/**
 * `_headers`: the security headers everywhere, each kind's cache rule by path (a page at its address
 * and its file's name: hosts serve both), the editor's own when the build has it. No `_redirects`:
 * Cloudflare rejects Netlify's one rule.
 */
function staticHostHeaders(headers: Headers, editor: Headers, files: string[]): string {
  const pages = [
    ...PUBLIC_PAGES.flatMap((page) => LANGS.map((lang) => pagePath(page, lang))),
    ...PAGES.flatMap((page) => LANGS.map((lang) => `/${htmlFile(page, lang)}`)),
  ]
  const others = files.filter(
    (file) =>
      !file.startsWith('assets/') &&
      !file.startsWith('admin/') &&
      !file.endsWith('.html') &&
      CONTENT_TYPES[extname(file)],
  )
  return [
    banner('server/security-headers.ts, server/cache-rules.ts'),
    block('/*', headers),
    block('/assets/*', [['Cache-Control', CACHE_CONTROL.asset]]),
    ...pages.map((path) => block(path, [['Cache-Control', CACHE_CONTROL.html]])),
    ...others.map((file) => block(`/${file}`, [['Cache-Control', CACHE_CONTROL.file]])),
    ...(files.includes(`${EDITOR_PREFIX.slice(1)}index.html`) ? editorRules(headers, editor) : []),
  ].join('\n')
}

/** `$faheem_anon_addr`, the client's address as the `faheem` log_format writes it: the Node server's rules. */
const addressMap = () =>
  `map $remote_addr $faheem_anon_addr {\n    default "-";\n${ADDRESS_RULES.map(
    ([pattern, kept]) => `    ${quoted(pattern, true)} "${kept}";\n`,
  ).join('')}}\n`

const addHeaders = (headers: Headers) =>
  `${banner('server/security-headers.ts')}${headers.map(([name, value]) => `add_header ${name} ${quoted(value)} always;\n`).join('')}`

/** The nginx snippets of a build whose security headers are `headers` (`editor` under /admin/). */
function nginxSnippets(headers: Headers, editor: Headers): Record<string, string> {
  return {
    'security-headers.conf': addHeaders(headers),
    'editor-headers.conf': addHeaders(editor),
    'access-log.conf': `${banner('server/access-log.ts')}${addressMap()}`,
    'file-types.conf': `${banner('server/static-files.ts')}${fileTypes()}`,
    'cache-control.conf': `${banner('server/cache-rules.ts')}${cacheControl()}`,
    'error-pages.conf': `${banner('server/plain-answers.ts')}${errorPages()}`,
    'precompressed.conf': `${banner('server/static-files.ts')}${precompressed()}`,
    'precompressed-headers.conf': `${banner('server/static-files.ts')}${FILE_HEADERS}`,
    'languages.conf': `${banner('src/config/routes.ts')}${nginxLanguages()}`,
    'requests.conf': `${banner('server/request-target.ts, src/config/routes.ts')}${nginxRequests()}`,
    'pages.conf': `${banner('src/config/routes.ts, server/plain-answers.ts')}${nginxPages()}`,
    'editor.conf': `${banner('server/security-headers.ts, server/static-files.ts')}${nginxEditor()}`,
  }
}

/**
 * What says what the Node server says, for the build in `dist`: its `_headers`, and nginx's snippets
 * in `nginx` (emptied first), each with the CSP of that build's pages. Returns the snippets' names.
 */
export async function writeServerFiles(dist: string, nginx: string): Promise<string[]> {
  const headers = securityHeaders(inlineHashes(dist))
  const config = join(dist, EDITOR_PREFIX, 'config.json')
  const editor = editorHeaders(existsSync(config) ? await readFile(config, 'utf8') : undefined)
  await writeFile(join(dist, '_headers'), staticHostHeaders(headers, editor, distFiles(dist)))
  await rm(nginx, { recursive: true, force: true })
  await mkdir(nginx, { recursive: true })
  const snippets = nginxSnippets(headers, editor)
  for (const [name, text] of Object.entries(snippets)) await writeFile(join(nginx, name), text)
  return Object.keys(snippets)
}

/** Writes into `dist` and `root`/deploy/nginx/; returns what it wrote. */
export async function afterBuild(dist: string, root: string, siteUrl: string): Promise<string> {
  const extras = [...(await writeImages(dist, siteUrl)), ...(await writeSiteFiles(dist))]
  await dropIslandUids(dist)
  const compressed = await precompress(dist)
  const snippets = await writeServerFiles(dist, join(root, 'deploy', 'nginx'))
  return `${extras.join(', ')}, ${compressed} files precompressed, _headers, deploy/nginx/ (${snippets.length} snippets)`
}
