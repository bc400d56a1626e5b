/**
 * The favicon inline in every page (src/layouts/document.astro): as `/favicon.svg` it was one more
 * request before the largest paint, Lighthouse's simulated LCP 1.05 → 1.20 s on every page
 * (docs/performance.md).
 */
import { faviconSvg } from '../config/brand.ts'

export function faviconDataUrl(): string {
  const svg = faviconSvg().trim().replaceAll('"', "'")
  // `<` and `>` stay as they are (valid in a quoted attribute, and kept by the URL parser in a
  // data: URL): escaped, they cost the landing page 54 bytes of its first round trip.
  return `data:image/svg+xml,${svg.replace(/[%#{}|\\^`\n\r\t]/g, encodeURIComponent)}`
}
