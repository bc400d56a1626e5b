/**
 * The entry of every page's code: the styles (linked in the prerendered page, so they never wait
 * for this script), and that page's own file (`<html data-page>` names it; every file
 * `src/pages/<id>-page.tsx` is its own chunk, so a page never downloads another page's code),
 * hydrated by src/entries/hydrate.tsx. The head script starts it after the first paint
 * (src/document/page-code.ts), with the page's chunks preloaded beside it.
 */
import '../styles/global.css'
import type { PageEntry } from '../pages/page-entry.ts'

const PAGE_FILES = import.meta.glob<{ page: PageEntry }>('../pages/*-page.tsx')

const load = PAGE_FILES[`../pages/${document.documentElement.dataset.page}-page.tsx`]
if (load) {
  Promise.all([load(), import('./hydrate.tsx')])
    .then(([{ page }, { hydratePage }]) => hydratePage(page))
    .catch((error: unknown) => console.error('Faheem: the interactive code failed to load', error))
}
