/**
 * Build-time configuration: pure, no Vite and no DOM, so the Vite config, the server and the
 * scripts resolve the environment the same way. Also the check that keeps every configured link
 * off this site's not-found page (docs/architecture.md, "The rules and their owners").
 */
import { checkInstallTags } from './install-link.ts'
import { PUBLIC_PAGES, ROUTES } from './routes.ts'

/**
 * The app-install link when none is configured. It lies outside the site's origin on purpose:
 * the site itself has no download page, so a link to faheem.app/download would be its own 404.
 * Set FAHEEM_INSTALL_URL to the real store or install page (README, "Configuration").
 */
export const DEFAULT_INSTALL_URL = 'https://get.faheem.app/'
export const DEFAULT_SITE_URL = 'https://faheem.app'

/** The paths of this site's pages (src/config/routes.ts): every other path is the not-found page. */
export const PAGE_PATHS: readonly string[] = /* @__PURE__ */ PUBLIC_PAGES.map((page) => ROUTES[page].path)

export interface BuildConfig {
  installUrl: string
  siteUrl: string
  /** FAHEEM_INSTALL_TAGS, the campaign tags' template (src/config/install-link.ts); unset: none. */
  installTags?: string
}

function httpsUrl(name: string, value: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be an absolute URL, got ${JSON.stringify(value)}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`)
  }
  return url
}

/**
 * Refuses, with a message that says what to do, a configured link that would open this site's
 * not-found page: a URL on the site's own origin whose path is not one of its pages, or a
 * fragment (`#id`) that is not on every page. Other sites, `mailto:` and `tel:` links pass.
 *
 * @param everyPageIds element ids present on every page (a fragment-only link works anywhere)
 */
export function checkLink(name: string, href: string, siteUrl: string, everyPageIds: readonly string[] = []) {
  const origin = new URL(siteUrl).origin
  const sections =
    everyPageIds.length > 0
      ? `, a section of every page (${everyPageIds.map((id) => `#${id}`).join(', ')})`
      : ''
  const advice = `Point it at one of the site's pages (${PAGE_PATHS.join(', ')})${sections}, an e-mail address (mailto:) or another site.`
  if (href.startsWith('#')) {
    if (everyPageIds.includes(href.slice(1))) return
    throw new Error(`${name} is ${JSON.stringify(href)}, which is not a section of every page. ${advice}`)
  }
  let url: URL
  try {
    url = new URL(href, `${origin}/`)
  } catch {
    throw new Error(`${name} is not a valid link: ${JSON.stringify(href)}. ${advice}`)
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') {
    if (url.pathname === '') throw new Error(`${name} is ${JSON.stringify(href)}, with no address. ${advice}`)
    return
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(
      `${name} must be an http(s), mailto: or tel: link, got ${JSON.stringify(href)}. ${advice}`,
    )
  }
  if (url.origin !== origin) return
  if (!PAGE_PATHS.includes(url.pathname)) {
    throw new Error(
      `${name} is ${JSON.stringify(href)}: that is on this site (${origin}) at ${url.pathname}, which is not one of its pages, so visitors would land on the not-found page. ${advice}`,
    )
  }
}

export function resolveBuildConfig(env: Record<string, string | undefined>): BuildConfig {
  const install = httpsUrl('FAHEEM_INSTALL_URL', env.FAHEEM_INSTALL_URL?.trim() || DEFAULT_INSTALL_URL)
  const origin = httpsUrl('FAHEEM_SITE_URL', env.FAHEEM_SITE_URL?.trim() || DEFAULT_SITE_URL)
  checkLink('FAHEEM_INSTALL_URL', install.href, origin.origin)
  const tags = env.FAHEEM_INSTALL_TAGS?.trim() || undefined
  if (tags) checkInstallTags(tags, install.href)
  return { installUrl: install.href, siteUrl: origin.origin, installTags: tags }
}
