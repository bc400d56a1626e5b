/** The favicon inline in every page (src/layouts/document.astro): no request for it before the fonts. */
import { faviconSvg } from '../config/brand.ts'

export function faviconDataUrl(): string {
  const svg = faviconSvg().trim().replaceAll('"', "'")
  return `data:image/svg+xml,${svg.replace(/[%#<>{}|\\^`\n\r\t]/g, encodeURIComponent)}`
}
