/**
 * The head of each page as data (head.ts): canonical URL, hreflang alternates with x-default, and
 * the social tags at the page's own address. The built pages are read in tests/seo/.
 */
import { describe, expect, it } from 'vitest'
import { PAGES, type PageId, PUBLIC_PAGES, pagePath } from '../config/routes.ts'
import { site } from '../config/site.ts'
import { DEFAULT_LANG, LANGS, type Lang } from '../i18n/lang.ts'
import { absoluteUrl, escapeHtml, headToHtml, pageHead } from './head.ts'

const words = { title: 'T <&>', description: 'D "quoted"', imageAlt: 'A' }

/** The href of the link tag with these attributes, or undefined. */
function link(page: PageId, lang: Lang, match: Record<string, string>) {
  return pageHead(page, lang, words).tags.find(
    ({ tag, attrs }) =>
      tag === 'link' && Object.entries(match).every(([name, value]) => attrs[name] === value),
  )?.attrs.href
}
function meta(page: PageId, lang: Lang, key: string) {
  return pageHead(page, lang, words).tags.find(
    ({ tag, attrs }) => tag === 'meta' && (attrs.name === key || attrs.property === key),
  )?.attrs.content
}

describe.each(PUBLIC_PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s',
  (page, lang) => {
    const url = (l: Lang) => `${site.siteUrl}${pagePath(page, l)}`

    it('lives at its address on the public origin (the addresses: src/config/routes.test.ts)', () => {
      expect(absoluteUrl(page, lang)).toBe(url(lang))
    })

    it('has a self-referencing absolute canonical URL, and og:url says the same', () => {
      expect(link(page, lang, { rel: 'canonical' })).toBe(url(lang))
      expect(meta(page, lang, 'og:url')).toBe(url(lang))
      expect(new URL(url(lang)).search).toBe('')
      expect(meta(page, lang, 'robots')).toBeUndefined()
    })

    it('declares both languages and x-default (the Arabic address)', () => {
      for (const other of LANGS)
        expect(link(page, lang, { rel: 'alternate', hreflang: other })).toBe(url(other))
      expect(link(page, lang, { rel: 'alternate', hreflang: 'x-default' })).toBe(url(DEFAULT_LANG))
      const alternates = pageHead(page, lang, words).tags.filter(({ attrs }) => attrs.rel === 'alternate')
      expect(alternates).toHaveLength(LANGS.length + 1)
    })
  },
)

describe.each(LANGS)('the not-found page in %s', (lang) => {
  it('is not indexed and names no canonical URL or alternates', () => {
    expect(absoluteUrl('not-found', lang)).toBeNull()
    expect(meta('not-found', lang, 'robots')).toBe('noindex')
    expect(link('not-found', lang, { rel: 'canonical' })).toBeUndefined()
    expect(pageHead('not-found', lang, words).tags.some(({ attrs }) => attrs.rel === 'alternate')).toBe(false)
    expect(meta('not-found', lang, 'og:url')).toBeUndefined()
  })
})

describe('headToHtml', () => {
  it.each(PAGES)('%s: writes the title, one element per tag, and escapes every value', (page) => {
    const head = pageHead(page, 'ar', words, [{ '@type': 'Thing', name: '</script><b>' }])
    const html = headToHtml(head)
    expect(html[0]).toBe(`<title>${escapeHtml(words.title)}</title>`)
    expect(html).toHaveLength(1 + head.tags.length + 1)
    expect(html.join('\n')).not.toContain('"quoted"')
    // JSON-LD cannot close its script element.
    expect(html.at(-1)).not.toContain('</script><b>')
    expect(JSON.parse(/>(.*)<\/script>$/.exec(html.at(-1) ?? '')?.[1] ?? '')).toEqual(head.jsonLd[0])
  })
})
