import { NotFoundMessage } from '../features/not-found/not-found-message.tsx'
import { PageShell } from '../features/site/page-shell.tsx'
import { siteCopy } from '../i18n/copy/site.ts'
import type { MetaOf } from '../i18n/locale-context.tsx'
import type { PageEntry } from './page-entry.ts'

export const notFoundMeta: MetaOf = (lang) => {
  const { title, description } = siteCopy[lang].notFound
  return { title, description }
}

/** Every unknown path. The switcher keeps the visitor on the same unknown path (`path=""`). */
export function NotFoundPage() {
  return (
    <PageShell path="">
      <NotFoundMessage />
    </PageShell>
  )
}

/** What the prerender and the dev server render for this page (src/entry-server.tsx). */
export const page: PageEntry = { Page: NotFoundPage, meta: notFoundMeta }
