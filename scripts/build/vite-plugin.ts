/**
 * The site's Vite plugins and constants, for Astro (integration.ts) and Vitest (vitest.config.ts):
 * the tokens of src/config/brand.ts and the icons of src/components/ui/icon-shapes.ts as CSS in
 * src/generated/, written as Vite starts if changed; /favicon.svg; `virtual:install-qr`, the QR code
 * of the configured install link (tagged `qr` in each language) as a hashed SVG a language, one
 * where both are the same, so it and the calls to action never differ.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import QRCode from 'qrcode'
import type { Plugin } from 'vite'
import { iconCss } from '../../src/components/ui/icon-shapes.ts'
import { faviconSvg, fixed, themeCss } from '../../src/config/brand.ts'
import type { BuildConfig } from '../../src/config/build-config.ts'
import { tagLink } from '../../src/config/install-link.ts'
import { LANGS } from '../../src/i18n/lang.ts'

const GENERATED = resolve(import.meta.dirname, '../../src/generated')
const QR_MODULE = 'virtual:install-qr'

function writeIfChanged(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

function faheemFiles(config: BuildConfig): Plugin {
  return {
    name: 'faheem:files',
    config() {
      writeIfChanged(resolve(GENERATED, 'brand.css'), themeCss())
      writeIfChanged(resolve(GENERATED, 'icons.css'), iconCss())
    },
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8')
        res.end(faviconSvg())
      })
    },
    resolveId: (id) => (id === QR_MODULE ? `\0${QR_MODULE}` : undefined),
    async load(id) {
      if (id !== `\0${QR_MODULE}`) return undefined
      const color = { dark: fixed.qrDark, light: fixed.qrLight }
      const refs = new Map<string, string>()
      const entries = LANGS.map(async (lang) => {
        const url = tagLink(config.installUrl, config.installTags ?? '', 'qr', lang)
        const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color })
        if (this.environment.mode === 'dev')
          return `${lang}: ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`)}`
        if (!refs.has(svg))
          refs.set(svg, this.emitFile({ type: 'asset', name: 'install-qr.svg', source: svg }))
        return `${lang}: import.meta.ROLLUP_FILE_URL_${refs.get(svg)}`
      })
      return `export default { ${(await Promise.all(entries)).join(', ')} }`
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
    plugins: [faheemFiles(config), tailwindcss()],
    define: {
      __FAHEEM_INSTALL_URL__: JSON.stringify(config.installUrl),
      __FAHEEM_INSTALL_TAGS__: JSON.stringify(config.installTags ?? ''),
      __FAHEEM_SITE_URL__: JSON.stringify(config.siteUrl),
    },
  }
}
