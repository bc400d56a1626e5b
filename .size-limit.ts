/**
 * The byte budgets (docs/performance.md, "The budget"), as size-limit's configuration: for each page
 * of the route table (src/config/routes.ts) in each language, the built files of its first load,
 * brotli, by the page's budget kind. A new page gets its entries from its route; its files and
 * limits come from its kind. `npx size-limit` measures them; tests/budget/bytes.test.ts runs it and
 * holds each entry to the files Chromium really fetches on a first visit; `npm run bench` prints them.
 */
import { htmlFile, PAGES, type PageId, ROUTES, visitPath } from './src/config/routes.ts'
import { LANGS } from './src/i18n/lang.ts'

type Kind = (typeof ROUTES)[PageId]['budget']

/** What every page loads first: its stylesheet and the two font cuts (its own language's first). */
const DOCUMENT = ['dist/assets/document.*.css', 'dist/assets/cairo-*.woff2']

/** Per kind: the script files of its first load (Vite's chunks) and the two limits. */
const KINDS: Record<Kind, { scripts: string[]; js?: string; all: string }> = {
  // No script file on first load: the landing page's islands wait until they are seen.
  static: { scripts: [], all: '100 kB' },
  // The calculator island's module with the icons it draws; React DOM waits for the first touch.
  calculator: {
    scripts: ['dist/assets/calculator-island.*.js', 'dist/assets/icons.*.js', 'dist/assets/react.*.js'],
    js: '65 kB',
    all: '170 kB',
  },
}

export const JS = 'JavaScript on first load'
export const ALL = 'everything on first load'

export default PAGES.flatMap((page) =>
  LANGS.flatMap((lang) => {
    const path = visitPath(page, lang)
    const { scripts, js, all } = KINDS[ROUTES[page].budget]
    const everything = {
      name: `${path}: ${ALL}`,
      path: [`dist/${htmlFile(page, lang)}`, ...DOCUMENT, ...scripts],
      limit: all,
    }
    return js ? [{ name: `${path}: ${JS}`, path: scripts, limit: js }, everything] : [everything]
  }),
)
