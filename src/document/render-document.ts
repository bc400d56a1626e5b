/**
 * The HTML document around a prerendered page: pure string building, no React, so the head
 * (language, direction, title, description, canonical, alternates, social tags) is complete
 * before any script runs.
 */
import { themeColor } from '../config/brand.ts'
import { site } from '../config/site.ts'
import { dirOf, type Lang, localizedHref } from '../i18n/lang.ts'
import { type PageId, ROUTES } from '../pages/routes.ts'
import { HEAD_SCRIPT } from './head-script.ts'

import { OG_LOCALE, SHARE_IMAGE } from './social.ts'

export { SHARE_IMAGE }

export interface DocumentAssets {
  /** Stylesheets, in order. */
  css: string[]
  /** The page's entry module. */
  entry: string
  /** Modules the entry imports, to preload. */
  modulePreloads: string[]
  /** Font files to preload for this language. */
  fontPreloads: string[]
}

export interface DocumentInput {
  page: PageId
  lang: Lang
  title: string
  description: string
  /** Text alternative of the share image. */
  imageAlt: string
  /** JSON-LD objects for search engines. */
  structuredData?: object[]
  /** The prerendered React tree, placed in #root. */
  body: string
  assets: DocumentAssets
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Absolute URL of a page in a language, from the configured public origin. */
export function absoluteUrl(page: PageId, lang: Lang): string | null {
  const path = ROUTES[page].path
  return path === null ? null : `${site.siteUrl}${localizedHref(path, lang)}`
}

export function renderDocument(input: DocumentInput): string {
  const { page, lang, assets } = input
  const other: Lang = lang === 'ar' ? 'en' : 'ar'
  const canonical = absoluteUrl(page, lang)
  const shareImage = `${site.siteUrl}/${SHARE_IMAGE.file(lang)}`
  const attr = escapeHtml
  const head: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<script>${HEAD_SCRIPT}</script>`,
    `<title>${escapeHtml(input.title)}</title>`,
    `<meta name="description" content="${attr(input.description)}">`,
    `<meta name="theme-color" content="${themeColor().light}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${themeColor().dark}" media="(prefers-color-scheme: dark)">`,
    '<meta name="color-scheme" content="light dark">',
    ...assets.fontPreloads.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<script type="module" src="${assets.entry}"></script>`,
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="icon" href="/icon-192.png" type="image/png" sizes="192x192">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/site.webmanifest">',
  ]
  if (canonical) {
    head.push(
      `<link rel="canonical" href="${attr(canonical)}">`,
      `<link rel="alternate" hreflang="ar" href="${attr(absoluteUrl(page, 'ar') ?? '')}">`,
      `<link rel="alternate" hreflang="en" href="${attr(absoluteUrl(page, 'en') ?? '')}">`,
      `<link rel="alternate" hreflang="x-default" href="${attr(absoluteUrl(page, 'ar') ?? '')}">`,
      `<meta property="og:url" content="${attr(canonical)}">`,
    )
  } else {
    head.push('<meta name="robots" content="noindex">')
  }
  head.push(
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${attr(site.name[lang])}">`,
    `<meta property="og:title" content="${attr(input.title)}">`,
    `<meta property="og:description" content="${attr(input.description)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}">`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}">`,
    `<meta property="og:image" content="${attr(shareImage)}">`,
    '<meta property="og:image:type" content="image/png">',
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}">`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}">`,
    `<meta property="og:image:alt" content="${attr(input.imageAlt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${attr(input.title)}">`,
    `<meta name="twitter:description" content="${attr(input.description)}">`,
    `<meta name="twitter:image" content="${attr(shareImage)}">`,
    `<meta name="twitter:image:alt" content="${attr(input.imageAlt)}">`,
    ...(input.structuredData ?? []).map(
      (data) =>
        `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`,
    ),
  )
  return `<!doctype html>
<html lang="${lang}" dir="${dirOf(lang)}" data-page="${page}">
<head>
${head.join('\n')}
</head>
<body>
<div id="root">${input.body}</div>
</body>
</html>
`
}
