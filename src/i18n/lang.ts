/**
 * The site's languages. Pure: no React, no DOM. The address decides a page's language
 * (src/config/routes.ts); the visitor's saved choice, written only by the language switch, is
 * read by the head script (src/document/head-script.ts).
 */
export const LANGS = ['ar', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'ar'
/** localStorage key of the visitor's saved choice. */
export const LANG_STORAGE_KEY = 'faheem.lang'

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value)
}

/** The languages written right to left. */
const RTL_LANGS: readonly Lang[] = ['ar']

/** The languages a page offers to switch to: every other one, in the order of LANGS. */
export function otherLangs(lang: Lang): Lang[] {
  return LANGS.filter((other) => other !== lang)
}

/** The one language a two-language test walks to: the first of otherLangs. */
export function otherLang(lang: Lang): Lang {
  return otherLangs(lang)[0] ?? lang
}

export function dirOf(lang: Lang): 'rtl' | 'ltr' {
  return RTL_LANGS.includes(lang) ? 'rtl' : 'ltr'
}

/** The saved choice, or null where storage is missing, disabled or throws (even on access). */
export function readSavedLang(scope: { readonly localStorage?: Pick<Storage, 'getItem'> }): string | null {
  try {
    return scope.localStorage?.getItem(LANG_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}
