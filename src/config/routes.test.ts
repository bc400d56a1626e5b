import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LANG, LANGS, type Lang } from '../i18n/lang.ts'
import {
  htmlFile,
  LANG_PREFIX,
  langOfPath,
  oldLangQuery,
  PAGES,
  type PageId,
  PUBLIC_PAGES,
  type PublicPageId,
  pagePath,
  type Resolved,
  ROUTES,
  resolveRoute,
  twinPath,
  visitPath,
} from './routes.ts'

const src = resolve(import.meta.dirname, '..')

/**
 * The rule, spelled out for the pages the site began with: Arabic at the bare path, English under
 * `/en`, each a plain file. Every page of the table is checked against it below.
 */
const EXAMPLES: Array<[PublicPageId, Lang, string, string]> = [
  ['landing', 'ar', '/', 'index.html'],
  ['landing', 'en', '/en', 'en.html'],
  ['pricing', 'ar', '/pricing', 'pricing.html'],
  ['pricing', 'en', '/en/pricing', 'en/pricing.html'],
]
const NOT_FOUND_FILES: Array<[Lang, string]> = [
  ['ar', '404.html'],
  ['en', 'en/404.html'],
]

/** Every page with an address, in every language: its path and built file, from the table. */
const ADDRESSES = PUBLIC_PAGES.flatMap((page) =>
  LANGS.map((lang) => [page, lang, pagePath(page, lang), htmlFile(page, lang)] as const),
)

describe('the route table', () => {
  it.each(PAGES)('%s has its Astro page, once for every language (src/pages/[...lang]/)', (page) => {
    const name = htmlFile(page, DEFAULT_LANG).replace(/\.html$/, '')
    expect(existsSync(resolve(src, `pages/[...lang]/${name}.astro`)), name).toBe(true)
  })

  it('exactly one page has no path (the not-found one); every other path is unique and plain', () => {
    expect(PAGES.filter((page) => ROUTES[page].path === null)).toEqual(['not-found'])
    const paths = PUBLIC_PAGES.flatMap((page) => LANGS.map((lang) => pagePath(page, lang)))
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path).toMatch(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/)
    const files = PAGES.flatMap((page) => LANGS.map((lang) => htmlFile(page, lang)))
    expect(new Set(files).size).toBe(files.length)
  })

  it.each(EXAMPLES)('puts %s in %s at %s, built as %s', (page, lang, path, file) => {
    expect(pagePath(page, lang)).toBe(path)
    expect(htmlFile(page, lang)).toBe(file)
  })

  it.each(PUBLIC_PAGES)('puts %s in Arabic at its path, in English under /en, each a plain file', (page) => {
    const path = ROUTES[page].path
    expect(pagePath(page, 'ar')).toBe(path)
    expect(pagePath(page, 'en')).toBe(path === '/' ? '/en' : `/en${path}`)
    for (const lang of LANGS) {
      const address = pagePath(page, lang)
      expect(htmlFile(page, lang)).toBe(address === '/' ? 'index.html' : `${address.slice(1)}.html`)
    }
  })
})

describe.each(ADDRESSES)('%s in %s', (page, lang, path, file) => {
  it(`lives at ${path}, built as ${file}`, () => {
    expect(pagePath(page, lang)).toBe(path)
    expect(visitPath(page, lang)).toBe(path)
    expect(htmlFile(page, lang)).toBe(file)
    expect(langOfPath(path)).toBe(lang)
  })

  it('is what its address resolves to, with or without a query', () => {
    expect(resolveRoute(path)).toEqual({ kind: 'page', page, lang })
    expect(resolveRoute(path, '?')).toEqual({ kind: 'page', page, lang })
    expect(resolveRoute(path, '?subjects=3&lang=fr')).toEqual({ kind: 'page', page, lang })
  })

  it('its twin is the same page in the other language', () => {
    for (const other of LANGS) expect(twinPath(page, other)).toBe(pagePath(page, other))
  })

  it('with a trailing slash, moves permanently to the address without it (the root has none)', () => {
    if (path === '/') {
      // `/` is its own slashed form; `//` moves to it like any other doubled slash.
      expect(resolveRoute('//')).toEqual({ kind: 'redirect', location: '/' })
      return
    }
    expect(resolveRoute(`${path}/`)).toEqual({ kind: 'redirect', location: path })
    expect(resolveRoute(`${path}/`, '?')).toEqual({ kind: 'redirect', location: path })
    expect(resolveRoute(`${path}/`, '?a=1&b=x+y%20z')).toEqual({
      kind: 'redirect',
      location: `${path}?a=1&b=x+y%20z`,
    })
  })

  it.each(LANGS)('with the old ?lang=%s, moves to the page in that language, the rest kept', (asked) => {
    const to = pagePath(page, asked)
    expect(resolveRoute(path, `?lang=${asked}`)).toEqual({ kind: 'redirect', location: to })
    expect(resolveRoute(path, `?subjects=3&lang=${asked}&x=a+b`)).toEqual({
      kind: 'redirect',
      location: `${to}?subjects=3&x=a+b`,
    })
    if (path !== '/') {
      expect(resolveRoute(`${path}/`, `?lang=${asked}&subjects=3`)).toEqual({
        kind: 'redirect',
        location: `${to}?subjects=3`,
      })
    }
  })
})

describe('the not-found page', () => {
  it.each(NOT_FOUND_FILES)('in %s is built as %s and opened at an address no route has', (lang, file) => {
    expect(htmlFile('not-found', lang)).toBe(file)
    expect(resolveRoute(visitPath('not-found', lang))).toEqual({ kind: 'not-found', lang })
  })

  it('leads home in the other language', () => {
    for (const lang of LANGS) expect(twinPath('not-found' as PageId, lang)).toBe(pagePath('landing', lang))
  })
})

describe('langOfPath: English under /en, Arabic elsewhere', () => {
  it.each<[string, Lang]>([
    ['/', 'ar'],
    ['/pricing', 'ar'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/pricing', 'en'],
    ['/en/anything/deeper', 'en'],
    ['/enx', 'ar'],
    ['/en.html', 'ar'],
    ['/en-us', 'ar'],
    ['/EN', 'ar'],
    ['/x/en', 'ar'],
    ['', 'ar'],
  ])('%s → %s', (path, lang) => {
    expect(langOfPath(path)).toBe(lang)
  })

  it('the English prefix is the English home', () => {
    expect(LANG_PREFIX.en).toBe(pagePath('landing', 'en'))
    expect(LANG_PREFIX.ar).toBe('')
  })
})

const AR_HOME = pagePath('landing', 'ar')
const EN_HOME = pagePath('landing', 'en')
const AR_PRICING = pagePath('pricing', 'ar')
const EN_PRICING = pagePath('pricing', 'en')
const page = (id: PublicPageId, lang: Lang): Resolved => ({ kind: 'page', page: id, lang })
const moved = (location: string): Resolved => ({ kind: 'redirect', location })
const notFound = (lang: Lang): Resolved => ({ kind: 'not-found', lang })

describe('resolveRoute: every other path and query', () => {
  it.each<[string, string, Resolved]>([
    // The first `lang` parameter decides, as URLSearchParams reads it; only a language exactly.
    [AR_HOME, '?lang=en&lang=ar', moved(EN_HOME)],
    [AR_HOME, '?lang=ar&lang=en', moved(AR_HOME)],
    [EN_HOME, '?lang=ar', moved(AR_HOME)],
    [EN_HOME, '?lang=en', moved(EN_HOME)],
    [EN_PRICING, '?lang=ar', moved(AR_PRICING)],
    [AR_PRICING, '?lang=en&subjects=3', moved(`${EN_PRICING}?subjects=3`)],
    [AR_HOME, '?%6Cang=%65n', moved(EN_HOME)],
    [AR_HOME, '?lang=e%6E&x=%zz', moved(`${EN_HOME}?x=%zz`)],
    [AR_HOME, '?&&lang=en&', moved(`${EN_HOME}?&&`)],
    [AR_HOME, '?lang=en&', moved(EN_HOME)],
    // `lang` given twice: the first decides, no part of the query is kept.
    [AR_PRICING, '?subjects=3&lang=en&lang=ar', moved(EN_PRICING)],
    [AR_HOME, '?lang=en&lang', moved(EN_HOME)],
    // Anything but a language is ignored: the page as asked.
    [AR_HOME, '?lang=fr', page('landing', 'ar')],
    [EN_HOME, '?lang=fr', page('landing', 'en')],
    [AR_HOME, '?lang=xx&lang=en', page('landing', 'ar')],
    [AR_HOME, '?lang&lang=en', page('landing', 'ar')],
    [AR_HOME, '?lang=EN', page('landing', 'ar')],
    [AR_HOME, '?LANG=en', page('landing', 'ar')],
    [AR_HOME, '?lang=en+', page('landing', 'ar')],
    [AR_HOME, '?la+ng=en', page('landing', 'ar')],
    [AR_HOME, '??lang=en', page('landing', 'ar')],
    [AR_HOME, '?lang%3Den', page('landing', 'ar')],
    // Not a page: not found, in the language of the path, whatever the query.
    ['/index.html', '', notFound('ar')],
    ['/en.html', '', notFound('ar')],
    ['/en/index.html', '', notFound('en')],
    ['/pricing.html', '', notFound('ar')],
    ['/en/pricing.html', '', notFound('en')],
    ['/404.html', '', notFound('ar')],
    ['/en/404.html', '', notFound('en')],
    ['/PRICING', '', notFound('ar')],
    ['/EN', '', notFound('ar')],
    ['/en/PRICING', '', notFound('en')],
    ['/en/missing', '?lang=ar', notFound('en')],
    ['/missing', '?lang=en', notFound('ar')],
    ['/en/pricing/x', '', notFound('en')],
    ['', '', notFound('ar')],
  ])('%s%s', (path, search, expected) => {
    expect(resolveRoute(path, search)).toEqual(expected)
  })
})

describe('oldLangQuery', () => {
  it.each<[string, { lang: Lang; rest: string } | null]>([
    ['', null],
    ['?', null],
    ['?lang=en', { lang: 'en', rest: '' }],
    ['lang=ar', { lang: 'ar', rest: '' }],
    ['?a=1&lang=en&b=x+y%20z', { lang: 'en', rest: 'a=1&b=x+y%20z' }],
    ['?lang=en&lang=en', { lang: 'en', rest: '' }],
    ['?lang=fr', null],
    ['?lang', null],
    ['?lang=', null],
    ['?xlang=en', null],
  ])('%s → %j', (search, expected) => {
    expect(oldLangQuery(search)).toEqual(expected)
  })
})
