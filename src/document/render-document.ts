/**
 * The HTML document around a prerendered page: pure string building, no React, so the head
 * (language, direction, title, description, canonical, alternates, social tags) is complete
 * before any script runs.
 */
import { faviconSvg, themeColor } from '../config/brand.ts'
import type { PageId } from '../config/routes.ts'
import { dirOf, type Lang } from '../i18n/lang.ts'

import { escapeHtml, headToHtml, pageHead } from './head.ts'
import { parseModules } from './page-code.ts'
import { SHARE_IMAGE } from './social.ts'
import { speculationRulesScript } from './speculation-rules.ts'

export { absoluteUrl, escapeHtml } from './head.ts'
export { SHARE_IMAGE }

export interface DocumentAssets {
  /** Stylesheets, in order. */
  css: string[]
  /**
   * The page's modules, started by the head script after the first paint (page-code.ts): the
   * entry first, then the chunks it imports for this page, preloaded beside it.
   */
  modules: string[]
  /** Font files to preload for this language. */
  fontPreloads: string[]
  /** The built head script (scripts/build/head-script.ts), inlined first in <head>. */
  headScript: string
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

/** The favicon as a `data:` address: the SVG, its quotes made single, what a URL must escape escaped. */
export function faviconDataUrl(): string {
  const svg = faviconSvg().trim().replaceAll('"', "'")
  return `data:image/svg+xml,${svg.replace(/[%#<>{}|\\^`\n\r\t]/g, encodeURIComponent)}`
}

/** The page's modules as a built page names them (the inverse of renderDocument, for tests and bench). */
export function modulesInHtml(html: string): string[] {
  return parseModules(/<script data-modules="([^"]*)">/.exec(html)?.[1] ?? '')
}

export function renderDocument(input: DocumentInput): string {
  const { page, lang, assets } = input
  // The head's data (src/document/head.ts): the language switch applies the same in place.
  const [title, description, ...tags] = headToHtml(pageHead(page, lang, input, input.structuredData ?? []))
  const head: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<script data-modules="${escapeHtml(assets.modules.join(' '))}">${assets.headScript}</script>`,
    title ?? '',
    description ?? '',
    `<meta name="theme-color" content="${themeColor().light}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${themeColor().dark}" media="(prefers-color-scheme: dark)">`,
    '<meta name="color-scheme" content="light dark">',
    ...assets.fontPreloads.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    // Inline, allowed by its hash (speculation-rules.ts): no request before the first paint.
    `<script type="speculationrules">${speculationRulesScript()}</script>`,
    // The favicon inline too (a browser fetches it as the page loads, beside the fonts); the
    // file /favicon.svg stays for the manifest and for whoever asks for it.
    `<link rel="icon" href="${faviconDataUrl()}" type="image/svg+xml">`,
    '<link rel="icon" href="/icon-192.png" type="image/png" sizes="192x192">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  ]
  head.push(...tags)
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
