/**
 * The structured data (JSON-LD) of the prerendered documents (npm test builds first): the
 * organisation and the app with its EGP offers on the landing and pricing pages, in both
 * languages, only schema.org properties their types have; the organisation alone on the privacy
 * notice; none on the not-found page.
 */
import { describe, expect, it } from 'vitest'
import { type PageId, pagePath } from '../../src/config/routes.ts'
import { site } from '../../src/config/site.ts'
import { PLANS } from '../../src/content/pricing.ts'
import { allWords } from '../../src/content/words.ts'
import { structuredData } from '../../src/document/structured-data.ts'
import { LANGS, type Lang } from '../../src/i18n/lang.ts'
import { load } from '../../test-support/built.ts'
import { requireBuild } from '../../test-support/require-build.ts'

requireBuild()

describe('structured data (JSON-LD)', () => {
  const jsonLd = (page: PageId, lang: Lang) =>
    [...load(page, lang).querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    )

  /** The schema.org properties each type may carry (from schema.org's definitions of these types). */
  const ALLOWED: Record<string, string[]> = {
    Organization: [
      '@context',
      '@type',
      '@id',
      'name',
      'alternateName',
      'url',
      'logo',
      'address',
      'contactPoint',
    ],
    MobileApplication: [
      '@context',
      '@type',
      'name',
      'description',
      'applicationCategory',
      'operatingSystem',
      'inLanguage',
      'installUrl',
      'featureList',
      'publisher',
      'offers',
    ],
    Offer: ['@type', 'name', 'price', 'priceCurrency', 'url'],
    PostalAddress: ['@type', 'streetAddress', 'addressLocality', 'addressCountry'],
    ContactPoint: ['@type', 'contactType', 'email', 'telephone', 'areaServed', 'availableLanguage'],
  }
  function validate(node: unknown, path: string) {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        validate(item, `${path}[${index}]`)
      })
      return
    }
    if (!node || typeof node !== 'object') return
    const object = node as Record<string, unknown>
    const type = object['@type']
    if (typeof type === 'string') {
      const allowed = ALLOWED[type]
      expect(allowed, `${path}: unknown type ${type}`).toBeDefined()
      for (const key of Object.keys(object)) expect(allowed, `${path}.${key} on ${type}`).toContain(key)
    }
    for (const [key, value] of Object.entries(object)) validate(value, `${path}.${key}`)
  }

  it.each(LANGS)(
    'landing and pricing in %s describe the organisation and the app with EGP offers',
    (lang) => {
      for (const page of ['landing', 'pricing'] as const) {
        const data = jsonLd(page, lang)
        expect(data.map((item) => item['@type'])).toEqual(['Organization', 'MobileApplication'])
        for (const item of data) {
          expect(item['@context']).toBe('https://schema.org')
          validate(item, item['@type'] as string)
        }
        const [org, app] = data as [Record<string, unknown>, Record<string, unknown>]
        expect((org.contactPoint as Record<string, unknown>).email).toBe(site.support.email)
        expect((org.contactPoint as Record<string, unknown>).telephone).toBe(site.support.phone)
        // The offers are the bundles, named and priced as on their cards (prices from the data module).
        const offers = app.offers as Array<Record<string, string>>
        expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual(
          PLANS.map((plan) => [allWords(lang).glossary.bundles[plan.id], plan.price.toFixed(2), 'EGP']),
        )
        // Only the platforms the owner names: mobile and the web (no store, no OS of our own).
        expect(app.operatingSystem).toBe('Mobile, Web')
        // The organisation's address is the site's origin, whatever the page's language.
        expect(org.url).toBe(`${site.siteUrl}${pagePath('landing', 'ar')}`)
        expect(JSON.stringify(data)).not.toContain('aggregateRating')
        expect(JSON.stringify(data)).not.toContain('FAQPage')
      }
    },
  )

  it.each(LANGS)(
    'the privacy notice in %s describes the organisation only: it is about the website',
    (lang) => {
      const data = jsonLd('privacy', lang)
      expect(data).toEqual(JSON.parse(JSON.stringify(structuredData('privacy', lang))))
      for (const item of data) validate(item, item['@type'] as string)
    },
  )

  it('the not-found page carries none', () => {
    expect(jsonLd('not-found', 'ar')).toEqual([])
  })
})
