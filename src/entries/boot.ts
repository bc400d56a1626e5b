/**
 * The entry of every page's code: the styles (linked in the prerendered page, so they never wait
 * for this script), and that page's own interactive code (`<html data-page>` names it), so a page
 * never downloads another page's code. The head script starts it after the first paint
 * (src/document/page-code.ts), with the page's chunks preloaded beside it.
 */
import '../styles/global.css'
import type { PageId } from '../config/routes.ts'

const APPS: Record<PageId, () => Promise<unknown>> = {
  landing: () => import('./apps/landing.tsx'),
  pricing: () => import('./apps/pricing.tsx'),
  'not-found': () => import('./apps/not-found.tsx'),
}

const page = document.documentElement.dataset.page
if (page && page in APPS) {
  APPS[page as PageId]().catch((error: unknown) =>
    console.error('Faheem: the interactive code failed to load', error),
  )
}
