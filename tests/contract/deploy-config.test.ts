/**
 * The deploy files say what the Node server says: the committed nginx snippets are exactly what
 * scripts/generate-deploy-config.ts writes from server/ (this test fails on drift: regenerate
 * with `node scripts/generate-deploy-config.ts`), every nginx location sends the security
 * headers, and the build's _headers/_redirects for static hosts carry the same list and rules.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  driftedDeployFiles,
  staticHostHeaders,
  staticHostRedirects,
} from '../../scripts/generate-deploy-config.ts'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { SECURITY_HEADERS } from '../../server/security-headers.ts'
import {
  SPECULATION_RULES_HEADER,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
} from '../../server/speculation-rules.ts'
import { built } from './built-files.ts'
import { NGINX_CONF_DIR, NGINX_LISTEN } from './servers.ts'

const nginxConf = readFileSync(join(NGINX_CONF_DIR, 'nginx.conf'), 'utf8')

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
      `regenerate with: node scripts/generate-deploy-config.ts (${drifted.join(', ')})`,
    ).toEqual([])
  })

  it('the security-headers snippet is the one header list, each sent always', () => {
    const snippet = readFileSync(join(NGINX_CONF_DIR, 'security-headers.conf'), 'utf8')
    const lines = snippet.split('\n').filter((line) => line.startsWith('add_header'))
    expect(lines).toEqual(SECURITY_HEADERS.map(([name, value]) => `add_header ${name} "${value}" always;`))
  })

  it('every nginx location includes the security headers and sets its Cache-Control', () => {
    const blocks = locations(nginxConf)
    expect(blocks.length).toBeGreaterThanOrEqual(6)
    const allowed = new Set<string>(Object.values(CACHE_CONTROL))
    for (const { head, body } of blocks) {
      expect(body, `location ${head}`).toContain('include security-headers.conf;')
      const cache = /add_header Cache-Control "([^"]+)" always;/.exec(body)?.[1]
      expect(allowed, `location ${head} Cache-Control ${cache}`).toContain(cache)
    }
  })

  it('nginx.conf has the one listen line the tests fill in, no privileged paths, no version', () => {
    expect(nginxConf.split(NGINX_LISTEN)).toHaveLength(2)
    expect(nginxConf).toMatch(/^\s*server_tokens off;/m)
    expect(nginxConf).toMatch(/^\s*root dist;/m)
    expect(nginxConf).not.toMatch(/^\s*(user|pid|daemon)\s/m)
    expect(nginxConf).not.toMatch(/\/var\/(log|lib)\//)
  })

  it('the build wrote _headers and _redirects for static hosts from the same lists', () => {
    expect(built('_headers').toString()).toBe(staticHostHeaders())
    expect(built('_redirects').toString()).toBe(staticHostRedirects())
    const rules = parseHeadersFile(staticHostHeaders())
    expect(rules.get('/*')).toEqual(SECURITY_HEADERS)
    expect(rules.get('/assets/*')).toEqual([['Cache-Control', CACHE_CONTROL.asset]])
    for (const path of ['/', '/pricing', '/index.html', '/index.en.html', '/404.html', '/404.en.html']) {
      expect(rules.get(path), path).toEqual([
        ['Cache-Control', CACHE_CONTROL.html],
        [...SPECULATION_RULES_HEADER],
      ])
    }
    expect(rules.get(SPECULATION_RULES_PATH)).toEqual([['Content-Type', SPECULATION_RULES_TYPE]])
    expect(staticHostRedirects()).toMatch(/^\/ {2}lang=en {2}\/index\.en\.html {2}200!$/m)
    expect(staticHostRedirects()).toMatch(/^\/pricing {2}lang=en {2}\/pricing\.en\.html {2}200!$/m)
  })
})
