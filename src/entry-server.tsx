/** Server entry: renders a page in a language to HTML, for the prerender script. */
import { renderToString } from 'react-dom/server'
import type { PageId } from './config/routes.ts'
import { type DocumentAssets, renderDocument } from './document/render-document.ts'
import { structuredData } from './document/structured-data.ts'
import { catalogs } from './i18n/catalogs.ts'
import type { Lang } from './i18n/lang.ts'
import { LocaleProvider } from './i18n/locale-context.tsx'
import type { PageEntry } from './pages/page-entry.ts'

/** Every page file, by route id: `./pages/<id>-page.tsx` (src/config/routes.ts). */
const PAGE_FILES = import.meta.glob<{ page: PageEntry }>('./pages/*-page.tsx', { eager: true })

export function pageEntry(page: PageId): PageEntry {
  const file = PAGE_FILES[`./pages/${page}-page.tsx`]
  if (!file) throw new Error(`no page file src/pages/${page}-page.tsx for the route "${page}"`)
  return file.page
}

export function render(
  page: PageId,
  lang: Lang,
): { body: string; title: string; description: string; imageAlt: string } {
  const { Page, meta } = pageEntry(page)
  const body = renderToString(
    <LocaleProvider initialLang={lang}>
      <Page />
    </LocaleProvider>,
  )
  return { body, ...meta(lang), imageAlt: catalogs[lang].site.share.imageAlt }
}

/**
 * The complete HTML document of a page in a language: what the prerender writes into dist/ and
 * what the dev server answers, from the same code (only the assets differ).
 */
export function renderPage(page: PageId, lang: Lang, assets: DocumentAssets): string {
  return renderDocument({
    page,
    lang,
    ...render(page, lang),
    structuredData: structuredData(page, lang),
    assets,
  })
}

export { renderDocument, structuredData }
