/**
 * `virtual:install-qr`: the footer's QR code, generated at build time from the configured install
 * URL, so the code and the calls to action can never differ. Emitted as a hashed SVG asset.
 */
import QRCode from 'qrcode'
import type { Plugin } from 'vite'
import { fixed } from '../../src/config/brand.ts'

const ID = 'virtual:install-qr'
const RESOLVED = `\0${ID}`

export function installQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: fixed.qrDark, light: fixed.qrLight },
  })
}

export function installQr(installUrl: string): Plugin {
  let serve = false
  return {
    name: 'faheem:install-qr',
    configResolved(config) {
      serve = config.command === 'serve'
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined
    },
    async load(id) {
      if (id !== RESOLVED) return undefined
      const svg = await installQrSvg(installUrl)
      if (serve) {
        return `export default ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`)}`
      }
      const ref = this.emitFile({ type: 'asset', name: 'install-qr.svg', source: svg })
      return `export default import.meta.ROLLUP_FILE_URL_${ref}`
    },
  }
}
