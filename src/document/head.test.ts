import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { PAGES, type PageId } from '../config/routes.ts'
import { pageEntry } from '../entry-server.tsx'
import { siteCopy } from '../i18n/copy/site.ts'
import { LANGS, type Lang, otherLang } from '../i18n/lang.ts'
import { applyHead, type HeadWords, pageHead } from './head.ts'
import { renderDocument } from './render-document.ts'
import { structuredData } from './structured-data.ts'

const words = (page: PageId, lang: Lang): HeadWords => ({
  ...pageEntry(page).meta(lang),
  imageAlt: siteCopy[lang].share.imageAlt,
})

/** The prerendered document of a page in a language, as the prerender writes it. */
function prerendered(page: PageId, lang: Lang): Document {
  const html = renderDocument({
    page,
    lang,
    ...words(page, lang),
    structuredData: structuredData(page, lang),
    body: '',
    assets: { css: [], modules: ['/e.js'], fontPreloads: [], headScript: '' },
  })
  return new JSDOM(html).window.document
}

/** Everything the head says about the page: language, direction, title, tags, JSON-LD. */
function headFacts(doc: Document, withJsonLd = true) {
  const root = doc.documentElement
  return {
    lang: root.lang,
    dir: root.dir,
    title: doc.title,
    tags: [...doc.head.querySelectorAll('meta[name], meta[property], link[rel]')].map((element) =>
      Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
    ),
    jsonLd: withJsonLd
      ? [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
          JSON.parse(script.textContent ?? ''),
        )
      : [],
  }
}

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s served in %s, switched in place',
  (page, served) => {
    const target = otherLang(served)

    it('says what the prerendered page of the other language says (the JSON-LD stays as served)', () => {
      const doc = prerendered(page, served)
      expect(headFacts(doc, false)).not.toEqual(headFacts(prerendered(page, target), false))
      applyHead(doc, pageHead(page, target, words(page, target)))
      expect(headFacts(doc, false)).toEqual(headFacts(prerendered(page, target), false))
      expect(headFacts(doc).jsonLd).toEqual(headFacts(prerendered(page, served)).jsonLd)
    })

    it('the prerendered JSON-LD is the head data of its language', () => {
      const head = pageHead(page, served, words(page, served), structuredData(page, served))
      expect(headFacts(prerendered(page, served)).jsonLd).toEqual(JSON.parse(JSON.stringify(head.jsonLd)))
    })
  },
)
