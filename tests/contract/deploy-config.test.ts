/**
 * The deploy files say what the Node server says. The committed nginx snippets are what
 * scripts/build/generate-deploy-config.ts writes (regenerate with `node scripts/build/generate-deploy-config.ts`
 * on drift), and, read back with parsers of their own, they say what server/ says: the same
 * types, the same files served, the same caching by status, the same plain error answers, the
 * same .br copies. Every nginx location sends the security headers, and the build's
 * _headers for static hosts (and no _redirects), read back the same way, carry the same list and rules.
 */
import { readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  driftedDeployFiles,
  REGENERATE,
  STATIC_HOST_FILES,
} from '../../scripts/build/generate-deploy-config.ts'
import { QUERY_PATTERNS } from '../../scripts/build/nginx-routes.ts'
import { COMPRESSIBLE } from '../../scripts/build/precompress.ts'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { PLAIN_MESSAGES, PLAIN_TYPE, REDIRECT_MESSAGE } from '../../server/plain-answers.ts'
import { SECURITY_HEADERS } from '../../server/security-headers.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import {
  htmlFile,
  LANG_PREFIX,
  langOfPath,
  oldLangQuery,
  PAGES,
  PUBLIC_PAGES,
  pagePath,
} from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { built, builtFiles, builtOrNull } from './built-files.ts'
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
    expect(drifted, `Out of date: ${drifted.join(', ')}. ${REGENERATE}`).toEqual([])
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
    expect(blocks.some(({ head }) => head === '= /@plain-301')).toBe(true)
    for (const { head, body } of blocks) {
      if (head === '@without-if-unmodified-since') {
        // The second pass answers with all its headers; this one strips the header and adds none.
        expect(body).toContain('proxy_set_header If-Unmodified-Since "";')
        expect(body).toMatch(/add_header \S+ "" always;/)
        continue
      }
      if (
        /^\s*(?:if \(\$faheem_asked_lang = \w+\) \{\s*return 301 \S+;\s*\}\s*)*return 301 \S+;\s*$/.test(body)
      ) {
        // Only redirects: answered by the 301's own location (/@plain-301), with its headers.
        continue
      }
      expect(body, `location ${head}`).toContain('include security-headers.conf;')
      const cache = /add_header Cache-Control ("[^"]+"|\$\w+) always;/.exec(body)?.[1]
      expect(allowed, `location ${head} Cache-Control ${cache}`).toContain(cache)
    }
  })

  it('pages.conf: one exact location per page address and its slashed twin, from the route table', () => {
    const blocks = locations(snippet('pages.conf'))
    const exact = blocks.filter(({ head }) => head.startsWith('= /') && !head.startsWith('= /@'))
    const addresses = PUBLIC_PAGES.flatMap((page) => LANGS.map((lang) => ({ page, lang })))
    const slashed = addresses.filter(({ page, lang }) => pagePath(page, lang) !== '/')
    expect(exact.map(({ head }) => head.slice(2)).sort()).toEqual(
      [
        ...addresses.map(({ page, lang }) => pagePath(page, lang)),
        ...slashed.map(({ page, lang }) => `${pagePath(page, lang)}/`),
      ].sort(),
    )
    const body = (path: string) => blocks.find(({ head }) => head === `= ${path}`)?.body ?? ''
    for (const { page, lang } of addresses) {
      const path = pagePath(page, lang)
      const file = `/${htmlFile(page, lang)}`
      expect(body(path), path).toContain(`try_files ${file}$faheem_br ${file} =404;`)
      for (const asked of LANGS) {
        const to = `return 301 ${pagePath(page, asked)}$faheem_kept_args;`
        expect(body(path), `${path}?lang=${asked}`).toContain(
          `if ($faheem_asked_lang = ${asked}) {\n        ${to}`,
        )
        if (path !== '/') expect(body(`${path}/`), `${path}/?lang=${asked}`).toContain(to)
      }
      if (path !== '/') expect(body(`${path}/`)).toContain(`return 301 ${path}$is_args$args;`)
    }
    const conf = snippet('pages.conf')
    expect(conf).toContain('error_page 404 $faheem_not_found;')
    expect(conf).toContain('error_page 301 /@plain-301;')
    const moved = body('/@plain-301')
    expect(moved).toContain('internal;')
    expect(moved).toContain(`add_header Cache-Control "${CACHE_CONTROL.redirect}" always;`)
    expect(moved).toContain(`return 200 ${JSON.stringify(REDIRECT_MESSAGE)};`)
    // The not-found files are internal: asked for by name, they are not found.
    const internal = blocks.find(({ head }) => head.startsWith('~ '))
    const pattern = new RegExp(internal?.head.slice(2) ?? '$^')
    for (const lang of LANGS) expect(pattern.test(`/${htmlFile('not-found', lang)}`), lang).toBe(true)
    for (const page of PUBLIC_PAGES) expect(pattern.test(`/${htmlFile(page, 'en')}`), page).toBe(false)
    expect(internal?.body).toContain('internal;')
  })

  /** The `map <source> $name { ... }` of a snippet: its regex keys (unescaped) and values, in order. */
  function regexMap(conf: string, name: string): Array<[RegExp, string]> {
    const body = new RegExp(`map \\S+ \\$${name} \\{([^}]*)\\}`).exec(conf)?.[1] ?? ''
    return [...body.matchAll(/^\s*"~([^"]+)"\s+(\S+);/gm)].map((m) => [new RegExp(m[1] ?? '$^'), m[2] ?? ''])
  }

  /** What an nginx map of regexes gives `value`: the first match's value with its captures. */
  function mapValue(entries: Array<[RegExp, string]>, value: string, fallback: string): string {
    for (const [pattern, result] of entries) {
      const match = pattern.exec(value)
      if (!match) continue
      const unquoted = result.replace(/^"(.*)"$/, '$1')
      return unquoted.replace(/\$(\w+)/g, (_, group: string) => match.groups?.[group] ?? '')
    }
    return fallback
  }

  it('languages.conf: the old ?lang= and what a redirect keeps, exactly as oldLangQuery reads them', () => {
    const conf = snippet('languages.conf')
    const asked = regexMap(conf, 'faheem_asked_lang')
    const kept = regexMap(conf, 'faheem_args_without_lang')
    expect(Object.values(QUERY_PATTERNS)).toHaveLength(4)
    for (const query of [
      'lang=en',
      'lang=ar',
      'x=1&lang=en',
      'lang=en&x=1',
      'a=1&lang=en&b=2&c=3',
      'lang=en&lang=ar',
      'lang=ar&lang=en',
      'lang=en&lang',
      'lang&lang=en',
      'lang=&lang=en',
      'lang=xx&lang=en',
      'x=1&lang=en&y=2&lang=ar&z',
      '%6Cang=%65n',
      '%6c%61%6e%67=%65%6e&x=%zz',
      'lang=e%6E',
      'lang=%65%6E&&',
      '&&lang=en&',
      'lang=en&',
      '&lang=ar',
      'lang',
      'lang=',
      'lang=EN',
      'LANG=en',
      'la+ng=en',
      'lang=en+',
      'lang=en%20',
      'lang=en=x',
      'lang=enx',
      'xlang=en',
      'x=lang=en',
      'langx=1&lang=en',
      '?lang=en',
      'lang%3Den',
      'lang=fr',
      'subjects=3&x=a+b%20c&lang=en',
      '',
    ]) {
      const expected = oldLangQuery(`?${query}`)
      expect(mapValue(asked, query, ''), `asked lang of ?${query}`).toBe(expected?.lang ?? '')
      if (expected) expect(mapValue(kept, query, ''), `kept of ?${query}`).toBe(expected.rest)
    }
  })

  it('languages.conf: the not-found page of an unknown path is in the language of langOfPath', () => {
    const map = regexMap(snippet('languages.conf'), 'faheem_not_found')
    const fallback = /map \$uri \$faheem_not_found \{\s*default "([^"]+)";/.exec(
      snippet('languages.conf'),
    )?.[1]
    for (const path of [
      '/',
      '/en',
      '/en/',
      '/en/x',
      '/en/en/x',
      '/enx',
      '/EN',
      '/x/en',
      '/en.html',
      '/e',
      '/en/404.html',
    ]) {
      expect(mapValue(map, path, fallback ?? ''), path).toBe(`/${htmlFile('not-found', langOfPath(path))}`)
    }
    expect(LANG_PREFIX.en).toBe('/en')
  })

  it('nginx.conf lets the not-found pages and plain answers through the If-Unmodified-Since pass', () => {
    const body =
      /map "\$http_if_unmodified_since\\n\$uri" \$faheem_strip_ius \{([^}]*)\}/.exec(nginxConf)?.[1] ?? ''
    const kept = [...body.matchAll(/^\s*"~([^"]+)" 0;/gm)].map(
      (m) => new RegExp((m[1] ?? '$^').replaceAll('\\n', '\n')),
    )
    const passes = (uri: string) => kept.some((pattern) => pattern.test(`some date\n${uri}`))
    for (const lang of LANGS) expect(passes(`/${htmlFile('not-found', lang)}`), lang).toBe(true)
    expect(passes('/@plain-301')).toBe(true)
    for (const page of PUBLIC_PAGES)
      for (const lang of LANGS) expect(passes(pagePath(page, lang))).toBe(false)
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
    const pages = [
      ...PUBLIC_PAGES.flatMap((page) => LANGS.map((lang) => pagePath(page, lang))),
      ...PAGES.flatMap((page) => LANGS.map((lang) => `/${htmlFile(page, lang)}`)),
    ]
    for (const path of pages) expect(rules.get(path), path).toEqual([['Cache-Control', CACHE_CONTROL.html]])
    const others = builtFiles().filter((file) => !file.startsWith('assets/') && CONTENT_TYPES[extname(file)])
    const files = others.filter((file) => !file.endsWith('.html'))
    expect(files).toContain('robots.txt')
    for (const file of files)
      expect(rules.get(`/${file}`), file).toEqual([['Cache-Control', CACHE_CONTROL.file]])
    expect(rules.size).toBe(2 + pages.length + files.length)
  })

  it('no _redirects in the build: no host we support needs one (docs/deploy.md, Netlify)', () => {
    expect(builtOrNull('_redirects')).toBeNull()
    expect(STATIC_HOST_FILES).toEqual(['_headers'])
  })
})
