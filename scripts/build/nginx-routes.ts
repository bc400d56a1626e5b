/**
 * nginx's strings, and the snippets that follow the route table (src/config/routes.ts,
 * resolveRoute), written into deploy/nginx/ by every build (after-build.ts):
 * - languages.conf (http level): the old `?lang=` query read as oldLangQuery reads it
 *   ($faheem_asked_lang, $faheem_kept_args) and the not-found page of an unknown path's language
 *   ($faheem_not_found, langOfPath);
 * - pages.conf (server level): one exact location per page address, the 301s (trailing slash,
 *   `?lang=`) with the Node server's plain body, and the not-found pages.
 */
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { PLAIN_TYPE, REDIRECT_MESSAGE } from '../../server/plain-answers.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import { htmlFile, LANG_PREFIX, PUBLIC_PAGES, type PublicPageId, pagePath } from '../../src/config/routes.ts'
import { DEFAULT_LANG, LANGS } from '../../src/i18n/lang.ts'

/** A value nginx reads verbatim inside double quotes: no quote, backslash, `$` or control byte. */
export function quoted(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value) || /["\\$]/.test(value)) {
    throw new Error(`cannot write ${JSON.stringify(value)} into an nginx string`)
  }
  return `"${value}"`
}

/** A plain answer's text as an nginx string: the message without its newline, then `\n`. */
export const plainBody = (message: string) => `${quoted(message.replace(/\n$/, '')).slice(0, -1)}\\n"`

/** The internal addresses of the plain answers (nginx.conf keeps its checks off them). */
export const PLAIN_PREFIX = '/@plain-'

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`)

/** A map key matching `pattern`, as is in quotes (nginx reads no variable in a regex). */
function regexKey(pattern: string): string {
  if (!/^[\x20-\x7e]*$/.test(pattern) || pattern.includes('"')) {
    throw new Error(`cannot write the regex ${JSON.stringify(pattern)} as an nginx map key`)
  }
  return `"~${pattern}"`
}

/** A regex matching `text` as URLSearchParams reads it: each letter as itself or percent-encoded. */
function decodedAs(text: string): string {
  return [...text]
    .map((c) => {
      if (!/^[a-z]$/.test(c)) throw new Error(`cannot match ${JSON.stringify(c)} in a query`)
      const hex = c
        .charCodeAt(0)
        .toString(16)
        .replace(/[a-f]/, (d) => `[${d}${d.toUpperCase()}]`)
      return `(?:${c}|%${hex})`
    })
    .join('')
}

/** A parameter named `lang` (the name as URLSearchParams decodes it), up to the end of its part. */
const LANG_NAME = decodedAs('lang')
const LANG_PART = `${LANG_NAME}(?:=[^&]*)?`

/** $args regexes (tests/contract/nginx-snippets.test.ts runs them against oldLangQuery). */
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
 * The http-level maps. `$faheem_asked_lang`: the FIRST parameter named `lang`, decoded, exactly a
 * language ("" otherwise); $arg_lang is not that rule (it ignores case, skips a bare `lang` and
 * does not decode). `$faheem_kept_args`: what a `?lang=` redirect keeps (`?` and the other parts
 * as sent; nothing when `lang` is repeated or alone). `$faheem_not_found`: langOfPath's 404 file.
 */
export function nginxLanguages(): string {
  const asked = LANGS.map((lang) => `    ${regexKey(QUERY_PATTERNS.askedLang(lang))} ${quoted(lang)};`)
  const prefixed = LANGS.filter((lang) => LANG_PREFIX[lang]).map(
    (lang) =>
      `    ${regexKey(`^${escapeRegex(LANG_PREFIX[lang])}(?:/|$)`)} ${quoted(`/${htmlFile('not-found', lang)}`)};`,
  )
  return `map $args $faheem_asked_lang {
    default "";
${asked.join('\n')}
}

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

map $uri $faheem_not_found {
    default ${quoted(`/${htmlFile('not-found', DEFAULT_LANG)}`)};
${prefixed.join('\n')}
}
`
}

/** The `if`s of a location that redirect the old `?lang=` to `page` in the asked language. */
const langRedirects = (page: PublicPageId) =>
  LANGS.map(
    (lang) =>
      `    if ($faheem_asked_lang = ${lang}) {\n        return 301 ${pagePath(page, lang)}$faheem_kept_args;\n    }\n`,
  ).join('')

/**
 * Every unknown path (and a file nginx may not open: a symlink, no permission) is the not-found
 * page of its language, 404; every 301 is the Node server's (Location, the security headers, a
 * day's caching, a plain body: the status stays 301); each page address serves its file or its
 * .br copy, or redirects the old `?lang=`; a slashed address redirects without the slash; the
 * not-found files are reached only through error_page, never stored.
 */
export function nginxPages(): string {
  const html = quoted(CONTENT_TYPES['.html'] ?? '')
  const moved = `${PLAIN_PREFIX}301`
  const addresses = PUBLIC_PAGES.flatMap((page) =>
    LANGS.map((lang) => ({ page, path: pagePath(page, lang), lang })),
  )
  const pages = addresses.map(({ page, path, lang }) => {
    const file = `/${htmlFile(page, lang)}`
    return `location = ${path} {
${langRedirects(page)}    include nginx/security-headers.conf;
    include nginx/precompressed-headers.conf;
    add_header Cache-Control $faheem_page_cache always;
    types { ${html} html br; }
    try_files ${file}$faheem_br ${file} =404;
}
`
  })
  const slashed = addresses
    .filter(({ path }) => path !== '/')
    .map(
      ({ page, path }) =>
        `location = ${path}/ {\n${langRedirects(page)}    return 301 ${path}$is_args$args;\n}\n`,
    )
  const notFound = LANGS.map((lang) => escapeRegex(htmlFile('not-found', lang)))
  return `error_page 404 $faheem_not_found;
error_page 403 =404 $faheem_not_found;

error_page 301 ${moved};
location = ${moved} {
    internal;
    include nginx/security-headers.conf;
    add_header Cache-Control ${quoted(CACHE_CONTROL.redirect)} always;
    types { }
    default_type ${quoted(PLAIN_TYPE)};
    return 200 ${plainBody(REDIRECT_MESSAGE)};
}

${[...pages, ...slashed].join('\n')}
location ~ ^/(?:${notFound.join('|')})$ {
    internal;
    include nginx/security-headers.conf;
    include nginx/precompressed-headers.conf;
    add_header Cache-Control ${quoted(CACHE_CONTROL.error)} always;
    add_header X-Robots-Tag "noindex" always;
    types { ${html} html br; }
    try_files $uri$faheem_br $uri =404;
}
`
}
