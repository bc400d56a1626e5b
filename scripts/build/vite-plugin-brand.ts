/**
 * The brand's derived files (src/config/brand.ts is their one source):
 *   - src/generated/brand.css, the `@theme` custom properties with their dark values, written when
 *     Vite starts (dev, build, tests) and imported by src/styles/global.css (not in git);
 *   - /favicon.svg, served by the dev server and emitted into dist/ by the build.
 */
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { faviconSvg, themeCss } from '../../src/config/brand.ts'
import { writeGenerated } from './write-generated.ts'

export const BRAND_CSS = resolve(import.meta.dirname, '../../src/generated/brand.css')

/** Writes src/generated/brand.css if its content changed. */
export function writeBrandCss(): void {
  writeGenerated(BRAND_CSS, themeCss())
}

export function brandTokens(): Plugin {
  return {
    name: 'faheem:brand',
    config() {
      writeBrandCss()
    },
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8')
        res.end(faviconSvg())
      })
    },
    generateBundle() {
      // The client build only: the SSR bundle does not copy public files either.
      if (this.environment.config.consumer !== 'client') return
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: faviconSvg() })
    },
  }
}
