/**
 * The site's Vite plugins and constants, for Astro (scripts/build/integration.ts) and for Vitest
 * (vitest.config.ts), so a component test renders what a page renders:
 * - src/generated/brand.css (the `@theme` tokens and their dark values, src/config/brand.ts) and
 *   src/generated/icons.css (the icons' sprite, src/components/ui/icon-shapes.ts), written when
 *   Vite starts and only if changed (an unchanged file keeps Vite's cache and watchers quiet),
 *   imported by src/styles/global.css;
 * - /favicon.svg, served by the dev server and emitted into dist/ by the build;
 * - `virtual:install-qr`: the footer's QR code of the configured install URL, a hashed SVG asset,
 *   so the code and the calls to action can never differ.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import QRCode from 'qrcode'
import type { Plugin } from 'vite'
import { iconCss } from '../../src/components/ui/icon-shapes.ts'
import { faviconSvg, fixed, themeCss } from '../../src/config/brand.ts'
import type { BuildConfig } from '../../src/config/build-config.ts'

const GENERATED = resolve(import.meta.dirname, '../../src/generated')
const QR_MODULE = 'virtual:install-qr'

function writeIfChanged(file: string, content: string): void {
  let current = ''
  try {
    current = readFileSync(file, 'utf8')
  } catch {}
  if (current === content) return
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

function faheemFiles(installUrl: string): Plugin {
  let serve = false
  return {
    name: 'faheem:files',
    config() {
      writeIfChanged(resolve(GENERATED, 'brand.css'), themeCss())
      writeIfChanged(resolve(GENERATED, 'icons.css'), iconCss())
    },
    configResolved(config) {
      serve = config.command === 'serve'
    },
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8')
        res.end(faviconSvg())
      })
    },
    resolveId(id) {
      return id === QR_MODULE ? `\0${QR_MODULE}` : undefined
    },
    async load(id) {
      if (id !== `\0${QR_MODULE}`) return undefined
      const color = { dark: fixed.qrDark, light: fixed.qrLight }
      const svg = await QRCode.toString(installUrl, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
        color,
      })
      if (serve) return `export default ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`)}`
      const ref = this.emitFile({ type: 'asset', name: 'install-qr.svg', source: svg })
      return `export default import.meta.ROLLUP_FILE_URL_${ref}`
    },
    generateBundle() {
      // The client build only: the SSR bundle does not copy public files either.
      if (this.environment.config.consumer !== 'client') return
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: faviconSvg() })
    },
  }
}

/** The plugins and the build's values as constants (src/config/site.ts reads them). */
export function viteConfig(config: BuildConfig) {
  return {
    plugins: [faheemFiles(config.installUrl), tailwindcss()],
    define: {
      __FAHEEM_INSTALL_URL__: JSON.stringify(config.installUrl),
      __FAHEEM_SITE_URL__: JSON.stringify(config.siteUrl),
    },
  }
}
