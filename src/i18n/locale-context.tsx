import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react'
import { site } from '../config/site.ts'
import { OG_LOCALE, SHARE_IMAGE } from '../document/social.ts'
import { type SiteCopy, siteCopy } from './copy/site.ts'
import { dirOf, LANG_STORAGE_KEY, type Lang, localizedHref, otherLang } from './lang.ts'

export interface LocaleValue {
  lang: Lang
  dir: 'rtl' | 'ltr'
  /** The copy every page shares (navigation, footer...); pages read their own with their hook. */
  t: SiteCopy
  /** Flips the page to `lang` in place: text, direction, metadata, address, saved choice. */
  setLang: (lang: Lang) => void
}

const LocaleContext = createContext<LocaleValue | null>(null)

/** What a page's document head says, for the language switch to update in place. */
export type MetaOf = (lang: Lang) => { title: string; description: string }

function saveChoice(lang: Lang) {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang)
  } catch {
    // Storage can be disabled or full: the choice then lives only in the address.
  }
}

function applyToDocument(lang: Lang, meta: MetaOf) {
  const root = document.documentElement
  root.lang = lang
  root.dir = dirOf(lang)
  const { title, description } = meta(lang)
  document.title = title
  for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
    document.querySelector(selector)?.setAttribute('content', description)
  }
  const { pathname, search, hash } = window.location
  const set = (selector: string, value: string, name = 'content') =>
    document.querySelector(selector)?.setAttribute(name, value)
  set('meta[property="og:title"]', title)
  set('meta[name="twitter:title"]', title)
  set('meta[name="twitter:description"]', description)
  const other = otherLang(lang)
  set('meta[property="og:locale"]', OG_LOCALE[lang])
  set('meta[property="og:locale:alternate"]', OG_LOCALE[other])
  const image = `${site.siteUrl}/${SHARE_IMAGE.file(lang)}`
  set('meta[property="og:image"]', image)
  set('meta[name="twitter:image"]', image)
  set('meta[property="og:image:alt"]', siteCopy[lang].share.imageAlt)
  set('meta[name="twitter:image:alt"]', siteCopy[lang].share.imageAlt)
  // Pages with a canonical URL (not the 404 page) point it at their address in the new language.
  if (document.querySelector('link[rel="canonical"]')) {
    const canonical = `${site.siteUrl}${localizedHref(pathname, lang)}`
    set('link[rel="canonical"]', canonical, 'href')
    set('meta[property="og:url"]', canonical)
  }
  window.history.replaceState(window.history.state, '', localizedHref(pathname, lang, search, hash))
}

export function LocaleProvider({
  initialLang,
  meta,
  children,
}: {
  initialLang: Lang
  meta: MetaOf
  children: ReactNode
}) {
  const [lang, setLangState] = useState<Lang>(initialLang)
  const setLang = useCallback(
    (next: Lang) => {
      saveChoice(next)
      applyToDocument(next, meta)
      setLangState(next)
    },
    [meta],
  )
  const value = useMemo(() => ({ lang, dir: dirOf(lang), t: siteCopy[lang], setLang }), [lang, setLang])
  return <LocaleContext value={value}>{children}</LocaleContext>
}

export function useLocale(): LocaleValue {
  const value = use(LocaleContext)
  if (!value) throw new Error('useLocale() must be used inside <LocaleProvider>')
  return value
}
