/**
 * Languages and how a page view picks one. Pure: no React, no DOM, so the server, the head
 * script's tests and the client all agree.
 */
export const LANGS = ['ar', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'ar'
/** localStorage key of the visitor's saved choice. */
export const LANG_STORAGE_KEY = 'faheem.lang'

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value)
}

/** The language a page offers to switch to. */
export function otherLang(lang: Lang): Lang {
  return lang === 'ar' ? 'en' : 'ar'
}

export function dirOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr'
}

/** The `lang` query parameter, if it names a language; the first one wins when repeated. */
export function langFromSearch(search: string): Lang | null {
  let value: string | null
  try {
    value = new URLSearchParams(search).get('lang')
  } catch {
    return null
  }
  return isLang(value) ? value : null
}

/**
 * The language a server answers an address in: the query's, else Arabic. Servers cannot read the
 * saved choice (it lives in the browser); the head script corrects the rest before the first paint.
 */
export function servedLang(search: string): Lang {
  return langFromSearch(search) ?? DEFAULT_LANG
}

/**
 * THE rule: query first, then the saved choice, then Arabic. Anything unknown is ignored. The
 * head script (src/document/head-script.ts) runs this very function, compiled into the page.
 */
export function resolveLang(search: string, saved: string | null | undefined): Lang {
  return langFromSearch(search) ?? (isLang(saved) ? saved : DEFAULT_LANG)
}

/** The saved choice, or null where storage is missing, disabled or throws (even on access). */
export function readSavedLang(scope: { readonly localStorage?: Pick<Storage, 'getItem'> }): string | null {
  try {
    return scope.localStorage?.getItem(LANG_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

/**
 * The address of `path` in `lang`: Arabic is the bare path, English adds `lang=en`.
 * Other query parameters (the calculator's) are kept.
 */
export function localizedHref(path: string, lang: Lang, search = '', hash = ''): string {
  const params = new URLSearchParams(search)
  params.delete('lang')
  if (lang !== DEFAULT_LANG) params.set('lang', lang)
  const query = params.toString()
  // An empty path means "this address" (the not-found page): "?" still drops the old query.
  if (!path && !query) return `?${hash}`
  return `${path}${query ? `?${query}` : ''}${hash}`
}
