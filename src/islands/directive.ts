/**
 * The site's two island directives, written `client:painted` and `client:touched` in the page
 * shells (src/pages). Both wait for the first paint and for the island to be seen (when-seen.ts);
 * `painted` then hydrates, `touched` prepares the code and hydrates on the visitor's first touch.
 * Registered by scripts/build/integration.ts.
 */
export const ISLAND_DIRECTIVES = [
  { name: 'painted', entrypoint: './src/islands/client-painted.ts' },
  { name: 'touched', entrypoint: './src/islands/client-touched.ts' },
] as const
