/**
 * Campaign tags on the install link (README, "Configuration"; docs/deploy.md, "Campaign tags"): a
 * template given at build time as FAHEEM_INSTALL_TAGS, such as
 * `utm_source=site&utm_content={cta}-{lang}`, that each call to action and the footer QR code add to
 * the install link's query with their own name and language. Off by default: without a template
 * every link is the configured install URL exactly. Pure, no DOM: the pages, the QR code's build
 * step (scripts/build/vite-plugin.ts) and the check in src/config/build-config.ts share it.
 */
import type { Lang } from '../i18n/lang.ts'

/**
 * Every call to action's name, as the tags carry it; each place that renders one passes its own
 * (a bundle card `plan-<its id>`: tsc refuses a bundle missing here).
 */
export const CTA_NAMES = [
  'nav-try',
  'hero-start',
  'hero-download',
  'closing-start',
  'closing-download',
  'plan-monthly',
  'plan-term',
  'plan-yearly',
  'plan-premium',
  'plans-free',
  'pricing-subscribe',
  'qr',
] as const
export type CtaName = (typeof CTA_NAMES)[number]

const VARIABLE = 'FAHEEM_INSTALL_TAGS'
const PLACEHOLDER = /\{(cta|lang)\}/g
/**
 * What a URL's query may hold as written (letters, digits, `-._~!$'()*+,;:@/?=&`, %-escapes), once
 * the placeholders are out.
 */
const NOT_IN_QUERY = /[^\w.~!$'()*+,;:@/?=&%-]|%(?![\dA-Fa-f]{2})/u
const PAIR = /^(?:[\w.~-]|%[\dA-Fa-f]{2})+=/

/**
 * Refuses, with one line naming the variable, a template the links could not carry as given: a
 * placeholder other than {cta} and {lang}, a character a URL's query cannot hold as written, a part
 * that is not `name=value`, or a name set twice (the install URL's own query included).
 */
export function checkInstallTags(tags: string, installUrl: string): void {
  const got = `, got ${JSON.stringify(tags)}`
  const unknown = /\{(?!(?:cta|lang)\})[^{}]*\}/.exec(tags)?.[0]
  if (unknown) throw new Error(`${VARIABLE} may hold {cta} and {lang} only, not ${unknown}${got}`)
  const char = NOT_IN_QUERY.exec(tags.replace(PLACEHOLDER, ''))?.[0]
  if (char) {
    throw new Error(
      `${VARIABLE} has ${JSON.stringify(char)}, which a link's query cannot hold as written: write ${encodeURIComponent(char)}${got}`,
    )
  }
  if (!tags.split('&').every((part) => PAIR.test(part))) {
    throw new Error(
      `${VARIABLE} must be name=value pairs joined by &, such as utm_source=site&utm_content={cta}-{lang}${got}`,
    )
  }
  const names = [...new URLSearchParams(tags).keys()]
  const taken = [...new URL(installUrl).searchParams.keys()]
  const twice = names.find((name, index) => taken.includes(name) || names.indexOf(name) !== index)
  if (twice !== undefined) {
    throw new Error(`${VARIABLE} sets ${twice}, which FAHEEM_INSTALL_URL or the template sets already${got}`)
  }
}

/**
 * The install link as `cta` in `lang` opens it: `url` with the template's parameters after its own
 * query (before its fragment), {cta} and {lang} filled in URL-encoded. No template: `url` itself.
 */
export function tagLink(url: string, tags: string, cta: CtaName, lang: Lang): string {
  if (tags === '') return url
  const query = tags.replace(PLACEHOLDER, (_, key) => encodeURIComponent(key === 'cta' ? cta : lang))
  const hash = url.indexOf('#')
  const base = hash < 0 ? url : url.slice(0, hash)
  const join = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&'
  return `${base}${join}${query}${hash < 0 ? '' : url.slice(hash)}`
}
