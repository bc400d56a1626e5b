/**
 * The prerendered documents as search engines and link previews read them: parses every HTML
 * file in dist/ (npm test builds first) and checks the head, the sitemap, robots.txt, the web
 * manifest and the share images.
 */

import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { faviconSvg, themeColor } from '../../src/config/brand.ts'
import { htmlFileName, PAGES, type PageId, PUBLIC_PAGES, ROUTES } from '../../src/config/routes.ts'
import { site } from '../../src/config/site.ts'
import { SPECULATION_RULES } from '../../src/document/speculation-rules.ts'
import { catalogs } from '../../src/i18n/catalogs.ts'
import { LANGS, type Lang } from '../../src/i18n/lang.ts'

const dist = resolve(import.meta.dirname, '../../dist')
const META: Record<PageId, (lang: Lang) => { title: string; description: string }> = {
  landing: (lang) => catalogs[lang].landing.meta,
  pricing: (lang) => catalogs[lang].pricing.meta,
  'not-found': (lang) => catalogs[lang].site.notFound,
}
const PATHS = Object.fromEntries(PUBLIC_PAGES.map((page) => [page, ROUTES[page].path])) as Record<
  Exclude<PageId, 'not-found'>,
  string
>

function load(page: PageId, lang: Lang): Document {
  return new JSDOM(readFileSync(join(dist, htmlFileName(page, lang)), 'utf8')).window.document
}
const attr = (doc: Document, selector: string, name = 'content') =>
  doc.querySelector(selector)?.getAttribute(name)

beforeAll(() => {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('dist/ is missing: run npm run build (npm test does)')
})

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s',
  (page, lang) => {
    const doc = () => load(page, lang)
    const other: Lang = lang === 'ar' ? 'en' : 'ar'

    it('declares its language, direction, title and description', () => {
      const d = doc()
      expect(d.documentElement.lang).toBe(lang)
      expect(d.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr')
      expect(d.title).toBe(META[page](lang).title)
      expect(attr(d, 'meta[name="description"]')).toBe(META[page](lang).description)
      expect(d.querySelectorAll('title')).toHaveLength(1)
    })

    it('has Open Graph and Twitter tags with the share image of its language', () => {
      const d = doc()
      expect(attr(d, 'meta[property="og:title"]')).toBe(META[page](lang).title)
      expect(attr(d, 'meta[property="og:description"]')).toBe(META[page](lang).description)
      expect(attr(d, 'meta[property="og:type"]')).toBe('website')
      expect(attr(d, 'meta[property="og:locale"]')).toBe(lang === 'ar' ? 'ar_EG' : 'en_US')
      expect(attr(d, 'meta[property="og:locale:alternate"]')).toBe(lang === 'ar' ? 'en_US' : 'ar_EG')
      expect(attr(d, 'meta[property="og:image"]')).toBe(`${site.siteUrl}/share-${lang}.png`)
      expect(attr(d, 'meta[property="og:image:width"]')).toBe('1200')
      expect(attr(d, 'meta[property="og:image:height"]')).toBe('630')
      expect(attr(d, 'meta[property="og:image:alt"]')).toBe(catalogs[lang].site.share.imageAlt)
      expect(attr(d, 'meta[name="twitter:card"]')).toBe('summary_large_image')
      expect(attr(d, 'meta[name="twitter:image"]')).toBe(`${site.siteUrl}/share-${lang}.png`)
      expect(attr(d, 'meta[name="twitter:title"]')).toBe(META[page](lang).title)
    })

    it('has icons and a theme colour (the manifest is linked after the first paint: e2e/loading.spec.ts)', () => {
      const d = doc()
      // The favicon inline: the logo from the brand module, as /favicon.svg has it.
      const favicon = attr(d, 'link[rel="icon"][type="image/svg+xml"]', 'href') ?? ''
      expect(favicon.startsWith('data:image/svg+xml,')).toBe(true)
      expect(decodeURIComponent(favicon.slice('data:image/svg+xml,'.length))).toBe(
        faviconSvg().trim().replaceAll('"', "'"),
      )
      expect(attr(d, 'link[rel="apple-touch-icon"]', 'href')).toBe('/apple-touch-icon.png')
      expect(d.querySelector('link[rel="manifest"]')).toBeNull()
      expect(attr(d, 'meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toBe(
        themeColor().light,
      )
      expect(attr(d, 'meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toBe(
        themeColor().dark,
      )
    })

    it('has two inline scripts, the head script and the speculation rules, and no other script', () => {
      const scripts = [...doc().querySelectorAll('script:not([type="application/ld+json"])')]
      expect(scripts.map((script) => script.getAttribute('type'))).toEqual([null, 'speculationrules'])
      expect(scripts.some((script) => script.hasAttribute('src'))).toBe(false)
      expect(JSON.parse(scripts[1]?.textContent ?? '')).toEqual(SPECULATION_RULES)
    })

    if (page === 'not-found') {
      it('is not indexed and names no canonical URL', () => {
        const d = doc()
        expect(attr(d, 'meta[name="robots"]')).toBe('noindex')
        expect(d.querySelector('link[rel="canonical"]')).toBeNull()
      })
      return
    }

    const path = PATHS[page]
    const urlIn = (l: Lang) => `${site.siteUrl}${path}${l === 'en' ? '?lang=en' : ''}`

    it('has a self-referencing absolute canonical URL and is indexable', () => {
      const d = doc()
      expect(attr(d, 'link[rel="canonical"]', 'href')).toBe(urlIn(lang))
      expect(attr(d, 'meta[property="og:url"]')).toBe(urlIn(lang))
      expect(d.querySelector('meta[name="robots"]')).toBeNull()
    })

    it('declares reciprocal, absolute hreflang alternates with x-default to Arabic', () => {
      const alternates = (d: Document) =>
        Object.fromEntries(
          [...d.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
            link.getAttribute('hreflang'),
            link.getAttribute('href'),
          ]),
        )
      const mine = alternates(doc())
      expect(mine).toEqual({ ar: urlIn('ar'), en: urlIn('en'), 'x-default': urlIn('ar') })
      for (const href of Object.values(mine)) expect(new URL(String(href)).protocol).toMatch(/^https?:$/)
      // The other language's document points back at this one.
      expect(alternates(load(page, other))[lang]).toBe(urlIn(lang))
    })
  },
)

describe('site files', () => {
  it('sitemap.xml lists both pages in both languages with their alternates', () => {
    const xml = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
    const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)
    expect(locs.sort()).toEqual(
      [
        `${site.siteUrl}/`,
        `${site.siteUrl}/?lang=en`,
        `${site.siteUrl}/pricing`,
        `${site.siteUrl}/pricing?lang=en`,
      ].sort(),
    )
    for (const url of doc.getElementsByTagName('url')) {
      const links = [...url.getElementsByTagName('xhtml:link')].map((link) => link.getAttribute('hreflang'))
      expect(links.sort()).toEqual(['ar', 'en', 'x-default'])
    }
  })

  it('robots.txt allows crawling and points to the sitemap', () => {
    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`)
  })

  it('the web manifest names the app, its icons and colours', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'site.webmanifest'), 'utf8'))
    expect(manifest.short_name).toBe(site.name.ar)
    expect(manifest.theme_color).toBe(themeColor().light)
    for (const icon of manifest.icons as Array<{ src: string }>)
      expect(existsSync(join(dist, icon.src))).toBe(true)
  })

  it.each(LANGS)('the %s share image is a 1200 × 630 PNG under 200 kB', (lang) => {
    const png = readFileSync(join(dist, `share-${lang}.png`))
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(png.readUInt32BE(16)).toBe(1200)
    expect(png.readUInt32BE(20)).toBe(630)
    expect(png.length).toBeLessThan(200_000)
  })
})

describe('structured data (JSON-LD)', () => {
  const jsonLd = (page: PageId, lang: Lang) =>
    [...load(page, lang).querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    )

  /** The schema.org properties each type may carry (from schema.org's definitions of these types). */
  const ALLOWED: Record<string, string[]> = {
    Organization: [
      '@context',
      '@type',
      '@id',
      'name',
      'alternateName',
      'url',
      'logo',
      'email',
      'telephone',
      'address',
      'contactPoint',
    ],
    MobileApplication: [
      '@context',
      '@type',
      'name',
      'description',
      'applicationCategory',
      'operatingSystem',
      'inLanguage',
      'installUrl',
      'featureList',
      'publisher',
      'offers',
    ],
    Offer: ['@type', 'name', 'price', 'priceCurrency', 'url'],
    PostalAddress: ['@type', 'streetAddress', 'addressLocality', 'addressCountry'],
    ContactPoint: ['@type', 'contactType', 'email', 'telephone', 'areaServed', 'availableLanguage'],
  }
  function validate(node: unknown, path: string) {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        validate(item, `${path}[${index}]`)
      })
      return
    }
    if (!node || typeof node !== 'object') return
    const object = node as Record<string, unknown>
    const type = object['@type']
    if (typeof type === 'string') {
      const allowed = ALLOWED[type]
      expect(allowed, `${path}: unknown type ${type}`).toBeDefined()
      for (const key of Object.keys(object)) expect(allowed, `${path}.${key} on ${type}`).toContain(key)
    }
    for (const [key, value] of Object.entries(object)) validate(value, `${path}.${key}`)
  }

  it.each(LANGS)(
    'landing and pricing in %s describe the organisation and the app with EGP offers',
    (lang) => {
      for (const page of ['landing', 'pricing'] as const) {
        const data = jsonLd(page, lang)
        expect(data.map((item) => item['@type'])).toEqual(['Organization', 'MobileApplication'])
        for (const item of data) {
          expect(item['@context']).toBe('https://schema.org')
          validate(item, item['@type'] as string)
        }
        const [org, app] = data as [Record<string, unknown>, Record<string, unknown>]
        expect(org.email).toBe(site.support.email)
        expect((org.contactPoint as Record<string, unknown>).telephone).toBe(site.support.phone)
        const offers = app.offers as Array<Record<string, string>>
        expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
          ['100.00', 'EGP'],
          ['270.00', 'EGP'],
          ['400.00', 'EGP'],
          ['750.00', 'EGP'],
        ])
        expect(JSON.stringify(data)).not.toContain('aggregateRating')
        expect(JSON.stringify(data)).not.toContain('FAQPage')
      }
    },
  )

  it('the not-found page carries none', () => {
    expect(jsonLd('not-found', 'ar')).toEqual([])
  })
})
