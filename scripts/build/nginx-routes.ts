/**
 * The nginx snippets that follow the route table (src/config/routes.ts, resolveRoute), written by
 * scripts/build/generate-deploy-config.ts (drift-tested in tests/contract/deploy-config.test.ts):
 * - deploy/nginx/languages.conf (http level): the old `?lang=` query read as oldLangQuery reads it
 *   ($faheem_asked_lang, $faheem_kept_args) and the not-found page of an unknown path's language
 *   ($faheem_not_found, langOfPath);
 * - deploy/nginx/pages.conf (server level): one exact location per page address, the 301s
 *   (trailing slash, `?lang=`) with the plain body of the Node server, and the not-found pages.
 */
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { PLAIN_TYPE, REDIRECT_MESSAGE } from '../../server/plain-answers.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import { htmlFile, LANG_PREFIX, PUBLIC_PAGES, type PublicPageId, pagePath } from '../../src/config/routes.ts'
import { DEFAULT_LANG, LANGS } from '../../src/i18n/lang.ts'
import { banner, nginxQuoted, PLAIN_PREFIX } from './generate-deploy-config.ts'

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

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`)

/** A map key matching `pattern`: written as is in quotes (nginx reads no variable in a regex). */
function regexKey(pattern: string): string {
  if (!/^[\x20-\x7e]*$/.test(pattern) || pattern.includes('"')) {
    throw new Error(`cannot write the regex ${JSON.stringify(pattern)} as an nginx map key`)
  }
  return `"~${pattern}"`
}

/** A parameter named `lang` (the name as URLSearchParams decodes it), up to the end of its part. */
const LANG_NAME = decodedAs('lang')
const LANG_PART = `${LANG_NAME}(?:=[^&]*)?`

/** $args regexes, exported for the deploy-config test to run against oldLangQuery. */
export const QUERY_PATTERNS = {
  /** The FIRST `lang` parameter is exactly `lang`: the parts before it are named otherwise. */
  askedLang: (lang: string) => `^(?:(?!${LANG_NAME}(?:=|&|$))[^&]*&)*${LANG_NAME}=${decodedAs(lang)}(?:&|$)`,
  /** `lang` given more than once: no part of the query is kept. */
  repeated: `(?:^|&)${LANG_PART}&(?:[^&]*&)*${LANG_NAME}(?:=|&|$)`,
  /** The one `lang` part first: what follows its `&`. */
  leading: `^${LANG_PART}(?:&(?<faheem_after>.*))?$`,
  /** The one `lang` part later: what precedes its `&`, and what follows it. */
  inner: `^(?<faheem_before>.*?)&${LANG_PART}(?<faheem_tail>&.*)?$`,
} as const

/**
 * The http-level maps of the routes:
 * - `$faheem_asked_lang`: the language of the old `?lang=` (oldLangQuery: the FIRST parameter
 *   named `lang`, decoded, exactly a language; "" otherwise). $arg_lang is not that rule (it
 *   ignores case, skips a bare `lang` and does not decode), so the query is matched here instead;
 * - `$faheem_kept_args`: the query a `?lang=` redirect keeps (`?` and the other parts as sent,
 *   nothing when `lang` is repeated or alone);
 * - `$faheem_not_found`: the not-found file of an unknown path's language (langOfPath).
 */
export function nginxLanguages(): string {
  const asked = LANGS.map((lang) => `    ${regexKey(QUERY_PATTERNS.askedLang(lang))} ${nginxQuoted(lang)};`)
  const prefixed = LANGS.filter((lang) => LANG_PREFIX[lang]).map(
    (lang) =>
      `    ${regexKey(`^${escapeRegex(LANG_PREFIX[lang])}(?:/|$)`)} ${nginxQuoted(`/${htmlFile('not-found', lang)}`)};`,
  )
  return `${banner('src/config/routes.ts', true)}# The old \`?lang=\` query (oldLangQuery in src/config/routes.ts): the language it asks for.
map $args $faheem_asked_lang {
    default "";
${asked.join('\n')}
}

# The query a \`?lang=\` redirect keeps: the other parameters as sent; none when \`lang\` is repeated.
map $args $faheem_args_without_lang {
    default "";
    ${regexKey(QUERY_PATTERNS.repeated)} "";
    ${regexKey(QUERY_PATTERNS.leading)} $faheem_after;
    ${regexKey(QUERY_PATTERNS.inner)} $faheem_before$faheem_tail;
}
map $faheem_args_without_lang $faheem_kept_args {
    "" "";
    default ?$faheem_args_without_lang;
}

# An unknown path's not-found page: in English under ${LANG_PREFIX.en}, in Arabic elsewhere (langOfPath).
map $uri $faheem_not_found {
    default ${nginxQuoted(`/${htmlFile('not-found', DEFAULT_LANG)}`)};
${prefixed.join('\n')}
}
`
}

/** The `if`s of a location that redirect the old `?lang=` to `page` in the asked language. */
function langRedirects(page: PublicPageId): string {
  return LANGS.map(
    (lang) => `    if ($faheem_asked_lang = ${lang}) {
        return 301 ${pagePath(page, lang)}$faheem_kept_args;
    }
`,
  ).join('')
}

/**
 * The page `location` blocks (the page, or a 301 for `?lang=`), the trailing-slash twins (a 301),
 * the plain body of every 301 and the not-found answer, from the route table.
 */
export function nginxPages(): string {
  const html = nginxQuoted(CONTENT_TYPES['.html'] ?? '')
  // The address of the 301's plain answer (nginx.conf keeps its checks off the plain answers).
  const redirectAnswer = `${PLAIN_PREFIX}301`
  const addresses = PUBLIC_PAGES.flatMap((page) => LANGS.map((lang) => ({ page, lang })))
  const pages = addresses.map(({ page, lang }) => {
    const file = `/${htmlFile(page, lang)}`
    return `location = ${pagePath(page, lang)} {
${langRedirects(page)}    include security-headers.conf;
    include precompressed-headers.conf;
    add_header Cache-Control $faheem_page_cache always;
    types { ${html} html br; }
    try_files ${file}$faheem_br ${file} =404;
}
`
  })
  const slashed = addresses
    .filter(({ page, lang }) => pagePath(page, lang) !== '/')
    .map(
      ({ page, lang }) => `location = ${pagePath(page, lang)}/ {
${langRedirects(page)}    return 301 ${pagePath(page, lang)}$is_args$args;
}
`,
    )
  const notFoundFiles = LANGS.map((lang) => escapeRegex(htmlFile('not-found', lang)))
  return `${banner('src/config/routes.ts', true)}# Every unknown path: the not-found page of its language ($faheem_not_found, languages.conf),
# with status 404. A file nginx may not open (a symlink, see disable_symlinks; no permission) is
# not found too.
error_page 404 $faheem_not_found;
error_page 403 =404 $faheem_not_found;

# Every 301: the Node server's answer (Location, the security headers, a day's caching, a short
# plain body), not nginx's own page. The status stays 301; Location is the one \`return\` set.
error_page 301 ${redirectAnswer};
location = ${redirectAnswer} {
    internal;
    include security-headers.conf;
    add_header Cache-Control ${nginxQuoted(CACHE_CONTROL.redirect)} always;
    types { }
    default_type ${nginxQuoted(PLAIN_TYPE)};
    return 200 ${nginxQuoted(REDIRECT_MESSAGE.replace(/\n$/, '')).slice(0, -1)}\\n";
}

# Pages (and their .br copies: HTML too), exact paths only; the old \`?lang=\` redirects to the
# page in that language. Cache-Control by status: cache-control.conf.
${pages.join('\n')}
# A page's address with a trailing slash: 301 to the address without it, the query kept.
${slashed.join('\n')}
# Reached only through error_page: asked for directly, they are not found. An error answer,
# so never stored.
location ~ ^/(?:${notFoundFiles.join('|')})$ {
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
