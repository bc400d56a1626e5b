/**
 * The site's configuration: every link, address and contact detail lives here, once.
 *
 * Two values can be overridden at build time (see README, "Configuration"):
 *   FAHEEM_INSTALL_URL  the app-install link behind every call to action and the footer QR code
 *   FAHEEM_SITE_URL     the public origin, for canonical URLs, hreflang, Open Graph and the sitemap
 * `vite.config.ts` resolves them with `resolveBuildConfig` and injects the result as constants.
 */
import { resolveBuildConfig } from './build-config.ts'

declare const __FAHEEM_INSTALL_URL__: string | undefined
declare const __FAHEEM_SITE_URL__: string | undefined

// Under Vite the constants are replaced at build time; under plain Node (server, scripts)
// the same resolution runs against the environment.
const resolved =
  typeof __FAHEEM_INSTALL_URL__ === 'string' && typeof __FAHEEM_SITE_URL__ === 'string'
    ? { installUrl: __FAHEEM_INSTALL_URL__, siteUrl: __FAHEEM_SITE_URL__ }
    : resolveBuildConfig(typeof process === 'undefined' ? {} : process.env)

export const site = {
  name: { ar: 'فهيم', en: 'Faheem' },
  /** Absolute origin without a trailing slash, e.g. https://faheem.app */
  siteUrl: resolved.siteUrl,
  /** Every call to action opens this, and the footer QR code encodes it. */
  installUrl: resolved.installUrl,
  support: {
    email: 'support@faheem.app',
    /** E.164, used for the tel: link; shown grouped for reading. */
    phone: '+201001234567',
    phoneDisplay: '+20 100 123 4567',
  },
  address: {
    ar: '١٥ شارع قصر النيل، وسط البلد، القاهرة، مصر',
    en: '15 Qasr El Nil Street, Downtown, Cairo, Egypt',
  },
  company: {
    about: 'https://faheem.app/about',
    careers: 'https://faheem.app/careers',
    blog: 'https://faheem.app/blog',
    contact: 'mailto:support@faheem.app',
  },
  copyrightYear: 2025,
  themeColor: '#0e7c7b', // = --color-brand-600 in src/styles/global.css,
} as const

export type Site = typeof site
