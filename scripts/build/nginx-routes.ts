/**
 * nginx's strings, and the snippets that follow the route table (src/config/routes.ts) and the Node
 * server's reading of a request (after-build.ts writes them): languages, requests, pages.conf and
 * editor.conf.
 */
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { PLAIN_TYPE, REDIRECT_MESSAGE } from '../../server/plain-answers.ts'
import { MAX_URL_LENGTH } from '../../server/request-target.ts'
import { EDITOR_PREFIX } from '../../server/security-headers.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import { htmlFile, LANG_PREFIX, PUBLIC_PAGES, type PublicPageId, pagePath } from '../../src/config/routes.ts'
import { DEFAULT_LANG, LANGS } from '../../src/i18n/lang.ts'

/** `value` in double quotes, read verbatim: a string has no `"`, `\` or `$`, a `regex` key no `"`. */
export function quoted(value: string, regex = false): string {
  if (!/^[\x20-\x7e]*$/.test(value) || (regex ? /"/ : /["\\$]/).test(value)) {
    throw new Error(`cannot write ${JSON.stringify(value)} into an nginx string`)
  }
  return regex ? `"~${value}"` : `"${value}"`
}

/** A plain answer's text as an nginx string: the message without its newline, then `\n`. */
export const plainBody = (message: string) => `${quoted(message.replace(/\n$/, '')).slice(0, -1)}\\n"`

export const PLAIN_PREFIX = '/@plain-' // the internal addresses of the plain answers

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`)
const notFoundFiles = `(?:${LANGS.map((lang) => escapeRegex(htmlFile('not-found', lang))).join('|')})`

/** A regex matching `text` as URLSearchParams reads it: each letter as itself or percent-encoded. */
const decodedAs = (text: string) =>
  [...text]
    .map((c) => {
      if (!/^[a-z]$/.test(c)) throw new Error(`cannot match ${JSON.stringify(c)} in a query`)
      const hex = c.charCodeAt(0).toString(16)
      return `(?:${c}|%${hex.replace(/[a-f]/, (d) => `[${d}${d.toUpperCase()}]`)})`
    })
    .join('')

/** A parameter named `lang` (its name as URLSearchParams decodes it), up to the end of its part. */
const LANG = decodedAs('lang')
const LANG_PART = `${LANG}(?:=[^&]*)?`

/**
 * `$faheem_asked_lang`: oldLangQuery's rule, the FIRST parameter named `lang`, decoded, exactly a
 * language, "" otherwise ($arg_lang ignores case, skips a bare `lang` and does not decode).
 * `$faheem_kept_args`: what a `?lang=` redirect keeps, `?` and the other parts as sent; nothing
 * when `lang` is repeated, or alone. `$faheem_not_found`: the 404 file of langOfPath's language.
 */
export function nginxLanguages(): string {
  const asked = LANGS.map(
    (lang) =>
      `    ${quoted(`^(?:(?!${LANG}(?:=|&|$))[^&]*&)*${LANG}=${decodedAs(lang)}(?:&|$)`, true)} ${quoted(lang)};`,
  )
  const prefixed = LANGS.filter((lang) => LANG_PREFIX[lang]).map(
    (lang) =>
      `    ${quoted(`^${escapeRegex(LANG_PREFIX[lang])}(?:/|$)`, true)} ${quoted(`/${htmlFile('not-found', lang)}`)};`,
  )
  return `map $args $faheem_asked_lang {
    default "";
${asked.join('\n')}
}

map $args $faheem_args_without_lang {
    default "";
    ${quoted(`(?:^|&)${LANG_PART}&(?:[^&]*&)*${LANG}(?:=|&|$)`, true)} "";
    ${quoted(`^${LANG_PART}(?:&(?<faheem_after>.*))?$`, true)} $faheem_after;
    ${quoted(`^(?<faheem_before>.*?)&${LANG_PART}(?<faheem_tail>&.*)?$`, true)} $faheem_before$faheem_tail;
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

/**
 * nginx.conf's checks, keyed by the raw target or the header, a newline and the address: a target
 * server/request-target.ts refuses (a raw byte outside printable ASCII: 400; longer than
 * MAX_URL_LENGTH: 414), and whether If-Unmodified-Since is taken off (not for a not-found file:
 * nginx checks it on 200s only). Never again for a plain answer: nginx would send its own.
 */
export function nginxRequests(): string {
  const plain = `${quoted(`\\n${PLAIN_PREFIX}\\d+$`, true)} 0;`
  return `map "$request_uri\\n$uri" $faheem_target_status {
    volatile;
    default 0;
    ${plain}
    "~^[^\\n]*[\\x00-\\x09\\x0b-\\x20\\x7f-\\xff]" 400;
    "~^[^\\n]{${MAX_URL_LENGTH + 1}}" 414;
}

map "$http_if_unmodified_since\\n$uri" $faheem_strip_ius {
    volatile;
    default 0;
    ${plain}
    ${quoted(`\\n/${notFoundFiles}$`, true)} 0;
    "~^[^\\n]" 1;
}
`
}

/** The `if`s of a location that redirect the old `?lang=` to `page` in the asked language. */
const langRedirects = (page: PublicPageId) =>
  LANGS.map(
    (lang) =>
      `    if ($faheem_asked_lang = ${lang}) { return 301 ${pagePath(page, lang)}$faheem_kept_args; }\n`,
  ).join('')

/**
 * An unknown path (or a file nginx may not open) is the not-found page of its language, 404; a 301
 * is the Node server's (its headers and plain body; the status stays 301); a page's address serves
 * its file or .br copy, or redirects `?lang=`; its slashed twin redirects; the not-found files are
 * reached only through error_page, never stored.
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
location ~ ^/${notFoundFiles}$ {
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

/**
 * The editor (scripts/editor/build.ts) under EDITOR_PREFIX, as the Node server serves it: its page
 * at the folder's address, its other files by path, each with the editor's headers in place of the
 * site's (an add_header here drops the server's, so editor-headers.conf is the whole list). Any
 * other address under it, its page's file name included, is the site's not-found page.
 */
export function nginxEditor(): string {
  const page = `${EDITOR_PREFIX}index.html`
  return `location = ${EDITOR_PREFIX} {
    include nginx/editor-headers.conf;
    include nginx/precompressed-headers.conf;
    add_header Cache-Control $faheem_page_cache always;
    types { ${quoted(CONTENT_TYPES['.html'] ?? '')} html br; }
    try_files ${page}$faheem_br ${page} =404;
}

location ^~ ${EDITOR_PREFIX} {
    if ($faheem_static_file = 0) { return 404; }
    include nginx/editor-headers.conf;
    include nginx/precompressed-headers.conf;
    add_header Cache-Control $faheem_static_cache always;
    try_files $uri =404;
    include nginx/precompressed.conf;
}
`
}
