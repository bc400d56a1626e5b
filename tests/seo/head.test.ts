/**
 * Each prerendered document's head as search engines and link previews read it, for every page
 * in both languages: language, direction, title, description, Open Graph and Twitter tags,
 * icons, theme colour, the scripts, canonical URL and hreflang alternates at the page's address
 * (Arabic bare, English under /en), and the twin the head script leads a returning visitor to.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { faviconSvg, themeColor } from '../../src/config/brand.ts'
import { isPublicPage, PAGES, type PageId, pagePath, twinPath } from '../../src/config/routes.ts'
import { site } from '../../src/config/site.ts'
import { allWords } from '../../src/content/words.ts'
import { pageMeta } from '../../src/document/page-meta.ts'
import { MANIFEST_PATH } from '../../src/document/social.ts'
import { SPECULATION_RULES } from '../../src/document/speculation-rules.ts'
import { DEFAULT_LANG, dirOf, LANGS, type Lang, otherLang } from '../../src/i18n/lang.ts'
import { load } from '../../test-support/built.ts'
import { requireBuild } from '../../test-support/require-build.ts'

/** The title and description a page's route says its words give (src/config/routes.ts), filled. */
const META = (page: PageId) => (lang: Lang) => pageMeta(page, lang)

const attr = (doc: Document, selector: string, name = 'content') =>
  doc.querySelector(selector)?.getAttribute(name)

requireBuild()

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s',
  (page, lang) => {
    const doc = () => load(page, lang)
    const other = otherLang(lang)

    it('declares its language, direction, title and description', () => {
      const d = doc()
      expect(d.documentElement.lang).toBe(lang)
      expect(d.documentElement.dir).toBe(dirOf(lang))
      expect(d.title).toBe(META(page)(lang).title)
      expect(attr(d, 'meta[name="description"]')).toBe(META(page)(lang).description)
      expect(d.querySelectorAll('title')).toHaveLength(1)
      // Every placeholder is filled from the data: a search snippet never reads "{days}".
      expect(`${d.title} ${attr(d, 'meta[name="description"]')}`).not.toMatch(/[{}]/)
    })

    it('has Open Graph and Twitter tags with the share image of its language', () => {
      const d = doc()
      expect(attr(d, 'meta[property="og:title"]')).toBe(META(page)(lang).title)
      expect(attr(d, 'meta[property="og:description"]')).toBe(META(page)(lang).description)
      expect(attr(d, 'meta[property="og:type"]')).toBe('website')
      expect(attr(d, 'meta[property="og:locale"]')).toBe(lang === 'ar' ? 'ar_EG' : 'en_US')
      expect(attr(d, 'meta[property="og:locale:alternate"]')).toBe(lang === 'ar' ? 'en_US' : 'ar_EG')
      expect(attr(d, 'meta[property="og:image"]')).toBe(`${site.siteUrl}/share-${lang}.png`)
      expect(attr(d, 'meta[property="og:image:width"]')).toBe('1200')
      expect(attr(d, 'meta[property="og:image:height"]')).toBe('630')
      expect(attr(d, 'meta[property="og:image:alt"]')).toBe(allWords(lang).site.share.imageAlt)
      expect(attr(d, 'meta[name="twitter:card"]')).toBe('summary_large_image')
      expect(attr(d, 'meta[name="twitter:image:alt"]')).toBe(allWords(lang).site.share.imageAlt)
      // X falls back to og:title, og:description and og:image (checked above): not repeated.
      for (const name of ['title', 'description', 'image'])
        expect(d.querySelector(`meta[name="twitter:${name}"]`), name).toBeNull()
    })

    it('has icons and a theme colour, and the manifest only after the first paint (the head script)', () => {
      const d = doc()
      // The favicon inline: the logo from the brand module, as /favicon.svg has it. As a file it was
      // one more request before the largest paint: Lighthouse's simulated LCP 1.05 → 1.20 s.
      const favicon = attr(d, 'link[rel="icon"][type="image/svg+xml"]', 'href') ?? ''
      expect(favicon.startsWith('data:image/svg+xml,')).toBe(true)
      expect(decodeURIComponent(favicon.slice('data:image/svg+xml,'.length))).toBe(
        faviconSvg().trim().replaceAll('"', "'"),
      )
      expect(attr(d, 'link[rel="apple-touch-icon"]', 'href')).toBe('/apple-touch-icon.png')
      // Not in the HTML: fetched beside the fonts, it cost about 150 ms of simulated LCP. The head
      // script links it once the page has painted (e2e/loading.spec.ts sees it there).
      expect(d.querySelector('link[rel="manifest"]')).toBeNull()
      expect(readFileSync(new URL('../../src/generated/head-script.js', import.meta.url), 'utf8')).toContain(
        MANIFEST_PATH,
      )
      expect(attr(d, 'meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toBe(
        themeColor().light,
      )
      expect(attr(d, 'meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toBe(
        themeColor().dark,
      )
    })

    it('runs the head script first, then carries the speculation rules, and no script file', () => {
      const d = doc()
      const scripts = [...d.querySelectorAll('script:not([type="application/ld+json"])')]
      // The head script is the first element of <head> that runs anything.
      expect(d.head.querySelector('script')).toBe(scripts[0])
      expect(scripts[0]?.getAttribute('type')).toBeNull()
      const rules = scripts.filter((script) => script.getAttribute('type') === 'speculationrules')
      expect(rules).toHaveLength(1)
      expect(JSON.parse(rules[0]?.textContent ?? '')).toEqual(SPECULATION_RULES)
      // Islands load their code through Astro's runtime (tests/budget/bytes.test.ts): no <script src>.
      expect(scripts.filter((script) => script.hasAttribute('src'))).toEqual([])
    })

    if (!isPublicPage(page)) {
      it('is not indexed and names no canonical URL', () => {
        const d = doc()
        expect(attr(d, 'meta[name="robots"]')).toBe('noindex')
        expect(d.querySelector('link[rel="canonical"]')).toBeNull()
        expect(d.querySelector('link[rel="alternate"]')).toBeNull()
        // No twin: the head script takes no one away from it.
        expect(d.documentElement.hasAttribute('data-twin')).toBe(false)
      })
      return
    }

    const urlIn = (l: Lang) => `${site.siteUrl}${pagePath(page, l)}`

    it('names its twin, where a visitor who chose the other language is taken', () => {
      expect(doc().documentElement.dataset.twin).toBe(twinPath(page, other))
    })

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
      expect(mine).toEqual({ ar: urlIn('ar'), en: urlIn('en'), 'x-default': urlIn(DEFAULT_LANG) })
      for (const href of Object.values(mine)) {
        const url = new URL(String(href))
        expect(url.protocol).toMatch(/^https?:$/)
        expect(url.search).toBe('')
      }
      // The other language's document points back at this one.
      expect(alternates(load(page, other))[lang]).toBe(urlIn(lang))
    })
  },
)
