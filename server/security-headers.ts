/**
 * The security headers every server we ship sends: the Node server, nginx (deploy/nginx,
 * generated and checked against this list) and static hosts (_headers). One list, no drift.
 */
import { speculationRulesScript } from '../src/document/speculation-rules.ts'
import { builtHeadScript, scriptHash } from './head-script-hash.ts'

/** The hash of the head script as built (compiled from src/document/head-script.ts), never typed. */
export const HEAD_SCRIPT_HASH = scriptHash(await builtHeadScript())
/** The hash of the inline Speculation Rules (src/document/speculation-rules.ts). */
export const SPECULATION_RULES_HASH = scriptHash(speculationRulesScript())

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The two inline scripts of every page, each allowed by the hash of its bytes: no 'unsafe-inline'.
  `script-src 'self' '${HEAD_SCRIPT_HASH}' '${SPECULATION_RULES_HASH}'`,
  "style-src 'self'",
  // data: for the favicon, which is inline in every page (src/document/render-document.ts) so that
  // no request for it competes with the fonts before the first paint.
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ')

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
