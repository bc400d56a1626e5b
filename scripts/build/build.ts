/**
 * The production build: client bundle, SSR bundle, prerendered HTML (6 files), precompression.
 * `npm run build`; the install URL and public origin come from the environment (README).
 */
import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { build } from 'vite'
import { site } from '../../src/config/site.ts'
import { writeHeadScript } from './head-script.ts'
import { precompress } from './precompress.ts'
import { prerender } from './prerender.ts'
import { writeImages } from './share-images.ts'
import { writeSiteFiles } from './site-files.ts'
import { subsetFonts } from './subset-fonts.ts'

const root = resolve(import.meta.dirname, '../..')
const distDir = resolve(root, 'dist')
const ssrDir = resolve(root, 'dist-ssr')
const started = performance.now()

await rm(distDir, { recursive: true, force: true })
// First: the head script of this build, which the security headers hash (server/head-script-hash.ts).
await writeHeadScript()
// Imported only now, so that the security headers it reads hash the script just written.
const { writeStaticHostFiles } = await import('./generate-deploy-config.ts')
const fonts = await subsetFonts()
await build({ root, logLevel: 'warn' })
await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { input: 'src/entry-server.tsx' },
  },
})
const pages = await prerender(distDir, ssrDir)
const extras = [...(await writeImages(distDir, site.siteUrl)), ...(await writeSiteFiles(distDir))]
const compressed = await precompress(distDir)
// _headers and _redirects for static hosts, from the Node server's header list and cache rules.
await writeStaticHostFiles(distDir)
console.log(
  `build: ${pages.length} pages (${pages.join(', ')}), ${extras.join(', ')}, fonts: ${fonts.join(', ')}, ${compressed} files precompressed, ${Math.round(performance.now() - started)} ms`,
)
