/**
 * The one script every page loads: the styles, and, once the page has painted, that page's own
 * interactive code (`<html data-page>` names it), so a page never downloads another page's code.
 */
import '../styles/global.css'
import type { PageId } from '../config/routes.ts'
import { afterFirstPaint } from './after-first-paint.ts'

const APPS: Record<PageId, () => Promise<unknown>> = {
  landing: () => import('./apps/landing.tsx'),
  pricing: () => import('./apps/pricing.tsx'),
  'not-found': () => import('./apps/not-found.tsx'),
}

const page = document.documentElement.dataset.page
if (page && page in APPS) afterFirstPaint(APPS[page as PageId])
