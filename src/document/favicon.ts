/**
 * The favicon inline in every page (src/layouts/document.astro): as `/favicon.svg` it was one more
 * request before the largest paint, Lighthouse's simulated LCP 1.05 → 1.20 s on every page
 * (docs/performance.md).
 */
import { faviconSvg } from '../config/brand.ts'

export function faviconDataUrl(): string {
  const svg = faviconSvg().trim().replaceAll('"', "'")
  // A valid URL (the HTML checker, tests/validity/): every character that is not a URL code point
  // (`<`, `>`, spaces, `#`, `%`…) percent-encoded.
  return `data:image/svg+xml,${svg.replace(/[^\w!$&'()*+,\-./:;=?@~]/g, encodeURIComponent)}`
}
