/**
 * The site files beside the documents in dist/ (npm test builds first): the sitemap, robots.txt,
 * the web manifest and the share images.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { themeColor } from '../../src/config/brand.ts'
import { PUBLIC_PAGES, ROUTES } from '../../src/config/routes.ts'
import { site } from '../../src/config/site.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { dist, requireBuild } from './documents.ts'

requireBuild()

describe('site files', () => {
  it('sitemap.xml lists both pages in both languages with their alternates', () => {
    const xml = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
    const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)
    expect(locs.sort()).toEqual(
      PUBLIC_PAGES.flatMap((page) => [
        `${site.siteUrl}${ROUTES[page].path}`,
        `${site.siteUrl}${ROUTES[page].path}?lang=en`,
      ]).sort(),
    )
    for (const url of doc.getElementsByTagName('url')) {
      const links = [...url.getElementsByTagName('xhtml:link')].map((link) => link.getAttribute('hreflang'))
      expect(links.sort()).toEqual(['ar', 'en', 'x-default'])
    }
  })

  it('robots.txt allows crawling and points to the sitemap', () => {
    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`)
  })

  it('the web manifest names the app, its icons and colours', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'site.webmanifest'), 'utf8'))
    expect(manifest.short_name).toBe(site.name.ar)
    expect(manifest.theme_color).toBe(themeColor().light)
    for (const icon of manifest.icons as Array<{ src: string }>)
      expect(existsSync(join(dist, icon.src))).toBe(true)
  })

  it.each(LANGS)('the %s share image is a 1200 × 630 PNG under 200 kB', (lang) => {
    const png = readFileSync(join(dist, `share-${lang}.png`))
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(png.readUInt32BE(16)).toBe(1200)
    expect(png.readUInt32BE(20)).toBe(630)
    expect(png.length).toBeLessThan(200_000)
  })
})
