import { type ReactNode, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { DEFAULT_LANG, isLang } from '../i18n/lang.ts'
import { LocaleProvider, type MetaOf } from '../i18n/locale-context.tsx'

/** Hydrates the prerendered page in the language the document was served in. */
export function hydratePage(page: ReactNode, meta: MetaOf) {
  const root = document.getElementById('root')
  if (!root) return
  const served = document.documentElement.lang
  hydrateRoot(
    root,
    <StrictMode>
      <LocaleProvider initialLang={isLang(served) ? served : DEFAULT_LANG} meta={meta}>
        {page}
      </LocaleProvider>
    </StrictMode>,
    {
      // Tests and tools wait for this mark before using in-place behaviour.
      onRecoverableError: (error) => console.error(error),
    },
  )
  requestAnimationFrame(() => {
    document.documentElement.dataset.hydrated = ''
  })
}
