/**
 * The site's configuration: every link and address lives here, once; the contact details are
 * content (content/contact.json, through src/content/contact.ts).
 *
 * Three values can be set at build time (see README, "Configuration"):
 *   FAHEEM_INSTALL_URL  the app-install link behind every call to action and the footer QR code
 *   FAHEEM_INSTALL_TAGS the campaign tags those links add, by button and language (none by default)
 *   FAHEEM_SITE_URL     the public origin, for canonical URLs, hreflang, Open Graph and the sitemap
 * `astro.config.ts` (and `vitest.config.ts`) resolve them with `resolveBuildConfig`, and
 * scripts/build/vite-plugin.ts injects the result as constants.
 */

import { contact } from '#src/content/contact.ts'
import { brand } from './brand.ts'
import { checkLink, resolveBuildConfig } from './build-config.ts'
import { SECTION_IDS } from './section-ids.ts'

declare const __FAHEEM_INSTALL_URL__: string | undefined
declare const __FAHEEM_SITE_URL__: string | undefined
declare const __FAHEEM_INSTALL_TAGS__: string | undefined

/** The footer's company links, in the order shown: `null` where the page does not exist yet. */
interface CompanyLinks {
  about: string
  careers: string | null
  blog: string | null
  contact: string
}

// Under Vite the constants are replaced at build time; under plain Node (server, scripts)
// the same resolution runs against the environment.
const resolved =
  typeof __FAHEEM_INSTALL_URL__ === 'string' && typeof __FAHEEM_SITE_URL__ === 'string'
    ? {
        installUrl: __FAHEEM_INSTALL_URL__,
        siteUrl: __FAHEEM_SITE_URL__,
        installTags: __FAHEEM_INSTALL_TAGS__,
      }
    : resolveBuildConfig(typeof process === 'undefined' ? {} : process.env)

export const site = {
  name: brand.name,
  /** Absolute origin without a trailing slash, e.g. https://faheem.app */
  siteUrl: resolved.siteUrl,
  /** Every call to action opens this, and the footer QR code encodes it (tagged, with `installTags`). */
  installUrl: resolved.installUrl,
  /** The campaign tags' template ('' for none): each call to action adds it (src/config/install-link.ts). */
  installTags: resolved.installTags ?? '',
  /** Support's e-mail and phone (E.164 for the tel: link, and as shown), and the Cairo address: content/contact.json. */
  support: { email: contact.email, phone: contact.phone, phoneDisplay: contact.phoneDisplay },
  address: contact.address,
  /**
   * The footer's company links. About points to the footer's about text (on every page), contact
   * opens an email to support. No careers page or blog exists yet: `null` shows the name as plain
   * text that says so, never a link with nowhere to go. Give an address when its page exists; the
   * build refuses one that would open this site's not-found page.
   */
  company: {
    about: `#${SECTION_IDS.about}`,
    careers: null,
    blog: null,
    contact: `mailto:${contact.email}`,
  } satisfies CompanyLinks as CompanyLinks,
  /**
   * The app's own privacy policy on the web, for the privacy notice (src/features/privacy/) to
   * link: `null` while it has none, and the notice says the policy is in the app, with no link.
   * The build refuses an address on this site that is not one of its pages.
   */
  appPrivacyUrl: null as string | null,
  copyrightYear: 2025,
} as const

// Refuse to build (Astro's config loads this through scripts/build/integration.ts) with a company
// link, or the app's privacy policy, that leads nowhere.
// Where Vite defined the build's values (the bundles), the build has checked already: the check
// and its messages then fold away instead of shipping in every page's code.
if (typeof __FAHEEM_INSTALL_URL__ !== 'string') {
  for (const [key, href] of Object.entries(site.company)) {
    if (href === null) continue
    checkLink(`site.company.${key} (src/config/site.ts)`, href, site.siteUrl, [
      SECTION_IDS.about,
      SECTION_IDS.main,
    ])
  }
  if (site.appPrivacyUrl !== null) {
    checkLink('site.appPrivacyUrl (src/config/site.ts)', site.appPrivacyUrl, site.siteUrl)
  }
}
