/**
 * The site files beside the documents in dist/ (npm test builds first): the sitemap, robots.txt,
 * the web manifest and the share images.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { DIST } from '../../server/dist-files.ts'
import { themeColor } from '../../src/config/brand.ts'
import { PUBLIC_PAGES, pagePath } from '../../src/config/routes.ts'
import { site } from '../../src/config/site.ts'
import { DEFAULT_LANG, LANGS } from '../../src/i18n/lang.ts'
import { requireBuild } from '../../test-support/require-build.ts'

requireBuild()

describe('site files', () => {
  it('sitemap.xml lists every page at its address in each language, each with its alternates', () => {
    const xml = readFileSync(join(DIST, 'sitemap.xml'), 'utf8')
    const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document
    const urlOf = (page: (typeof PUBLIC_PAGES)[number], lang: (typeof LANGS)[number]) =>
      `${site.siteUrl}${pagePath(page, lang)}`
    const entries = [...doc.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      alternates: Object.fromEntries(
        [...url.getElementsByTagName('xhtml:link')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
    }))
    const expected = PUBLIC_PAGES.flatMap((page) =>
      LANGS.map((lang) => ({
        loc: urlOf(page, lang),
        alternates: {
          ...Object.fromEntries(LANGS.map((other) => [other, urlOf(page, other)])),
          'x-default': urlOf(page, DEFAULT_LANG),
        },
      })),
    )
    const byLoc = (a: { loc: string }, b: { loc: string }) => a.loc.localeCompare(b.loc)
    expect(entries.sort(byLoc)).toEqual(expected.sort(byLoc))
    expect(xml).not.toContain('?lang=')
  })

  it('robots.txt allows crawling and points to the sitemap', () => {
    const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`)
  })

  it('the web manifest names the app, its icons and colours', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'site.webmanifest'), 'utf8'))
    expect(manifest.short_name).toBe(site.name.ar)
    expect(manifest.theme_color).toBe(themeColor().light)
    for (const icon of manifest.icons as Array<{ src: string }>)
      expect(existsSync(join(DIST, icon.src))).toBe(true)
  })

  it.each(LANGS)('the %s share image is a 1200 × 630 PNG under 200 kB', (lang) => {
    const png = readFileSync(join(DIST, `share-${lang}.png`))
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(png.readUInt32BE(16)).toBe(1200)
    expect(png.readUInt32BE(20)).toBe(630)
    expect(png.length).toBeLessThan(200_000)
  })
})
