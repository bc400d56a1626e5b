/**
 * Cache-Control for every kind of response, shared by the Node server, the nginx config and the
 * static-host _headers file (written by the build: scripts/build/after-build.ts), and checked by the contract tests.
 */
export const CACHE_CONTROL = {
  /** Pages: always revalidated (ETag), so a deploy shows at once. */
  html: 'no-cache',
  /** Content-hashed build output under /assets/: a new name on every change. */
  asset: 'public, max-age=31536000, immutable',
  /** Any other file of the build (icons, robots.txt...): an hour, then revalidated. */
  file: 'public, max-age=3600, must-revalidate',
  /**
   * The permanent redirects (a trailing slash, the old `?lang=`): a day, so a mistaken rule is
   * undone within a day (browsers keep a 301 without Cache-Control for as long as they like).
   */
  redirect: 'public, max-age=86400',
  /** Plain error answers (400, 405, 414...): never stored. */
  error: 'no-store',
} as const
