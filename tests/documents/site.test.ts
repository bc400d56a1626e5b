/**
 * What every page of the route table holds in its served HTML, in both languages (moved from the
 * browser: the README, "Tests", lists each move): the navigation bar and the footer (contact
 * details, company pages, the privacy notice linked from every footer), one h1 and an ordered
 * outline, the not-found page whole without a script; every call to action opening the install
 * link in a new tab with no opener and no referrer, named for the app, and nothing else opening a
 * new tab; the buttons the privacy notice names, and the referrer policy every page is served
 * with; the footer QR code, decoded from the built image.
 */
import { Resvg } from '@resvg/resvg-js'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { DIST } from '../../server/dist-files.ts'
import { inlineHashes } from '../../server/inline-hashes.ts'
import { securityHeaders } from '../../server/security-headers.ts'
import { PAGES, type PageId, pagePath, visitPath } from '../../src/config/routes.ts'
import { site } from '../../src/config/site.ts'
import { allWords } from '../../src/content/words.ts'
import { NOTICE_SECTIONS } from '../../src/features/privacy/data/facts.ts'
import { LANGS, otherLang } from '../../src/i18n/lang.ts'
import { built } from '../../test-support/built.ts'
import { ctaLabels, expectedCtas } from '../../test-support/cta-labels.ts'
import { requireBuild } from '../../test-support/require-build.ts'
import { named, screenOf, startingWith, textOf, words } from './as-read.ts'

/**
 * Links to other hosts that are not calls to action: the company's own pages and the app's privacy
 * policy (src/config/site.ts), same tab.
 */
const COMPANY_PAGES = new Set<string | null>([...Object.values(site.company), site.appPrivacyUrl])

/** The words that say a link leads to the app, in each language. */
const NAMES_THE_APP = { ar: /التطبيق/, en: /\bthe app\b/ } as const

const PAGES_IN_LANGS = PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const))

requireBuild()

describe.each(PAGES_IN_LANGS)('%s in %s, as served', (page, lang) => {
  const { document, screen } = screenOf(page, lang)
  const t = allWords(lang).site

  it('every call to action opens the install link in a new tab, no opener, no referrer, and says it leads to the app', () => {
    const labels = ctaLabels(lang)
    const links = [...document.querySelectorAll('a')]
    const isCta = (link: HTMLAnchorElement) => {
      const name = link.getAttribute('aria-label') ?? textOf(link)
      if (labels.some((label) => name.startsWith(words(label)))) return true
      const href = link.getAttribute('href') ?? ''
      // Any link to another host is a call to action, unless it is one of the company's pages.
      return /^https?:/.test(href) && !COMPANY_PAGES.has(href)
    }
    const ctas = links.filter(isCta)
    expect(ctas.length).toBeGreaterThanOrEqual(expectedCtas(lang, page).length)
    for (const cta of ctas) {
      const html = cta.outerHTML.slice(0, 160)
      expect(
        {
          href: cta.getAttribute('href'),
          target: cta.getAttribute('target'),
          referrerPolicy: cta.getAttribute('referrerpolicy'),
        },
        html,
      ).toEqual({ href: site.installUrl, target: '_blank', referrerPolicy: 'no-referrer' })
      expect((cta.getAttribute('rel') ?? '').split(/\s+/), html).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      )
    }
    // The install link is only ever behind a call to action, and nothing else opens a new tab.
    expect(links.filter((link) => link.getAttribute('href') === site.installUrl)).toEqual(ctas)
    expect(links.filter((link) => link.hasAttribute('target'))).toEqual(ctas)
    // Each says where it leads: its accessible name, what a screen reader announces, names the app.
    const toTheApp = screen.queryAllByRole('link', { name: NAMES_THE_APP[lang] })
    for (const cta of ctas) expect(toTheApp, cta.outerHTML.slice(0, 160)).toContain(cta)
    // The ones the page must have, found as a visitor finds them: by role and name.
    for (const label of expectedCtas(lang, page)) {
      const found = screen.queryAllByRole('link', {
        name: (name: string) => startingWith(words(label)).test(words(name)),
      })
      expect(found.length, label).toBeGreaterThanOrEqual(1)
      for (const link of found) expect(link.getAttribute('href'), label).toBe(site.installUrl)
    }
  })

  it('has one h1 and an ordered outline', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const levels = [...document.querySelectorAll('main h1, main h2, main h3, main h4')].map((heading) =>
      Number(heading.tagName.slice(1)),
    )
    for (let index = 1; index < levels.length; index++) {
      expect(levels[index] ?? 0, `heading ${index}`).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1)
    }
  })

  it('its footer links the privacy notice, and its navigation bar the home and pricing pages', () => {
    const footer = screen.getByRole('contentinfo')
    const notice = [...footer.querySelectorAll('a')].filter(
      (link) => textOf(link) === words(t.footer.privacy),
    )
    expect(notice.map((link) => link.getAttribute('href'))).toEqual([pagePath('privacy', lang)])
    expect(screen.getByRole('link', { name: t.homeLink }).getAttribute('href')).toBe(
      pagePath('landing', lang),
    )
    const nav = screen.getByRole('navigation', { name: t.nav.label })
    const pricing = [...nav.querySelectorAll('a')].filter((link) => textOf(link) === words(t.nav.pricing))
    // On the pricing page itself the bar does not link it.
    expect(pricing.map((link) => link.getAttribute('href'))).toEqual(
      page === 'pricing' ? [] : [pagePath('pricing', lang)],
    )
    const tryIt = [...nav.querySelectorAll('a')].filter((link) =>
      textOf(link).startsWith(words(t.nav.tryCta)),
    )
    expect(tryIt.map((link) => link.getAttribute('href'))).toEqual([site.installUrl])
    // The switch, named in the other language's own name (its address: language-switch.test.ts).
    expect(screen.getAllByRole('link', { name: allWords(otherLang(lang)).site.nav.switchTo })).toHaveLength(1)
  })
})

describe.each(LANGS)('the site chrome in %s', (lang) => {
  const t = allWords(lang).site
  const footerOf = (page: PageId) => screenOf(page, lang).screen.getByRole('contentinfo')
  const linksIn = (element: HTMLElement, name: string) =>
    [...element.querySelectorAll('a')].filter((link) => textOf(link) === words(name))

  it('the landing footer: about, platform links to real sections, contact links, company links, © 2025', () => {
    const { document } = screenOf('landing', lang)
    const footer = footerOf('landing')
    expect(textOf(footer)).toContain(words(t.footer.about))
    const platform = footer.querySelector(`nav[aria-label="${t.footer.platform}"]`) as HTMLElement
    for (const [name, target] of [
      [t.footer.features, '#features'],
      [t.footer.howItWorks, '#how-it-works'],
      [t.footer.faq, '#faq'],
    ] as const) {
      expect(linksIn(platform, name).map((link) => link.getAttribute('href'))).toEqual([target])
      expect(document.querySelectorAll(target)).toHaveLength(1)
    }
    expect(linksIn(platform, t.footer.pricing).map((link) => link.getAttribute('href'))).toEqual([
      pagePath('pricing', lang),
    ])
    expect(linksIn(footer, site.support.email).map((link) => link.getAttribute('href'))).toEqual([
      `mailto:${site.support.email}`,
    ])
    const phone = footer.querySelector(`a[href="tel:${site.support.phone}"]`)
    expect(phone).not.toBeNull()
    // Its digits read left to right inside the page (on screen: e2e/chrome.spec.ts).
    expect(phone?.querySelector('bdi')?.getAttribute('dir')).toBe('ltr')
    expect(textOf(footer)).toContain(words(site.address[lang]))
    const company = footer.querySelector(`nav[aria-label="${t.footer.company}"]`) as HTMLElement
    expect(linksIn(company, t.footer.about_).map((link) => link.getAttribute('href'))).toEqual([
      site.company.about,
    ])
    // A company page that does not exist yet is named as plain text that says so: no link.
    for (const [key, label, notYet] of [
      ['careers', t.footer.careers, t.footer.careersNotYet],
      ['blog', t.footer.blog, t.footer.blogNotYet],
    ] as const) {
      const href = site.company[key]
      const links = [...company.querySelectorAll('a')].filter((link) => textOf(link).includes(words(label)))
      if (href) expect(links.map((link) => link.getAttribute('href'))).toEqual([href])
      else {
        expect([...company.querySelectorAll('*')].map(textOf)).toContain(words(notYet))
        expect(links).toEqual([])
      }
    }
    expect(linksIn(company, t.footer.contactUs).map((link) => link.getAttribute('href'))).toEqual([
      site.company.contact,
    ])
    expect(textOf(footer)).toContain(lang === 'ar' ? '© ٢٠٢٥' : '© 2025')
  })

  it('the pricing page shares the footer, its platform links leading to the landing page’s sections, without the QR code', () => {
    const footer = footerOf('pricing')
    const platform = footer.querySelector(`nav[aria-label="${t.footer.platform}"]`) as HTMLElement
    expect(linksIn(platform, t.footer.features).map((link) => link.getAttribute('href'))).toEqual([
      `${pagePath('landing', lang)}#features`,
    ])
    expect(linksIn(platform, t.footer.pricing).map((link) => link.getAttribute('href'))).toEqual([
      pagePath('pricing', lang),
    ])
    expect(footer.querySelectorAll('img')).toHaveLength(0)
    expect(screenOf('pricing', lang).document.querySelector(`img[alt="${t.footer.qrAlt}"]`)).toBeNull()
  })

  it('the not-found page is whole without a script: its heading, 404 in the page digits, the way home', () => {
    const { screen } = screenOf('not-found', lang)
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toContain(words(t.notFound.heading))
    expect(textOf(screen.getByRole('main'))).toContain(lang === 'ar' ? '٤٠٤' : '404')
    const home = screen.getByRole('link', { name: named(t.notFound.home) })
    expect(home.getAttribute('href')).toBe(visitPath('landing', lang))
  })

  it('the footer QR code decodes to the install link', () => {
    const { document } = screenOf('landing', lang)
    const image = document.querySelector(`footer img[alt="${t.footer.qrAlt}"]`)
    const source = image?.getAttribute('src') ?? ''
    expect(source).toMatch(/^\/assets\/.+\.svg$/)
    const png = PNG.sync.read(
      new Resvg(built(source.slice(1)), { fitTo: { mode: 'width', value: 400 }, background: 'white' })
        .render()
        .asPng(),
    )
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(site.installUrl)
  })

  it('the buttons the privacy notice names exist on the landing page, each opening the install link', () => {
    const notice = screenOf('privacy', lang).document
    const names = [...notice.querySelectorAll(`#${NOTICE_SECTIONS.leaving} b`)].map(textOf)
    expect(names).toEqual([t.footer.qrTitle, t.nav.tryCta].map(words))
    const { screen } = screenOf('landing', lang)
    for (const name of names) {
      const buttons = screen.queryAllByRole('link', { name: (text: string) => words(text).startsWith(name) })
      expect(buttons.length, name).toBeGreaterThan(0)
      for (const button of buttons) expect(button.getAttribute('href')).toBe(site.installUrl)
    }
  })
})

it('every page is served with no referrer at all (the header both servers send: tests/contract/headers.test.ts)', () => {
  const headers = new Map(
    securityHeaders(inlineHashes(DIST)).map(([name, value]) => [name.toLowerCase(), value]),
  )
  expect(headers.get('referrer-policy')).toBe('no-referrer')
})
