import { createHash } from 'node:crypto'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY, HEAD_SCRIPT_HASH } from '../../server/security-headers.ts'
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

  it('is allowed by the CSP through its sha256 hash', () => {
    const hash = `sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}`
    expect(HEAD_SCRIPT_HASH).toBe(hash)
    expect(CONTENT_SECURITY_POLICY).toContain(`'${hash}'`)
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline')
  })
})
