/**
 * The small files around the pages, written into dist/ at build time from the route table and
 * the site configuration: sitemap.xml (with language alternates), robots.txt, site.webmanifest.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { backgroundColor, themeColor } from '../../src/config/brand.ts'
import { PAGES } from '../../src/config/routes.ts'
import { site } from '../../src/config/site.ts'
import { absoluteUrl } from '../../src/document/head.ts'
import { MANIFEST_PATH } from '../../src/document/social.ts'
import { catalogs } from '../../src/i18n/catalogs.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { ICONS } from './share-images.ts'

export function sitemapXml(): string {
  const urls: string[] = []
  for (const page of PAGES) {
    for (const lang of LANGS) {
      const loc = absoluteUrl(page, lang)
      if (!loc) continue
      const alternates = [
        ...LANGS.map(
          (alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${absoluteUrl(page, alt)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(page, 'ar')}"/>`,
      ]
      urls.push(`  <url>\n    <loc>${loc.replaceAll('&', '&amp;')}</loc>\n${alternates.join('\n')}\n  </url>`)
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`
}

export function webManifest(): string {
  const t = catalogs.ar
  return `${JSON.stringify(
    {
      name: `${site.name.ar} | ${site.name.en}`,
      short_name: site.name.ar,
      description: t.landing.meta.description,
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'browser',
      background_color: backgroundColor(),
      theme_color: themeColor().light,
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ...ICONS.filter((icon) => icon.file.startsWith('icon-')).map((icon) => ({
          src: `/${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: 'any maskable',
        })),
      ],
    },
    null,
    2,
  )}\n`
}

export async function writeSiteFiles(distDir: string): Promise<string[]> {
  await writeFile(join(distDir, 'sitemap.xml'), sitemapXml())
  await writeFile(join(distDir, 'robots.txt'), robotsTxt())
  const manifest = MANIFEST_PATH.slice(1)
  await writeFile(join(distDir, manifest), webManifest())
  return ['sitemap.xml', 'robots.txt', manifest]
}
