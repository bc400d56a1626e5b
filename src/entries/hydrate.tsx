import { StrictMode, startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { type PageId, ROUTES } from '../config/routes.ts'
import { applyHead, pageHead } from '../document/head.ts'
import { siteCopy } from '../i18n/copy/site.ts'
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/lang.ts'
import { LocaleProvider } from '../i18n/locale-context.tsx'
import type { PageEntry } from '../pages/page-entry.ts'

/** Hydrates the prerendered page in the language the document was served in. */
export function hydratePage({ Page, meta }: PageEntry) {
  const root = document.getElementById('root')
  if (!root) return
  const served = document.documentElement.lang
  const id = document.documentElement.dataset.page as PageId
  // The language switch applies the head the prerender rendered (src/document/head.ts).
  const switchHead = ROUTES[id]
    ? (lang: Lang) =>
        applyHead(document, pageHead(id, lang, { ...meta(lang), imageAlt: siteCopy[lang].share.imageAlt }))
    : undefined
  // In a transition, hydration is interruptible: React works in short slices and yields to the
  // browser between them, so no long task blocks a tap while the page wakes up.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <LocaleProvider initialLang={isLang(served) ? served : DEFAULT_LANG} applyHead={switchHead}>
          <Page />
          <HydratedMark />
        </LocaleProvider>
      </StrictMode>,
      { onRecoverableError: (error) => console.error(error) },
    )
  })
}

/** Marks the document once the hydrated tree has committed: tests and tools wait for it. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
