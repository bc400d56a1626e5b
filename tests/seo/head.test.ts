/**
 * Each prerendered document's head as search engines and link previews read it, for every page
 * in both languages: language, direction, title, description, Open Graph and Twitter tags,
 * icons, theme colour, the two inline scripts, canonical URL and hreflang alternates.
 */
import { describe, expect, it } from 'vitest'
import { faviconSvg, themeColor } from '../../src/config/brand.ts'
import { PAGES, type PageId, PUBLIC_PAGES, ROUTES } from '../../src/config/routes.ts'
import { site } from '../../src/config/site.ts'
import { SPECULATION_RULES } from '../../src/document/speculation-rules.ts'
import { catalogs } from '../../src/i18n/catalogs.ts'
import { LANGS, type Lang } from '../../src/i18n/lang.ts'
import { load, requireBuild } from './documents.ts'

const META: Record<PageId, (lang: Lang) => { title: string; description: string }> = {
  landing: (lang) => catalogs[lang].landing.meta,
  pricing: (lang) => catalogs[lang].pricing.meta,
  'not-found': (lang) => catalogs[lang].site.notFound,
}
const PATHS = Object.fromEntries(PUBLIC_PAGES.map((page) => [page, ROUTES[page].path])) as Record<
  Exclude<PageId, 'not-found'>,
  string
>

const attr = (doc: Document, selector: string, name = 'content') =>
  doc.querySelector(selector)?.getAttribute(name)

requireBuild()

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
