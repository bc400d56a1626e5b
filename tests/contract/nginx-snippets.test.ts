/**
 * The nginx snippets the build wrote (deploy/nginx/, scripts/build/after-build.ts), read back
 * with parsers of their own against what server/ and the route table say: the header list of the
 * pages just built, the same types, the same files served, the same caching by status, the same
 * plain error answers and .br copies, one location per page address, and the old `?lang=` and the
 * not-found language exactly as oldLangQuery and langOfPath read them. Every location sends the
 * security headers. The other contract tests run these snippets in nginx (nginx-server.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMPRESSIBLE } from '../../scripts/build/after-build.ts'
import { anonymousAddress } from '../../server/access-log.ts'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { DIST } from '../../server/dist-files.ts'
import { inlineHashes } from '../../server/inline-hashes.ts'
import { PLAIN_MESSAGES, PLAIN_TYPE } from '../../server/plain-answers.ts'
import { editorHeaders, type HeaderList, securityHeaders } from '../../server/security-headers.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import { htmlFile, langOfPath, oldLangQuery, PUBLIC_PAGES, pagePath } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { NGINX_CONF, NGINX_LISTEN, NGINX_SNIPPETS } from './nginx-server.ts'

const snippet = (name: string) => readFileSync(join(NGINX_SNIPPETS, name), 'utf8')
/** deploy/nginx.conf with the snippets that hold locations written in, as nginx reads it. */
const nginxConf = readFileSync(NGINX_CONF, 'utf8').replace(
  /^\s*include nginx\/(pages|editor|error-pages|languages|requests)\.conf;$/gm,
  (_, name) => snippet(`${name}.conf`),
)

/** Each `location ... { ... }` with its body (nested braces counted). */
function locations(conf: string): Array<{ head: string; body: string }> {
  return [...conf.matchAll(/^\s*location\s+([^{]+)\{/gm)].map((match) => {
    let depth = 1
    let i = match.index + match[0].length
    for (; depth > 0 && i < conf.length; i++) depth += conf[i] === '{' ? 1 : conf[i] === '}' ? -1 : 0
    return { head: (match[1] ?? '').trim(), body: conf.slice(match.index + match[0].length, i - 1) }
  })
}

/** The entries of `map <source> $name { ... }`: key (a regex when it starts with `~`) → value. */
function mapOf(conf: string, name: string): Array<[string, string]> {
  const body = new RegExp(`map \\S+ \\$${name} \\{([^}]*)\\}`).exec(conf)?.[1] ?? ''
  return [...body.matchAll(/^\s*("[^"]*"|\S+)\s+("[^"]*"|\S+);/gm)].map((m) =>
    [m[1] ?? '', m[2] ?? ''].map((part) => part.replace(/^"(.*)"$/, '$1')),
  ) as Array<[string, string]>
}

/** What a map of regexes gives `value`: the first match's value with its captures, or the default. */
function mapValue(conf: string, name: string, value: string): string {
  const entries = mapOf(conf, name)
  for (const [key, result] of entries) {
    const match = key.startsWith('~') ? new RegExp(key.slice(1)).exec(value) : null
    if (match) return result.replace(/\$(\w+)/g, (_, group: string) => match.groups?.[group] ?? '')
  }
  return entries.find(([key]) => key === 'default')?.[1] ?? ''
}

describe('the nginx snippets of the build', () => {
  it('security-headers.conf and editor-headers.conf: the header lists of dist/, each sent always', () => {
    const lines = (name: string) =>
      snippet(name)
        .split('\n')
        .filter((line) => line.startsWith('add_header'))
    const sent = (headers: HeaderList) =>
      headers.map(([name, value]) => `add_header ${name} "${value}" always;`)
    expect(lines('security-headers.conf')).toEqual(sent(securityHeaders(inlineHashes(DIST))))
    const config = readFileSync(join(DIST, 'admin', 'config.json'), 'utf8')
    expect(lines('editor-headers.conf')).toEqual(sent(editorHeaders(config)))
  })

  it("access-log.conf: the address the log keeps, the Node server's for each kind of address", () => {
    const addresses = `203.0.113.7 ::ffff:203.0.113.7 2001:db8:85a3:8d3:1319:8a2e:370:7348 2001:db8::1
      2001:db8:0:8d3::1 2001:0:0:1:: fe80::1 0:0:7:1:: 0:0:0:1:: ::5:6:7:8:9:a ::1 ::203.0.113.7 unix:`
    for (const address of addresses.split(/\s+/)) {
      const kept = mapValue(snippet('access-log.conf'), 'faheem_anon_addr', address)
      expect(kept, address).toBe(anonymousAddress(address))
      expect(kept, address).not.toBe(address)
    }
  })

  it('file-types.conf: the Node server types, and exactly its files are served as files', () => {
    const conf = snippet('file-types.conf')
    const types = /types \{([^}]*)\}/.exec(conf)?.[1] ?? ''
    const read = [...types.matchAll(/"([^"]+)"\s+([a-z0-9]+);/g)].map((m) => [`.${m[2]}`, m[1]])
    expect(Object.fromEntries(read)).toEqual(CONTENT_TYPES)
    const isFile = (path: string) => mapValue(conf, 'faheem_static_file', path) === '1'
    for (const ext of Object.keys(CONTENT_TYPES)) expect(isFile(`/assets/x${ext}`), ext).toBe(ext !== '.html')
    for (const path of ['/x.html', '/x.js.br', '/x.css.gz', '/x.md', '/x', '/_headers', '/x.jsx']) {
      expect(isFile(path), path).toBe(false)
    }
  })

  it('cache-control.conf: the rule of each kind for 200 and 304, no-store for any other status', () => {
    const conf = snippet('cache-control.conf')
    expect(Object.fromEntries(mapOf(conf, 'faheem_static_cache'))).toEqual({
      default: '$faheem_file_cache',
      '~^/assets/': '$faheem_asset_cache',
      '~^/admin/assets/': '$faheem_asset_cache',
      '~^/admin/': '$faheem_page_cache',
    })
    for (const [kind, rule] of Object.entries({ page: 'html', asset: 'asset', file: 'file' } as const)) {
      expect(Object.fromEntries(mapOf(conf, `faheem_${kind}_cache`))).toEqual({
        default: CACHE_CONTROL.error,
        '200': CACHE_CONTROL[rule],
        '304': CACHE_CONTROL[rule],
      })
    }
  })

  it('error-pages.conf: every plain answer of the Node server, same status, text and headers', () => {
    const conf = snippet('error-pages.conf')
    for (const [status, message] of Object.entries(PLAIN_MESSAGES)) {
      const from = status === '431' ? '494 =431' : status
      const target = new RegExp(`^error_page ${from} (\\S+);$`, 'm').exec(conf)?.[1]
      const block = locations(conf).find(({ head }) => head === `= ${target}`)?.body ?? ''
      expect(block, status).toContain('internal;')
      expect(block, status).toContain('include nginx/security-headers.conf;')
      expect(block, status).toContain(`add_header Cache-Control "${CACHE_CONTROL.error}" always;`)
      expect(block, status).toContain(`default_type "${PLAIN_TYPE}";`)
      expect(block, status).toContain(`return ${status} ${JSON.stringify(message)};`)
    }
  })

  it('precompressed.conf: the .br copy of every compressible type, sent with its own type', () => {
    const blocks = locations(snippet('precompressed.conf'))
    for (const [ext, type] of Object.entries(CONTENT_TYPES)) {
      if (ext === '.html' || !COMPRESSIBLE.has(ext)) continue
      const name = ext.slice(1)
      const block = blocks.find(({ head }) => new RegExp(head.slice(2)).test(`/a/b${ext}`))?.body ?? ''
      expect(block, ext).toContain(`types { "${type}" ${name} br; }`)
      expect(block, ext).toContain('try_files $uri$faheem_br $uri =404;')
    }
  })

  it("every location includes the security headers (the editor's, under /admin/) and sets its Cache-Control", () => {
    const blocks = locations(nginxConf)
    expect(blocks.length).toBeGreaterThanOrEqual(23)
    const allowed = [...Object.values(CACHE_CONTROL).map((value) => `"${value}"`), '$faheem_page_cache']
    allowed.push('$faheem_static_cache')
    for (const { head, body } of blocks) {
      if (head === '@without-if-unmodified-since') {
        // The second pass answers with all its headers; this one strips the header and adds none.
        expect(body).toContain('proxy_set_header If-Unmodified-Since "";')
        expect(body).toMatch(/add_header \S+ "" always;/)
        continue
      }
      // Only redirects: answered by the 301's own location (/@plain-301), with its headers.
      if (
        /^\s*(?:if \(\$faheem_asked_lang = \w+\) \{\s*return 301 \S+;\s*\}\s*)*return 301 \S+;\s*$/.test(body)
      ) {
        continue
      }
      const headers = /^(?:=|\^~) \/admin\/$/.test(head) ? 'editor-headers' : 'security-headers'
      expect(body, `location ${head}`).toContain(`include nginx/${headers}.conf;`)
      const cache = /add_header Cache-Control ("[^"]+"|\$\w+) always;/.exec(body)?.[1]
      expect(allowed, `location ${head} Cache-Control ${cache}`).toContain(cache)
    }
  })

  it('pages.conf: one exact location per page address and its slashed twin, from the route table', () => {
    const blocks = locations(snippet('pages.conf'))
    const exact = blocks.filter(({ head }) => head.startsWith('= /') && !head.startsWith('= /@'))
    const addresses = PUBLIC_PAGES.flatMap((page) => LANGS.map((lang) => ({ page, lang })))
    const paths = addresses.map(({ page, lang }) => pagePath(page, lang))
    const slashed = paths.filter((path) => path !== '/').map((path) => `${path}/`)
    expect(exact.map(({ head }) => head.slice(2)).sort()).toEqual([...paths, ...slashed].sort())
    for (const { page, lang } of addresses) {
      const file = `/${htmlFile(page, lang)}`
      const body = exact.find(({ head }) => head === `= ${pagePath(page, lang)}`)?.body
      expect(body).toContain(`try_files ${file}$faheem_br ${file} =404;`)
    }
  })

  it('languages.conf: the old ?lang= and what a redirect keeps, exactly as oldLangQuery reads them', () => {
    const conf = snippet('languages.conf')
    const queries = `lang=en lang=ar x=1&lang=en lang=en&x=1 a=1&lang=en&b=2&c=3 lang=en&lang=ar lang=ar&lang=en
      lang=en&lang lang&lang=en lang=&lang=en lang=xx&lang=en x=1&lang=en&y=2&lang=ar&z %6Cang=%65n
      %6c%61%6e%67=%65%6e&x=%zz lang=e%6E lang=%65%6E&& &&lang=en& lang=en& &lang=ar lang lang= lang=EN
      LANG=en la+ng=en lang=en+ lang=en%20 lang=en=x lang=enx xlang=en x=lang=en langx=1&lang=en ?lang=en
      lang%3Den lang=fr subjects=3&x=a+b%20c&lang=en`
    for (const query of ['', ...queries.split(/\s+/)]) {
      const expected = oldLangQuery(`?${query}`)
      expect(mapValue(conf, 'faheem_asked_lang', query), `asked lang of ?${query}`).toBe(expected?.lang ?? '')
      if (expected) expect(mapValue(conf, 'faheem_args_without_lang', query), `?${query}`).toBe(expected.rest)
    }
  })

  it('languages.conf: the not-found page of an unknown path is in the language of langOfPath', () => {
    const paths = [
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
    ]
    for (const path of paths) {
      const expected = `/${htmlFile('not-found', langOfPath(path))}`
      expect(mapValue(snippet('languages.conf'), 'faheem_not_found', path), path).toBe(expected)
    }
  })
})

describe('deploy/nginx.conf', () => {
  it('lets the not-found pages and plain answers through the If-Unmodified-Since pass', () => {
    const passes = (uri: string) => mapValue(nginxConf, 'faheem_strip_ius', `some date\n${uri}`) === '0'
    for (const lang of LANGS) expect(passes(`/${htmlFile('not-found', lang)}`), lang).toBe(true)
    expect(passes('/@plain-301')).toBe(true)
    for (const page of PUBLIC_PAGES)
      for (const lang of LANGS) expect(passes(pagePath(page, lang))).toBe(false)
  })

  it('has the one listen line the tests fill in, no privileged paths, no version', () => {
    expect(nginxConf.split(NGINX_LISTEN)).toHaveLength(2)
    expect(nginxConf).toMatch(/^\s*server_tokens off;/m)
    expect(nginxConf).toMatch(/^\s*root dist;/m)
    expect(nginxConf).not.toMatch(/^\s*(user|pid|daemon)\s/m)
    expect(nginxConf).not.toMatch(/\/var\/(log|lib)\//)
  })
})
