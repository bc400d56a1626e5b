/**
 * The deploy files say what the Node server says. The committed nginx snippets are what
 * scripts/build/generate-deploy-config.ts writes (regenerate with `node scripts/build/generate-deploy-config.ts`
 * on drift), and, read back with parsers of their own, they say what server/ says: the same
 * types, the same files served, the same caching by status, the same plain error answers, the
 * same .br copies. Every nginx location sends the security headers, and the build's
 * _headers/_redirects for static hosts, read back the same way, carry the same list and rules.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { driftedDeployFiles } from '../../scripts/build/generate-deploy-config.ts'
import { COMPRESSIBLE } from '../../scripts/build/precompress.ts'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { PLAIN_MESSAGES, PLAIN_TYPE } from '../../server/plain-answers.ts'
import { SECURITY_HEADERS } from '../../server/security-headers.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import { htmlFileName, PAGES, PUBLIC_PAGES, ROUTES } from '../../src/config/routes.ts'
import { servedLang } from '../../src/i18n/lang.ts'
import { built } from './built-files.ts'
import { NGINX_CONF_DIR, NGINX_LISTEN } from './nginx-server.ts'

const snippet = (name: string) => readFileSync(join(NGINX_CONF_DIR, name), 'utf8')
/** nginx.conf with the generated route and language snippets written in, as nginx reads it. */
const nginxConf = snippet('nginx.conf').replace(/^\s*include (pages|languages)\.conf;$/gm, (_, name) =>
  snippet(`${name}.conf`),
)

/** The `map $status $name { ... }` of a snippet: key → value. */
function statusMap(conf: string, name: string): Map<string, string> {
  const body = new RegExp(`map \\$status \\$${name} \\{([^}]*)\\}`).exec(conf)?.[1] ?? ''
  const entries = [...body.matchAll(/^\s*(\S+)\s+"([^"]*)";/gm)].map((m) => [m[1] ?? '', m[2] ?? ''] as const)
  return new Map(entries)
}

/** Each `location ... { ... }` of nginx.conf with its body (nested braces counted). */
function locations(conf: string): Array<{ head: string; body: string }> {
  const out: Array<{ head: string; body: string }> = []
  const pattern = /^\s*location\s+([^{]+)\{/gm
  for (let match = pattern.exec(conf); match; match = pattern.exec(conf)) {
    let depth = 1
    let i = match.index + match[0].length
    while (depth > 0 && i < conf.length) {
      if (conf[i] === '{') depth++
      if (conf[i] === '}') depth--
      i++
    }
    out.push({ head: (match[1] ?? '').trim(), body: conf.slice(match.index + match[0].length, i - 1) })
  }
  return out
}

/** `_headers` parsed: path → header lines under it. */
function parseHeadersFile(text: string): Map<string, Array<[string, string]>> {
  const rules = new Map<string, Array<[string, string]>>()
  let current: Array<[string, string]> | null = null
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue
    if (!line.startsWith(' ')) {
      current = []
      rules.set(line.trim(), current)
      continue
    }
    const colon = line.indexOf(':')
    current?.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

describe('deploy configuration', () => {
  it('the committed nginx snippets are what the generator writes from server/', async () => {
    const drifted = await driftedDeployFiles()
    expect(
      drifted,
      `regenerate with: node scripts/build/generate-deploy-config.ts (${drifted.join(', ')})`,
    ).toEqual([])
  })

  it('the security-headers snippet is the one header list, each sent always', () => {
    const lines = snippet('security-headers.conf')
      .split('\n')
      .filter((line) => line.startsWith('add_header'))
    expect(lines).toEqual(SECURITY_HEADERS.map(([name, value]) => `add_header ${name} "${value}" always;`))
  })

  it('file-types.conf: the Node server types, and exactly its files are served as files', () => {
    const conf = snippet('file-types.conf')
    const types = /types \{([^}]*)\}/.exec(conf)?.[1] ?? ''
    const read = [...types.matchAll(/"([^"]+)"\s+([a-z0-9]+);/g)].map((m) => [`.${m[2]}`, m[1]])
    expect(Object.fromEntries(read)).toEqual(CONTENT_TYPES)
    const pattern = /"~([^"]+)" 1;/.exec(conf)?.[1] ?? '$^'
    const isFile = new RegExp(pattern.replaceAll('\\\\', '\\'))
    for (const ext of Object.keys(CONTENT_TYPES)) {
      expect(isFile.test(`/assets/x${ext}`), ext).toBe(ext !== '.html')
    }
    for (const path of ['/x.html', '/x.js.br', '/x.css.gz', '/x.md', '/x', '/_headers', '/x.jsx']) {
      expect(isFile.test(path), path).toBe(false)
    }
  })

  it('cache-control.conf: the rule of each kind for 200 and 304, no-store for any other status', () => {
    const conf = snippet('cache-control.conf')
    for (const [name, rule] of [
      ['faheem_page_cache', CACHE_CONTROL.html],
      ['faheem_asset_cache', CACHE_CONTROL.asset],
      ['faheem_file_cache', CACHE_CONTROL.file],
    ] as const) {
      expect(Object.fromEntries(statusMap(conf, name)), name).toEqual({
        default: CACHE_CONTROL.error,
        '200': rule,
        '304': rule,
      })
    }
  })

  it('error-pages.conf: every plain answer of the Node server, same status, text and headers', () => {
    const conf = snippet('error-pages.conf')
    for (const [status, message] of Object.entries(PLAIN_MESSAGES)) {
      const from = status === '431' ? '494 =431' : status
      const target = new RegExp(`^error_page ${from} (\\S+);$`, 'm').exec(conf)?.[1]
      expect(target, `error_page ${status}`).toBeDefined()
      const block =
        new RegExp(`location = ${target} \\{([^{}]*(?:\\{[^{}]*\\}[^{}]*)*)\\}`).exec(conf)?.[1] ?? ''
      expect(block, status).toContain('internal;')
      expect(block, status).toContain('include security-headers.conf;')
      expect(block, status).toContain(`add_header Cache-Control "${CACHE_CONTROL.error}" always;`)
      expect(block, status).toContain(`default_type "${PLAIN_TYPE}";`)
      expect(block, status).toContain(`return ${status} ${JSON.stringify(message)};`)
    }
  })

  it('precompressed.conf: the .br copy of every compressible type, sent with its own type', () => {
    const conf = snippet('precompressed.conf')
    for (const [ext, type] of Object.entries(CONTENT_TYPES)) {
      if (ext === '.html' || !COMPRESSIBLE.has(ext)) continue
      const name = ext.slice(1)
      const block = new RegExp(`location ~ \\\\\\.${name}\\$ \\{([^]*?)\\n\\}`).exec(conf)?.[1] ?? ''
      expect(block, ext).toContain(`types { "${type}" ${name} br; }`)
      expect(block, ext).toContain('try_files $uri$faheem_br $uri =404;')
    }
  })

  it('every nginx location includes the security headers and sets its Cache-Control', () => {
    const blocks = locations(nginxConf)
    expect(blocks.length).toBeGreaterThanOrEqual(5)
    const allowed = new Set<string>([
      ...Object.values(CACHE_CONTROL).map((value) => `"${value}"`),
      '$faheem_page_cache',
      '$faheem_asset_cache',
      '$faheem_file_cache',
    ])
    for (const { head, body } of blocks) {
      if (head === '@without-if-unmodified-since') {
        // The second pass answers with all its headers; this one strips the header and adds none.
        expect(body).toContain('proxy_set_header If-Unmodified-Since "";')
        expect(body).toMatch(/add_header \S+ "" always;/)
        continue
      }
      expect(body, `location ${head}`).toContain('include security-headers.conf;')
      const cache = /add_header Cache-Control ("[^"]+"|\$\w+) always;/.exec(body)?.[1]
      expect(allowed, `location ${head} Cache-Control ${cache}`).toContain(cache)
    }
  })

  it('pages.conf: one exact location per route, serving its file in the asked language', () => {
    const blocks = locations(snippet('pages.conf'))
    const exact = blocks.filter(({ head }) => head.startsWith('= ')).map(({ head }) => head.slice(2))
    expect(exact).toEqual(PUBLIC_PAGES.map((page) => ROUTES[page].path))
    for (const page of PUBLIC_PAGES) {
      const body = blocks.find(({ head }) => head === `= ${ROUTES[page].path}`)?.body ?? ''
      const file = `/${ROUTES[page].file}$faheem_lang.html`
      expect(body, page).toContain(`try_files ${file}$faheem_br ${file} =404;`)
    }
    const notFound = ROUTES['not-found'].file
    expect(snippet('pages.conf')).toContain(`error_page 404 /${notFound}$faheem_lang.html;`)
  })

  it('languages.conf: $faheem_lang is ".en" exactly when servedLang says English', () => {
    const regex = /"~([^"]+)" "\.en";/.exec(snippet('languages.conf'))?.[1] ?? '$^'
    const pattern = new RegExp(regex.replaceAll('\\\\', '\\'))
    for (const query of [
      'lang=en',
      'x=1&lang=en',
      'lang=en&lang=ar',
      '%6Cang=%65n',
      'lang',
      'lang=ar',
      'lang=EN',
      'lang=ar&lang=en',
      'xlang=en',
      'lang=enx',
      '',
    ]) {
      expect(pattern.test(query), query).toBe(servedLang(`?${query}`) === 'en')
    }
  })

  it('nginx.conf has the one listen line the tests fill in, no privileged paths, no version', () => {
    expect(nginxConf.split(NGINX_LISTEN)).toHaveLength(2)
    expect(nginxConf).toMatch(/^\s*server_tokens off;/m)
    expect(nginxConf).toMatch(/^\s*root dist;/m)
    expect(nginxConf).not.toMatch(/^\s*(user|pid|daemon)\s/m)
    expect(nginxConf).not.toMatch(/\/var\/(log|lib)\//)
  })

  it('the _headers of the build: the header list everywhere, each cache rule by path', () => {
    const rules = parseHeadersFile(built('_headers').toString())
    expect(rules.get('/*')).toEqual(SECURITY_HEADERS)
    expect(rules.get('/assets/*')).toEqual([['Cache-Control', CACHE_CONTROL.asset]])
    for (const path of [
      '/',
      '/pricing',
      '/index.html',
      '/index.en.html',
      '/pricing.html',
      '/pricing.en.html',
    ]) {
      expect(rules.get(path), path).toEqual([['Cache-Control', CACHE_CONTROL.html]])
    }
  })

  it('the _redirects of the build: ?lang=en serves the English file of each page', () => {
    const lines = built('_redirects')
      .toString()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/))
    for (const page of PAGES) {
      const path = ROUTES[page].path
      const english = `/${htmlFileName(page, 'en')}`
      expect(lines, page).toContainEqual(
        path ? [path, 'lang=en', english, '200!'] : ['/*', 'lang=en', english, '404'],
      )
    }
  })
})
