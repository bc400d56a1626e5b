import { describe, expect, it } from 'vitest'
import { DEFAULT_INSTALL_URL, resolveBuildConfig } from './build-config.ts'
import { CTA_NAMES, type CtaName, checkInstallTags, tagLink } from './install-link.ts'

const UTM = 'utm_source=site&utm_content={cta}-{lang}'
const PLAY = 'https://play.google.com/store/apps/details?id=app.faheem'
const PLAY_TAGS = 'referrer=utm_source%3Dsite%26utm_content%3D{cta}-{lang}'
const APPLE = 'https://apps.apple.com/eg/app/faheem/id6450000000?pt=118000000'

describe('tagLink', () => {
  it.each<[string, string, CtaName, 'ar' | 'en', string]>([
    // No template: the configured URL, byte for byte.
    [DEFAULT_INSTALL_URL, '', 'hero-start', 'ar', DEFAULT_INSTALL_URL],
    [
      'https://example.org/get?x=1&y=a%20b#store',
      '',
      'qr',
      'en',
      'https://example.org/get?x=1&y=a%20b#store',
    ],
    [
      DEFAULT_INSTALL_URL,
      UTM,
      'hero-start',
      'ar',
      `${DEFAULT_INSTALL_URL}?utm_source=site&utm_content=hero-start-ar`,
    ],
    [DEFAULT_INSTALL_URL, UTM, 'qr', 'en', `${DEFAULT_INSTALL_URL}?utm_source=site&utm_content=qr-en`],
    // After the URL's own query, kept as it was, and before its fragment.
    [
      'https://example.org/get?ref=site&y=a%20b',
      'c={cta}',
      'plans-free',
      'ar',
      'https://example.org/get?ref=site&y=a%20b&c=plans-free',
    ],
    [
      'https://example.org/get?x=1#store',
      'c={cta}-{lang}',
      'plan-term',
      'en',
      'https://example.org/get?x=1&c=plan-term-en#store',
    ],
    ['https://example.org/get#store', 'c={lang}', 'nav-try', 'ar', 'https://example.org/get?c=ar#store'],
    ['https://example.org/get?', 'c={lang}', 'nav-try', 'ar', 'https://example.org/get?c=ar'],
    ['https://example.org/get?x=1&', 'c={lang}', 'nav-try', 'ar', 'https://example.org/get?x=1&c=ar'],
    ['https://example.org/get', 'a={cta}&b={cta}.{lang}', 'qr', 'ar', 'https://example.org/get?a=qr&b=qr.ar'],
    // The stores (docs/deploy.md, "Campaign tags"): Play's referrer holds a query of its own.
    [
      PLAY,
      PLAY_TAGS,
      'closing-download',
      'ar',
      `${PLAY}&referrer=utm_source%3Dsite%26utm_content%3Dclosing-download-ar`,
    ],
    [APPLE, 'ct={cta}-{lang}', 'pricing-subscribe', 'en', `${APPLE}&ct=pricing-subscribe-en`],
    // A name is URL-encoded where it is filled in (none of ours needs it: see below).
    [DEFAULT_INSTALL_URL, 'c={cta}', 'a b&c' as CtaName, 'ar', `${DEFAULT_INSTALL_URL}?c=a%20b%26c`],
  ])('%s + %s as %s in %s → %s', (url, tags, cta, lang, expected) => {
    const link = tagLink(url, tags, cta, lang)
    expect(link).toBe(expected)
    // A URL as a browser writes it: nothing in it is escaped again or moved.
    expect(new URL(link).href).toBe(link)
  })

  it('names each call to action once, in letters and hyphens, so each reads the same URL-encoded', () => {
    expect(new Set(CTA_NAMES).size).toBe(CTA_NAMES.length)
    expect(CTA_NAMES).toContain('qr')
    for (const name of CTA_NAMES) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })
})

describe('checkInstallTags', () => {
  it.each([
    UTM,
    PLAY_TAGS,
    'ct={cta}-{lang}&mt=8',
    'utm_source=site',
    'a=',
    'a=x:y/z?w=v@1,2;3',
    'ref%2Ex={lang}',
  ])('accepts %s', (tags) => {
    expect(() => checkInstallTags(tags, DEFAULT_INSTALL_URL)).not.toThrow()
  })

  it.each([
    ['utm_content={button}', DEFAULT_INSTALL_URL, 'may hold {cta} and {lang} only, not {button}'],
    ['utm_content={CTA}', DEFAULT_INSTALL_URL, 'not {CTA}'],
    ['utm_content={}', DEFAULT_INSTALL_URL, 'not {}'],
    [
      'utm_content={cta',
      DEFAULT_INSTALL_URL,
      `has "{", which a link's query cannot hold as written: write %7B`,
    ],
    [
      'utm_content=a b',
      DEFAULT_INSTALL_URL,
      'has " ", which a link\'s query cannot hold as written: write %20',
    ],
    ['utm_content=a#b', DEFAULT_INSTALL_URL, 'has "#", which'],
    [
      'utm_content=100%',
      DEFAULT_INSTALL_URL,
      'has "%", which a link\'s query cannot hold as written: write %25',
    ],
    ['utm_content=%zz', DEFAULT_INSTALL_URL, 'has "%"'],
    ['utm_content=فهيم', DEFAULT_INSTALL_URL, 'write %D9%81'],
    ['utm_source', DEFAULT_INSTALL_URL, 'must be name=value pairs joined by &'],
    ['a=1&&b=2', DEFAULT_INSTALL_URL, 'must be name=value pairs'],
    ['a=1&', DEFAULT_INSTALL_URL, 'must be name=value pairs'],
    ['?utm_source=site', DEFAULT_INSTALL_URL, 'must be name=value pairs'],
    ['=site', DEFAULT_INSTALL_URL, 'must be name=value pairs'],
    ['{cta}=1', DEFAULT_INSTALL_URL, 'must be name=value pairs'],
    ['a=1&a=2', DEFAULT_INSTALL_URL, 'sets a, which FAHEEM_INSTALL_URL or the template sets already'],
    ['ref={cta}', 'https://example.org/get?ref=site', 'sets ref, which FAHEEM_INSTALL_URL'],
  ])('refuses %s (install URL %s) in one line naming the variable', (tags, url, message) => {
    expect(() => checkInstallTags(tags, url)).toThrow(message)
    expect(() => checkInstallTags(tags, url)).toThrow(/^FAHEEM_INSTALL_TAGS [^\n]+, got "[^\n]*"$/)
  })
})

describe('resolveBuildConfig reads FAHEEM_INSTALL_TAGS', () => {
  it.each([
    [{}, undefined],
    [{ FAHEEM_INSTALL_TAGS: '   ' }, undefined],
    [{ FAHEEM_INSTALL_TAGS: ` ${UTM}\n` }, UTM],
  ])('%j → %s', (env, installTags) => {
    expect(resolveBuildConfig(env).installTags).toBe(installTags)
  })

  it('checks it against the install URL it goes with', () => {
    const env = { FAHEEM_INSTALL_URL: PLAY, FAHEEM_INSTALL_TAGS: 'id={cta}' }
    expect(() => resolveBuildConfig(env)).toThrow('FAHEEM_INSTALL_TAGS sets id')
  })
})
