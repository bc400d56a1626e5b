/**
 * The production build (`npm run build`): the head script and the fonts cut to the copy, then
 * Astro renders every page in both languages to static HTML (src/pages/, astro.config.ts) with
 * its islands' code, then the share images and icons, the sitemap, robots.txt and manifest, the
 * brotli and gzip copies, and `_headers` for static hosts (docs/deploy.md). The install URL and
 * public origin come from the environment (README, "Configuration").
 */
import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { build } from 'astro'
import { site } from '../../src/config/site.ts'
import { writeHeadScript } from './head-script.ts'
import { precompress } from './precompress.ts'
import { writeImages } from './share-images.ts'
import { writeSiteFiles } from './site-files.ts'
import { subsetFonts } from './subset-fonts.ts'

const root = resolve(import.meta.dirname, '../..')
const distDir = resolve(root, 'dist')
const started = performance.now()
process.env.ASTRO_TELEMETRY_DISABLED = '1'

await rm(distDir, { recursive: true, force: true })
// Before Astro: the layout inlines the compiled head script and preloads the cut fonts.
await writeHeadScript()
const fonts = await subsetFonts()
await build({ root, logLevel: 'warn' })
const extras = [...(await writeImages(distDir, site.siteUrl)), ...(await writeSiteFiles(distDir))]
const compressed = await precompress(distDir)
// _headers for static hosts, from the Node server's header list and cache rules;
// imported only now: the CSP they carry hashes the inline scripts of the pages just built.
const { writeStaticHostFiles } = await import('./generate-deploy-config.ts')
await writeStaticHostFiles(distDir)
console.log(
  `build: ${extras.join(', ')}, fonts: ${fonts.join(', ')}, ${compressed} files precompressed, ${Math.round(performance.now() - started)} ms`,
)
