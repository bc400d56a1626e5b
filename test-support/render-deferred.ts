/**
 * Draws every section that waits until it is near the screen (`content-visibility: auto`,
 * src/styles/global.css), for a tool or test that needs the whole page rendered at once: the
 * full-page screenshots (scripts/dev/screenshots.ts) and the fonts check (e2e/fonts.spec.ts).
 * Through the DOM, since the CSP forbids an added <style>.
 */
import type { Page } from '@playwright/test'

export async function renderDeferredSections(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    }
  })
}
