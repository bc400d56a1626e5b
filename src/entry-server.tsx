/** Server entry: renders a page in a language to HTML, for the prerender script. */
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { catalogs } from './i18n/catalogs.ts'
import type { Lang } from './i18n/lang.ts'
import { LocaleProvider, type MetaOf } from './i18n/locale-context.tsx'
import { LandingPage, landingMeta } from './pages/landing-page.tsx'
import { NotFoundPage, notFoundMeta } from './pages/not-found-page.tsx'
import { PricingPage, pricingMeta } from './pages/pricing-page.tsx'
import type { PageId } from './pages/routes.ts'

const PAGE_MODULES: Record<PageId, { Page: ComponentType; meta: MetaOf }> = {
  landing: { Page: LandingPage, meta: landingMeta },
  pricing: { Page: PricingPage, meta: pricingMeta },
  'not-found': { Page: NotFoundPage, meta: notFoundMeta },
}

export function render(
  page: PageId,
  lang: Lang,
): { body: string; title: string; description: string; imageAlt: string } {
  const { Page, meta } = PAGE_MODULES[page]
  const body = renderToString(
    <LocaleProvider initialLang={lang} meta={meta}>
      <Page />
    </LocaleProvider>,
  )
  return { body, ...meta(lang), imageAlt: catalogs[lang].site.share.imageAlt }
}

export { renderDocument } from './document/render-document.ts'
export { structuredData } from './document/structured-data.ts'
