/** Shared helpers of the browser tests: languages and addresses (console errors: fixtures.ts). */
import type { Page } from '@playwright/test'
import { catalogs } from '../src/i18n/catalogs.ts'
import type { Lang } from '../src/i18n/lang.ts'
import { expect } from './fixtures.ts'

export const LANGS = ['ar', 'en'] as const satisfies readonly Lang[]
export { catalogs }

/** The address of `path` in `lang`: Arabic is the bare path. */
export function urlFor(path: string, lang: Lang): string {
  if (lang === 'ar') return path
  return `${path}${path.includes('?') ? '&' : '?'}lang=en`
}

export async function expectDocumentLang(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
}
