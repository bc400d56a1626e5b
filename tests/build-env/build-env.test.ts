/**
 * The build honours FAHEEM_INSTALL_URL, FAHEEM_INSTALL_TAGS and FAHEEM_SITE_URL (README,
 * "Configuration"): in the suite's one scratch build (test-support/scratch-build.ts: a copy of the
 * repository, dist/ of the other tests left alone), with addresses unlike the defaults and campaign
 * tags (and the hosted editor's saved answer, which no address depends on), and every place
 * that carries one is read back: each call to action (tagged with its name and language, read in
 * the built HTML and, by its accessible name, in Chromium), the footer QR code (decoded from
 * Chromium's picture of it, tagged `qr`), canonical, hreflang, Open Graph, Twitter, JSON-LD (the
 * install URL untagged), the sitemap and robots.txt (the islands' code carries no address since the
 * build is Astro's, and nothing in it may name the defaults). The default addresses appear nowhere
 * in that build.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import { JSDOM } from 'jsdom'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distFiles } from '../../server/dist-files.ts'
import { DEFAULT_INSTALL_URL, DEFAULT_SITE_URL } from '../../src/config/build-config.ts'
import { type CtaName, tagLink } from '../../src/config/install-link.ts'
import { htmlFile, PAGES, type PageId, PUBLIC_PAGES, pagePath, visitPath } from '../../src/config/routes.ts'
import { site } from '../../src/config/site.ts'
import { allWords } from '../../src/content/words.ts'
import { LANGS, type Lang } from '../../src/i18n/lang.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../../test-support/chromium.ts'
import { ctaLabels, pageCtas } from '../../test-support/cta-labels.ts'
import { serveDist } from '../../test-support/launch.ts'
import { SCRATCH_ENV, scratchBuild } from '../../test-support/scratch-build.ts'

const {
  FAHEEM_INSTALL_URL: INSTALL_URL,
  FAHEEM_INSTALL_TAGS: INSTALL_TAGS,
  FAHEEM_SITE_URL: SITE_URL,
} = SCRATCH_ENV
/** The install link as the call to action `cta` in `lang` opens it. */
const linkOf = (cta: CtaName, lang: Lang) => tagLink(INSTALL_URL, INSTALL_TAGS, cta, lang)

/**
 * The company's own pages and the app's privacy policy: fixed addresses (src/config/site.ts), not
 * the site's origin, and no call to action.
 */
const COMPANY_PAGES = [...Object.values(site.company), site.appPrivacyUrl].filter((href) => href !== null)

let dist = ''

beforeAll(async () => {
  expect(INSTALL_URL).not.toBe(DEFAULT_INSTALL_URL)
  expect(SITE_URL).not.toBe(DEFAULT_SITE_URL)
  dist = join(await scratchBuild(), 'dist')
}, 300_000)

const read = (path: string) => readFileSync(join(dist, path), 'utf8')
const load = (page: PageId, lang: Lang) => new JSDOM(read(htmlFile(page, lang))).window.document
const attr = (doc: Document, selector: string, name = 'content') =>
  [...doc.querySelectorAll(selector)].map((element) => element.getAttribute(name))

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s, built with other addresses',
  (page, lang) => {
    it('every call to action opens the install URL tagged with its name and language in a new tab, no opener, no referrer', () => {
      const doc = load(page, lang)
      const labels = ctaLabels(lang)
      const links = [...doc.querySelectorAll('a')]
      const nameOf = (link: HTMLAnchorElement) =>
        (link.getAttribute('aria-label') ?? link.textContent ?? '').replace(/\s+/g, ' ').trim()
      const ctas = links.filter((link) => {
        const href = link.getAttribute('href') ?? ''
        const external = /^https?:/.test(href) && !COMPANY_PAGES.includes(href)
        return external || labels.some((label) => nameOf(link).startsWith(label))
      })
      const expected = pageCtas(lang, page)
      expect(ctas.map((cta) => cta.getAttribute('href'))).toEqual(
        expected.map(({ name }) => linkOf(name, lang)),
      )
      ctas.forEach((cta, index) => {
        expect(nameOf(cta).startsWith(expected[index]?.label ?? '\0'), cta.outerHTML).toBe(true)
      })
      for (const cta of ctas) {
        expect(cta.getAttribute('target')).toBe('_blank')
        expect(cta.getAttribute('rel')?.split(/\s+/)).toEqual(
          expect.arrayContaining(['noopener', 'noreferrer']),
        )
      }
      const install = new URL(INSTALL_URL).origin
      expect(links.filter((link) => link.getAttribute('href')?.startsWith(install))).toEqual(ctas)
    })

    it('canonical, hreflang and Open Graph (which X reads too) use the configured origin', () => {
      const doc = load(page, lang)
      const addresses = [
        ...attr(doc, 'link[rel="canonical"]', 'href'),
        ...attr(doc, 'link[rel="alternate"][hreflang]', 'href'),
        ...attr(doc, 'meta[property="og:url"]'),
        ...attr(doc, 'meta[property="og:image"]'),
      ]
      expect(addresses.length).toBeGreaterThanOrEqual(page === 'not-found' ? 1 : 6)
      for (const address of addresses) expect(address?.startsWith(`${SITE_URL}/`), address ?? '').toBe(true)
      if (page !== 'not-found') {
        expect(attr(doc, 'link[rel="canonical"]', 'href')).toEqual([`${SITE_URL}${pagePath(page, lang)}`])
        expect(attr(doc, 'link[rel="alternate"][hreflang="x-default"]', 'href')).toEqual([
          `${SITE_URL}${pagePath(page, 'ar')}`,
        ])
      }
    })

    it('JSON-LD names the configured origin and install URL, and no other address of ours', () => {
      const doc = load(page, lang)
      const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? ''),
      )
      if (page === 'not-found') return
      expect(blocks.length).toBeGreaterThan(0)
      const urls: string[] = []
      const walk = (value: unknown) => {
        if (typeof value === 'string' && /^https?:\/\//.test(value)) urls.push(value)
        else if (value && typeof value === 'object') Object.values(value).forEach(walk)
      }
      blocks.forEach(walk)
      const ours = urls.filter((url) => !url.startsWith('https://schema.org'))
      // The app's install URL where the page describes the app (not on the privacy notice).
      if (blocks.some((block) => block['@type'] === 'MobileApplication')) expect(ours).toContain(INSTALL_URL)
      expect(ours.some((url) => url.startsWith(`${SITE_URL}/`))).toBe(true)
      for (const url of ours) {
        expect(
          url === INSTALL_URL || url.startsWith(`${SITE_URL}/`) || COMPANY_PAGES.includes(url),
          url,
        ).toBe(true)
      }
    })
  },
)

describe('built with other addresses, in Chromium', () => {
  let browser: Browser
  let served: Awaited<ReturnType<typeof serveDist>>
  beforeAll(async () => {
    served = await serveDist(dist)
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  }, 30_000)
  afterAll(async () => {
    await browser?.close()
    await served?.stop()
  })

  it.each(LANGS)(
    'in %s each call to action, found by its name, carries its own tag, and the QR code `qr`',
    async (lang) => {
      const tab = await browser.newPage({ deviceScaleFactor: 2 })
      for (const page of PUBLIC_PAGES) {
        await tab.goto(`${served.origin}${visitPath(page, lang)}`)
        const seen = new Map<string, number>()
        for (const { name, label } of pageCtas(lang, page)) {
          // Labels repeat (the bundle cards, hero and closing): the nth link of a label is its nth call to action.
          const nth = seen.get(label) ?? 0
          seen.set(label, nth + 1)
          const starts = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
          const link = tab.getByRole('link', { name: starts }).nth(nth)
          expect(await link.getAttribute('href'), `${page}: ${name}`).toBe(linkOf(name, lang))
        }
      }
      await tab.goto(`${served.origin}${visitPath('landing', lang)}`)
      const qr = tab.getByRole('img', { name: allWords(lang).site.footer.qrAlt })
      await qr.scrollIntoViewIfNeeded()
      // The image is lazy: photograph it once it has loaded and decoded.
      await qr.evaluate((image: HTMLImageElement) => image.decode())
      const png = PNG.sync.read(await qr.screenshot())
      expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(linkOf('qr', lang))
      await tab.close()
    },
    30_000,
  )
})

describe('built with other addresses', () => {
  it('the sitemap lists the pages at the configured origin only', () => {
    const xml = new JSDOM(read('sitemap.xml'), { contentType: 'application/xml' }).window.document
    const locs = [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '')
    const alternates = [...xml.getElementsByTagName('xhtml:link')].map(
      (link) => link.getAttribute('href') ?? '',
    )
    expect(locs.sort()).toEqual(
      PUBLIC_PAGES.flatMap((page) => LANGS.map((lang) => `${SITE_URL}${pagePath(page, lang)}`)).sort(),
    )
    expect(alternates.length).toBe(locs.length * 3)
    for (const href of alternates) expect(href.startsWith(`${SITE_URL}/`), href).toBe(true)
  })

  it('robots.txt points at the sitemap on the configured origin', () => {
    expect(read('robots.txt')).toContain(`\nSitemap: ${SITE_URL}/sitemap.xml\n`)
  })

  it('the default addresses appear nowhere in that build (compressed copies included)', () => {
    const found: string[] = []
    for (const file of distFiles(dist)) {
      if (/\.(png|woff2)$/.test(file)) continue
      const bytes = readFileSync(join(dist, file))
      const text = (
        file.endsWith('.br') ? brotliDecompressSync(bytes) : file.endsWith('.gz') ? gunzipSync(bytes) : bytes
      ).toString('utf8')
      // The company's own pages keep their fixed addresses; nothing else may name the defaults.
      let rest = text.replaceAll(DEFAULT_INSTALL_URL, '\u0000install\u0000')
      for (const page of COMPANY_PAGES) rest = rest.replaceAll(page, '')
      if (rest.includes('\u0000install\u0000')) found.push(`${file}: ${DEFAULT_INSTALL_URL}`)
      if (rest.includes(DEFAULT_SITE_URL)) found.push(`${file}: ${DEFAULT_SITE_URL}`)
    }
    expect(found).toEqual([])
  })
})
