import { createContext, type ReactNode, use } from 'react'
import { dirOf, type Lang } from './lang.ts'

export interface LocaleValue {
  lang: Lang
  dir: 'rtl' | 'ltr'
}

const LocaleContext = createContext<LocaleValue | null>(null)

/**
 * The language of a React tree. Every tree Astro renders (a page's static body, each island) is a
 * root of its own, and context does not cross roots: each one is wrapped in this provider, given
 * its language as a prop (src/pages/). It carries no copy, so an island never bundles a catalog
 * it was not given.
 */
export function LocaleProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LocaleContext value={{ lang, dir: dirOf(lang) }}>{children}</LocaleContext>
}

export function useLocale(): LocaleValue {
  const value = use(LocaleContext)
  if (!value) throw new Error('useLocale() must be used inside <LocaleProvider>')
  return value
}
