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

/** Ends the current task: the browser may paint or answer a tap before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * React, then the page's file, then the hydration, each in a task of its own (their chunks are
 * already downloading side by side): evaluated in one task they came to 14-18 ms of a fast
 * machine's main thread, a long task on a 4× slower phone.
 */
async function start(loadPage: () => Promise<{ page: PageEntry }>) {
  const { hydratePage } = await import('./hydrate.tsx')
  await nextTask()
  const { page } = await loadPage()
  await nextTask()
  hydratePage(page)
}

const load = PAGE_FILES[`../pages/${document.documentElement.dataset.page}-page.tsx`]
if (load) {
  start(load).catch((error: unknown) => console.error('Faheem: the interactive code failed to load', error))
}
