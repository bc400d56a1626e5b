import { describe, expect, it } from 'vitest'
import {
  checkLink,
  DEFAULT_INSTALL_URL,
  DEFAULT_SITE_URL,
  PAGE_PATHS,
  resolveBuildConfig,
} from './build-config.ts'
import { MISSING_PATH, PUBLIC_PAGES, pagePath } from './routes.ts'

describe('resolveBuildConfig', () => {
  it('uses the defaults when nothing is set', () => {
    expect(resolveBuildConfig({})).toEqual({ installUrl: DEFAULT_INSTALL_URL, siteUrl: DEFAULT_SITE_URL })
  })

  it('the default install URL lies outside the default site origin', () => {
    expect(new URL(DEFAULT_INSTALL_URL).origin).not.toBe(new URL(DEFAULT_SITE_URL).origin)
  })

  it.each([
    [{ FAHEEM_INSTALL_URL: 'https://example.org/get?x=1' }, 'https://example.org/get?x=1', DEFAULT_SITE_URL],
    [{ FAHEEM_SITE_URL: 'https://www.faheem.eg/some/path' }, DEFAULT_INSTALL_URL, 'https://www.faheem.eg'],
    [{ FAHEEM_INSTALL_URL: '  ', FAHEEM_SITE_URL: '' }, DEFAULT_INSTALL_URL, DEFAULT_SITE_URL],
    // Into the site's origin, but at one of its pages: allowed.
    [{ FAHEEM_INSTALL_URL: 'https://faheem.app/pricing' }, 'https://faheem.app/pricing', DEFAULT_SITE_URL],
    // The old default, once the site is served from another origin, is someone else's page.
    [
      { FAHEEM_INSTALL_URL: 'https://faheem.app/download', FAHEEM_SITE_URL: 'https://www.faheem.eg' },
      'https://faheem.app/download',
      'https://www.faheem.eg',
    ],
  ])('%j → install %s, site %s', (env, installUrl, siteUrl) => {
    expect(resolveBuildConfig(env)).toEqual({ installUrl, siteUrl })
  })

  it.each([
    [{ FAHEEM_INSTALL_URL: 'not a url' }, /FAHEEM_INSTALL_URL must be an absolute URL/],
    [{ FAHEEM_INSTALL_URL: 'javascript:alert(1)' }, /FAHEEM_INSTALL_URL must be an http\(s\) URL/],
    [{ FAHEEM_SITE_URL: 'ftp://faheem.app' }, /FAHEEM_SITE_URL must be an http\(s\) URL/],
    // The install link on the site's own origin, at a path that is no page.
    [{ FAHEEM_INSTALL_URL: 'https://faheem.app/download' }, /FAHEEM_INSTALL_URL .*not one of its pages/],
    [
      { FAHEEM_INSTALL_URL: 'https://www.faheem.eg/app', FAHEEM_SITE_URL: 'https://www.faheem.eg' },
      /on this site \(https:\/\/www\.faheem\.eg\) at \/app, which is not one of its pages/,
    ],
    [{ FAHEEM_INSTALL_URL: 'https://faheem.app/pricing/' }, /not one of its pages/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => resolveBuildConfig(env)).toThrow(message)
  })
})

describe('checkLink (company links and the install link)', () => {
  const site = 'https://faheem.app'
  const everyPage = ['about', 'main']
  /** Paths no route has: under the address tools open the not-found page at (src/config/routes.ts). */
  const nowhere = (name: string) => `${MISSING_PATH}/${name}`

  it('knows the pages from the route table, the Arabic address of each', () => {
    expect(PAGE_PATHS).toEqual(PUBLIC_PAGES.map((page) => pagePath(page, 'ar')))
    expect(PAGE_PATHS).toContain('/')
  })

  it.each([
    'https://faheem.app/',
    ...PAGE_PATHS.map((path) => `https://faheem.app${path}`),
    'https://faheem.app/?lang=en#faq',
    '/pricing?lang=en',
    '#about',
    'mailto:support@faheem.app',
    'mailto:support@faheem.app?subject=Careers',
    'tel:+201001234567',
    'https://careers.example.org/faheem',
    'https://blog.faheem.app/',
  ])('accepts %s', (href) => {
    expect(() => checkLink('link', href, site, everyPage)).not.toThrow()
  })

  it.each([
    [
      `https://faheem.app${nowhere('about')}`,
      /link is "https:\/\/faheem\.app\/missing-page\/about": that is on this site .* not one of its pages/,
    ],
    [`https://faheem.app${nowhere('careers')}`, /at \/missing-page\/careers, which is not one of its pages/],
    [`https://faheem.app${nowhere('blog')}`, /not-found page/],
    [nowhere('download'), /at \/missing-page\/download, which is not one of its pages/],
    ['#team', /not a section of every page/],
    ['mailto:', /with no address/],
    ['javascript:alert(1)', /must be an http\(s\), mailto: or tel: link/],
    ['ftp://faheem.app/about', /must be an http\(s\), mailto: or tel: link/],
  ])('refuses %s, saying where to point it instead', (href, message) => {
    expect(() => checkLink('link', href, site, everyPage)).toThrow(message)
    expect(() => checkLink('link', href, site, everyPage)).toThrow(
      `Point it at one of the site's pages (${PAGE_PATHS.join(', ')})`,
    )
  })
})
