/**
 * A page's head for a language, as data: title, description, canonical, hreflang alternates,
 * Open Graph, Twitter and JSON-LD. Pure (no DOM, no React): the document layout
 * (src/layouts/document.astro) writes it into every page's <head> with headToHtml.
 */
import { type PageId, pagePath } from '../config/routes.ts'
import { site } from '../config/site.ts'
import { DEFAULT_LANG, dirOf, LANGS, type Lang, otherLangs } from '../i18n/lang.ts'
import { OG_LOCALE, SHARE_IMAGE } from './social.ts'

/** The words of a page's head in one language (the page's copy). */
export interface HeadWords {
  title: string
  description: string
  /** Text alternative of the share image. */
  imageAlt: string
}

/** One <meta> or <link>; `key` says which element it is, whatever the language. */
interface HeadTag {
  tag: 'meta' | 'link'
  attrs: Record<string, string>
}

export interface PageHead {
  lang: Lang
  dir: 'rtl' | 'ltr'
  title: string
  tags: HeadTag[]
  /** JSON-LD objects for search engines. */
  jsonLd: object[]
}

/** Absolute URL of a page in a language, from the configured public origin; null for not-found. */
export function absoluteUrl(page: PageId, lang: Lang): string | null {
  return page === 'not-found' ? null : `${site.siteUrl}${pagePath(page, lang)}`
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attrs: { [key]: name, content },
})

export function pageHead(page: PageId, lang: Lang, words: HeadWords, jsonLd: object[] = []): PageHead {
  const canonical = absoluteUrl(page, lang)
  const shareImage = `${site.siteUrl}/${SHARE_IMAGE.file(lang)}`
  const tags: HeadTag[] = [meta('name', 'description', words.description)]
  if (canonical) {
    tags.push(
      { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
      ...LANGS.map(
        (each): HeadTag => ({
          tag: 'link',
          attrs: { rel: 'alternate', hreflang: each, href: absoluteUrl(page, each) ?? '' },
        }),
      ),
      {
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(page, DEFAULT_LANG) ?? '' },
      },
      meta('property', 'og:url', canonical),
    )
  } else {
    tags.push(meta('name', 'robots', 'noindex'))
  }
  tags.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.name[lang]),
    meta('property', 'og:title', words.title),
    meta('property', 'og:description', words.description),
    meta('property', 'og:locale', OG_LOCALE[lang]),
    ...otherLangs(lang).map((other) => meta('property', 'og:locale:alternate', OG_LOCALE[other])),
    meta('property', 'og:image', shareImage),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', words.imageAlt),
    // X reads the title, description and image from the Open Graph tags above when its own are
    // missing; repeating them cost the landing page's HTML about 100 bytes of its first round trip
    // (tests/budget/bytes.test.ts). Its card type and the image's alt text have no such fallback.
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image:alt', words.imageAlt),
  )
  return { lang, dir: dirOf(lang), title: words.title, tags, jsonLd }
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

function tagToHtml({ tag, attrs }: HeadTag): string {
  const list = Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
  return `<${tag}${list.join('')}>`
}

/** The title, then the tags, then the JSON-LD, one element a line. */
export function headToHtml(head: PageHead): string[] {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.tags.map(tagToHtml),
    ...head.jsonLd.map(
      (data) =>
        `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`,
    ),
  ]
}
