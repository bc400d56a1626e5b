/**
 * JSON-LD for search engines: the organisation behind Faheem and the app with its features and
 * its offers in Egyptian pounds, read from the pricing data module. Every name comes from the
 * glossary (content/words/glossary.<lang>.json), as on the page. No aggregateRating (the 3.8 rating
 * has no count or source) and no FAQ markup.
 */

import type { PageId } from '../config/routes.ts'
import { site } from '../config/site.ts'
import { PLANS } from '../content/pricing.ts'
import { allWords } from '../content/words.ts'
import { LANGS, type Lang, otherLangs } from '../i18n/lang.ts'

/** The platforms the owner names, and nothing more. */
const OPERATING_SYSTEMS = 'Mobile, Web'

function organization(lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.name[lang],
    alternateName: otherLangs(lang)
      .map((other) => site.name[other])
      .join(', '),
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}/icon-512.png`,
    // Its e-mail and phone are its contact point's (below), written once.
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address[lang],
      addressLocality: lang === 'ar' ? 'القاهرة' : 'Cairo',
      addressCountry: 'EG',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: site.support.email,
      telephone: site.support.phone,
      areaServed: 'EG',
      availableLanguage: [...LANGS],
    },
  }
}

function application(lang: Lang) {
  const t = allWords(lang)
  return {
    '@context': 'https://schema.org',
    '@type': 'MobileApplication',
    name: site.name[lang],
    description: t.landing.meta.description,
    applicationCategory: 'EducationalApplication',
    // What the owner states: the app is on mobile and on the web (no store or OS is named).
    operatingSystem: OPERATING_SYSTEMS,
    inLanguage: [...LANGS],
    installUrl: site.installUrl,
    featureList: Object.values(t.glossary.features),
    publisher: { '@id': `${site.siteUrl}/#organization` },
    offers: PLANS.map((plan) => ({
      '@type': 'Offer',
      name: t.glossary.bundles[plan.id],
      price: plan.price.toFixed(2),
      priceCurrency: 'EGP',
      url: site.installUrl,
    })),
  }
}

/**
 * The JSON-LD objects of a page: the organisation everywhere indexable, the app where it is sold
 * (not on the privacy notice, which is about the website, not the app).
 */
export function structuredData(page: PageId, lang: Lang): object[] {
  if (page === 'not-found') return []
  if (page === 'privacy') return [organization(lang)]
  return [organization(lang), application(lang)]
}
