import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react'
import { type SiteCopy, siteCopy } from './copy/site.ts'
import { dirOf, LANG_STORAGE_KEY, type Lang, localizedHref } from './lang.ts'

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

/** Sets the document's language, direction and head for `lang` (src/document/head.ts applyHead). */
export type ApplyHead = (lang: Lang) => void

function saveChoice(lang: Lang) {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang)
  } catch {
    // Storage can be disabled or full: the choice then lives only in the address.
  }
}

/** Rewrites the address for `lang`, keeping the path, the other parameters and the fragment. */
function replaceAddress(lang: Lang) {
  const { pathname, search, hash } = window.location
  window.history.replaceState(window.history.state, '', localizedHref(pathname, lang, search, hash))
}

export function LocaleProvider({
  initialLang,
  applyHead,
  children,
}: {
  initialLang: Lang
  /** Given by the client (src/entries/hydrate.tsx); the server never switches. */
  applyHead?: ApplyHead
  children: ReactNode
}) {
  const [lang, setLangState] = useState<Lang>(initialLang)
  const setLang = useCallback(
    (next: Lang) => {
      saveChoice(next)
      applyHead?.(next)
      replaceAddress(next)
      setLangState(next)
    },
    [applyHead],
  )
  const value = useMemo(() => ({ lang, dir: dirOf(lang), t: siteCopy[lang], setLang }), [lang, setLang])
  return <LocaleContext value={value}>{children}</LocaleContext>
}

export function useLocale(): LocaleValue {
  const value = use(LocaleContext)
  if (!value) throw new Error('useLocale() must be used inside <LocaleProvider>')
  return value
}
