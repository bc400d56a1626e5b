/**
 * The one directive every island of the site uses, written `client:painted` in the page shells
 * (src/pages): hydrate when in view, never before the first paint (client-painted.ts). Registered
 * by astro.config.ts; the byte budget (tests/budget/bytes.test.ts) and the bench read it to know
 * that such an island waits to be seen.
 */
export const ISLAND_DIRECTIVE = {
  name: 'painted',
  entrypoint: './src/islands/client-painted.ts',
} as const
