import { NotFoundMessage } from '../features/not-found/not-found-message.tsx'
import { PageShell } from '../features/site/page-shell.tsx'
import type { MetaOf } from '../i18n/locale-context.tsx'

export const notFoundMeta: MetaOf = (t) => ({
  title: t.site.notFound.title,
  description: t.site.notFound.description,
})

/** Every unknown path. The switcher keeps the visitor on the same unknown path (`path=""`). */
export function NotFoundPage() {
  return (
    <PageShell path="">
      <NotFoundMessage />
    </PageShell>
  )
}
