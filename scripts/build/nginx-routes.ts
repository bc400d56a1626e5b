/**
 * The nginx snippets that follow the route table and the language rule, written by
 * scripts/build/generate-deploy-config.ts (drift-tested in tests/contract/deploy-config.test.ts):
 * deploy/nginx/languages.conf ($faheem_lang) and deploy/nginx/pages.conf (one location a page).
 */
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import { PUBLIC_PAGES, ROUTES } from '../../src/config/routes.ts'
import { DEFAULT_LANG, LANGS } from '../../src/i18n/lang.ts'
import { banner, nginxQuoted } from './generate-deploy-config.ts'

/** A regex matching `text` as URLSearchParams reads it: each letter as itself or percent-encoded. */
function decodedAs(text: string): string {
  return [...text]
    .map((c) => {
      if (!/^[a-z]$/.test(c)) throw new Error(`cannot match ${JSON.stringify(c)} in a query`)
      const hex = c.charCodeAt(0).toString(16)
      const encoded = hex.replace(/[a-f]/, (d) => `[${d}${d.toUpperCase()}]`)
      return `(?:${c}|%${encoded})`
    })
    .join('')
}

/**
 * `$faheem_lang`: the language part of a page's file name (`.en`, or "" for Arabic) from the
 * query, by the rule of servedLang (src/i18n/lang.ts): the FIRST parameter whose name is exactly
 * `lang` (after percent-decoding; `lang` alone counts, with an empty value) decides, and only if
 * its value is exactly a language. $arg_lang is not that rule (it ignores case, skips a bare
 * `lang` and does not decode), so the query is matched here instead.
 */
export function nginxLanguages(): string {
  const name = decodedAs('lang')
  const entries = LANGS.filter((lang) => lang !== DEFAULT_LANG).map(
    (lang) =>
      `    "~^(?:(?!${name}(?:=|&|$))[^&]*&)*${name}=${decodedAs(lang)}(?:&|$)" ${nginxQuoted(`.${lang}`)};`,
  )
  return `${banner('src/i18n/lang.ts', true)}map $args $faheem_lang {\n    default "";\n${entries.join('\n')}\n}\n`
}

/** The page `location` blocks and the not-found answer, from the route table. */
export function nginxPages(): string {
  const html = nginxQuoted(CONTENT_TYPES['.html'] ?? '')
  const notFound = ROUTES['not-found'].file
  const pages = PUBLIC_PAGES.map((page) => {
    const file = `/${ROUTES[page].file}$faheem_lang.html`
    return `location = ${ROUTES[page].path} {
    include security-headers.conf;
    include precompressed-headers.conf;
    add_header Cache-Control $faheem_page_cache always;
    types { ${html} html br; }
    try_files ${file}$faheem_br ${file} =404;
}
`
  })
  const languages = LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => `\\.${lang}`)
  return `${banner('src/config/routes.ts', true)}# Every unknown path: the not-found page in the asked language, with status 404. A file
# nginx may not open (a symlink, see disable_symlinks; no permission) is not found too.
error_page 404 /${notFound}$faheem_lang.html;
error_page 403 =404 /${notFound}$faheem_lang.html;

# Pages (and their .br copies: HTML too), exact paths only. Cache-Control by status: cache-control.conf.
${pages.join('\n')}
# Reached only through error_page: asked for directly, they are not found. An error answer,
# so never stored.
location ~ ^/${notFound}(?:${languages.join('|')})?\\.html$ {
    internal;
    include security-headers.conf;
    include precompressed-headers.conf;
    add_header Cache-Control ${nginxQuoted(CACHE_CONTROL.error)} always;
    add_header X-Robots-Tag "noindex" always;
    types { ${html} html br; }
    try_files $uri$faheem_br $uri =404;
}
`
}
