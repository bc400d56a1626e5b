import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../../server/security-headers.ts'
import { langFromSearch, resolveLang } from '../i18n/lang.ts'
import { HEAD_SCRIPT } from './head-script.ts'

/** Runs the head script against a fake document; returns where it sent the browser, if anywhere. */
function runHeadScript(url: string, documentLang: 'ar' | 'en', saved: string | null | 'throws') {
  let replacedWith: string | null = null
  const style: Record<string, string> = {}
  runInNewContext(HEAD_SCRIPT, {
    URL,
    document: { documentElement: { lang: documentLang, style } },
    location: {
      href: url,
      replace: (next: string) => {
        replacedWith = next
      },
    },
    localStorage: {
      getItem: () => {
        if (saved === 'throws') throw new Error('SecurityError: storage disabled')
        return saved
      },
    },
  })
  return { replacedWith: replacedWith as string | null, hidden: style.visibility === 'hidden' }
}

describe('the inline head script', () => {
  it.each([
    // Our servers: the document already matches the address.
    ['https://faheem.app/', 'ar', null, null],
    ['https://faheem.app/?lang=en', 'en', null, null],
    ['https://faheem.app/?lang=en', 'en', 'ar', null],
    ['https://faheem.app/pricing?lang=ar', 'ar', 'en', null],
    ['https://faheem.app/?lang=fr', 'ar', null, null],
    ['https://faheem.app/?lang=%3Cscript%3E', 'ar', null, null],
    ['https://faheem.app/', 'ar', 'corrupt{', null],
    ['https://faheem.app/', 'ar', 'throws', null],
    // A returning English visitor on a bare address: go to the English address before painting.
    ['https://faheem.app/', 'ar', 'en', 'https://faheem.app/?lang=en'],
    [
      'https://faheem.app/pricing?subjects=3#faq',
      'ar',
      'en',
      'https://faheem.app/pricing?subjects=3&lang=en#faq',
    ],
    ['https://faheem.app/nope', 'ar', 'en', 'https://faheem.app/nope?lang=en'],
    ['https://faheem.app/?lang=fr', 'ar', 'en', 'https://faheem.app/?lang=en'],
    // A static host that ignored ?lang=en: load the prerendered English file.
    ['https://faheem.app/?lang=en', 'ar', null, 'https://faheem.app/index.en.html?lang=en'],
    ['https://faheem.app/pricing?lang=en', 'ar', null, 'https://faheem.app/pricing.en.html?lang=en'],
    ['https://faheem.app/index.en.html?lang=en', 'ar', null, null],
    // An English file reached without the query by a visitor who chose Arabic.
    ['https://faheem.app/pricing.en.html', 'en', 'ar', 'https://faheem.app/pricing'],
    ['https://faheem.app/index.en.html', 'en', null, 'https://faheem.app/'],
  ] as const)('%s served as %s, saved %j → %j', (url, documentLang, saved, expected) => {
    const { replacedWith, hidden } = runHeadScript(url, documentLang, saved)
    expect(replacedWith).toBe(expected)
    expect(hidden).toBe(expected !== null)
  })

  it('corrects every page our servers serve in a language the visitor does not want', () => {
    for (const search of ['', '?lang=en', '?lang=ar', '?lang=xx', '?lang=en&lang=ar', '?subjects=2']) {
      for (const saved of [null, 'en', 'ar', 'bad']) {
        const wanted = resolveLang(search, saved)
        // Our servers choose the file from the query alone.
        const served = langFromSearch(search) ?? 'ar'
        const { replacedWith } = runHeadScript(`https://faheem.app/pricing${search}`, served, saved)
        if (served === wanted) {
          expect(replacedWith).toBeNull()
          continue
        }
        if (replacedWith === null) throw new Error(`no correction for ${search}, saved ${saved}`)
        const next = new URL(replacedWith)
        expect(langFromSearch(next.search) ?? 'ar', `${search}, saved ${saved}`).toBe(wanted)
        expect(next.pathname).toBe('/pricing')
      }
    }
  })
})

/**
 * What the browser checks: the sha256 of the bytes of each inline script as they stand in the
 * built pages (dist/, npm test builds first), against the script-src of every policy we ship:
 * the Node server's header, nginx's (deploy/nginx) and the static hosts' (dist/_headers).
 */
describe('the inline scripts of the built pages', () => {
  const root = resolve(import.meta.dirname, '../..')
  const dist = join(root, 'dist')
  const pages = existsSync(dist) ? readdirSync(dist).filter((file) => file.endsWith('.html')) : []

  /** The script-src sources of a policy. */
  const scriptSources = (policy: string) =>
    (
      policy
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .find(([name]) => name === 'script-src') ?? []
    ).slice(1)
  const policies: Array<[string, () => string]> = [
    ['server/security-headers.ts', () => CONTENT_SECURITY_POLICY],
    [
      'deploy/nginx/security-headers.conf',
      () =>
        /add_header Content-Security-Policy "([^"]+)"/.exec(
          readFileSync(join(root, 'deploy/nginx/security-headers.conf'), 'utf8'),
        )?.[1] ?? '',
    ],
    [
      'dist/_headers',
      () => /Content-Security-Policy: (.+)/.exec(readFileSync(join(dist, '_headers'), 'utf8'))?.[1] ?? '',
    ],
  ]

  it('has six pages to read', () => {
    expect(pages).toHaveLength(6)
  })

  it.each(pages)(
    '%s: every inline script is allowed by its hash in every policy, and nothing else inline',
    (page) => {
      const html = readFileSync(join(dist, page))
      // Script elements without src that the browser runs (JSON-LD is data, not checked by CSP).
      const inline = [...html.toString('latin1').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(
          ([, attributes]) =>
            !/\bsrc=/.test(attributes ?? '') && !/application\/ld\+json/.test(attributes ?? ''),
        )
        // latin1 keeps one character per byte: back to the exact bytes served.
        .map(([, , body]) => Buffer.from(body ?? '', 'latin1'))
      expect(inline.length).toBeGreaterThan(0)
      for (const [name, policy] of policies) {
        const sources = scriptSources(policy())
        expect(sources, name).not.toContain("'unsafe-inline'")
        for (const bytes of inline) {
          const hash = `'sha256-${createHash('sha256').update(bytes).digest('base64')}'`
          expect(sources, `${name}: ${bytes.toString('utf8').slice(0, 60)}…`).toContain(hash)
        }
      }
    },
  )
})
