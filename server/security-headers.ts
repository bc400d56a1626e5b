/**
 * The security headers every server we ship sends: the Node server, nginx (deploy/nginx,
 * generated and checked against this list) and static hosts (_headers). One list, no drift.
 * The CSP allows each inline script and style of the build by its hash (server/inline-hashes.ts).
 */
import { type InlineHashes, inlineHashes } from './inline-hashes.ts'

export function contentSecurityPolicy({ scripts, styles }: InlineHashes): string {
  const quoted = (hashes: string[]) => hashes.map((hash) => ` '${hash}'`).join('')
  return [
    "default-src 'self'",
    // The inline scripts of the pages, each allowed by the hash of its bytes: no 'unsafe-inline'.
    `script-src 'self'${quoted(scripts)}`,
    `style-src 'self'${quoted(styles)}`,
    // data: for the favicon, inline in every page (src/layouts/document.astro) so that no request
    // for it competes with the fonts before the first paint.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ')
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy(inlineHashes())

export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
]
