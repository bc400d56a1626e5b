/** Shared helpers of the browser tests: languages, addresses, console capture. */
import { expect, type Page } from '@playwright/test'
import { catalogs } from '../src/i18n/catalogs.ts'
import type { Lang } from '../src/i18n/lang.ts'

export const LANGS = ['ar', 'en'] as const satisfies readonly Lang[]
export { catalogs }

/** The address of `path` in `lang`: Arabic is the bare path. */
export function urlFor(path: string, lang: Lang): string {
  if (lang === 'ar') return path
  return `${path}${path.includes('?') ? '&' : '?'}lang=en`
}

/** Collects console errors and page errors; `expectNone()` fails the test with their text. */
export function watchConsole(page: Page, allowed: RegExp[] = []) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) {
      errors.push(message.text())
    }
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  return {
    errors,
    expectNone: () => expect(errors, 'console errors').toEqual([]),
  }
}

export async function expectDocumentLang(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
}
