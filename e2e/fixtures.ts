/**
 * The test and expect of every browser test. Pages start their interactive code after the first
 * paint (src/entries/after-first-paint.ts), so with JavaScript on, `page.goto` and `page.reload`
 * also wait until React has hydrated the page (`<html data-hydrated>`): a test then uses the page
 * as a person would once it is interactive. Without JavaScript they return at once.
 */
import { test as base, expect, type Page } from '@playwright/test'

export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => {
        const response = await goto(...args)
        // Only our pages hydrate: not a plain 4xx answer to a malformed address.
        if (response && [200, 404].includes(response.status())) await hydrated(page)
        return response
      }
      page.reload = async (...args) => {
        const response = await reload(...args)
        await hydrated(page)
        return response
      }
    }
    await use(page)
  },
})

export { expect }
