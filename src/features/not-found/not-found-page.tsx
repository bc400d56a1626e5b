import { WordsProvider } from '#src/content/use-words.tsx'
import { words } from '#src/content/words.ts'
import { PageShell } from '#src/features/site/page-shell.tsx'
import type { Lang } from '#src/i18n/lang.ts'
import { LocaleProvider } from '#src/i18n/locale-context.tsx'
import { NotFoundMessage } from './not-found-message.tsx'

/** Every unknown path: in English under `/en`, in Arabic elsewhere. No JavaScript file. */
export function NotFoundPage({ lang }: { lang: Lang }) {
  return (
    <LocaleProvider lang={lang}>
      <WordsProvider words={{ site: words('site', lang) }}>
        <PageShell page="not-found">
          <NotFoundMessage />
        </PageShell>
      </WordsProvider>
    </LocaleProvider>
  )
}
