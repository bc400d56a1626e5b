/**
 * The small files around the pages, written into dist/ at build time from the route table and
 * the site configuration: sitemap.xml (with language alternates), robots.txt, site.webmanifest.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { backgroundColor, themeColor } from '../../src/config/brand.ts'
import { PAGES } from '../../src/config/routes.ts'
import { site } from '../../src/config/site.ts'
import { allWords } from '../../src/content/words.ts'
import { absoluteUrl } from '../../src/document/head.ts'
import { MANIFEST_PATH } from '../../src/document/social.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { ICONS } from './share-images.ts'

function sitemapXml(): string {
  const urls = PAGES.flatMap((page) =>
    LANGS.flatMap((lang) => {
      const loc = absoluteUrl(page, lang)
      if (!loc) return []
      const alternates = [...LANGS.map((alt) => [alt, alt] as const), ['x-default', 'ar'] as const].map(
        ([hreflang, alt]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(page, alt)}"/>`,
      )
      return `  <url>\n    <loc>${loc.replaceAll('&', '&amp;')}</loc>\n${alternates.join('\n')}\n  </url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

function webManifest(): string {
  const icons = ICONS.filter((icon) => icon.file.startsWith('icon-')).map((icon) => ({
    src: `/${icon.file}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: 'any maskable',
  }))
  const manifest = {
    name: `${site.name.ar} | ${site.name.en}`,
    short_name: site.name.ar,
    description: allWords('ar').landing.meta.description,
    lang: 'ar',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: backgroundColor(),
    theme_color: themeColor().light,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }, ...icons],
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

export async function writeSiteFiles(distDir: string): Promise<string[]> {
  const files = {
    'sitemap.xml': sitemapXml(),
    'robots.txt': `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
    [MANIFEST_PATH.slice(1)]: webManifest(),
  }
  for (const [file, text] of Object.entries(files)) await writeFile(join(distDir, file), text)
  return Object.keys(files)
}
