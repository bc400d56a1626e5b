/**
 * Draws every section that waits until it is near the screen (`content-visibility: auto`,
 * src/styles/global.css), for a tool or test that needs the whole page rendered at once: the
 * full-page screenshots (scripts/dev/screenshots.ts; e2e-engines/screenshots.ts runs
 * `drawDeferredSections` itself) and the fonts check (e2e/fonts.spec.ts).
 * Through the DOM, since the CSP forbids an added <style>.
 */
import type { Page } from '@playwright/test'

/** In the page: it uses the page's globals alone, so an engine can send it as source text. */
export function drawDeferredSections(): void {
  for (const element of document.querySelectorAll<HTMLElement>('*')) {
    if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
  }
}

export const renderDeferredSections = (page: Page) => page.evaluate(drawDeferredSections)
