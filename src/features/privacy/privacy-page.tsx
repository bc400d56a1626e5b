import { Container } from '#src/components/ui/container.tsx'
import { site } from '#src/config/site.ts'
import { useWords, WordsProvider } from '#src/content/use-words.tsx'
import { words } from '#src/content/words.ts'
import { PageShell } from '#src/features/site/page-shell.tsx'
import type { Lang } from '#src/i18n/lang.ts'
import { LocaleProvider } from '#src/i18n/locale-context.tsx'
import { keepWithNext } from '#src/i18n/typeset.ts'
import { LanguageChoice, NoTracking } from './sections/browser.tsx'
import { AppData, OtherSites } from './sections/links.tsx'
import { ServerLog } from './sections/server-log.tsx'

/** One column of reading width, the title's and the notice's. */
const COLUMN = 'mx-auto max-w-3xl'

/** The title (the page's only h1) and what the page covers. */
function NoticeHero() {
  const copy = useWords('privacy').hero
  return (
    <section aria-labelledby="privacy-title" className="bg-tint py-14 sm:py-20">
      <Container>
        <div className={COLUMN}>
          <p className="mb-3 text-sm font-bold tracking-wide text-brand-700 uppercase">{copy.eyebrow}</p>
          <h1 id="privacy-title" className="text-balance text-4xl font-extrabold text-ink sm:text-5xl">
            {keepWithNext(copy.title)}
          </h1>
          <p className="mt-5 text-pretty text-lg text-muted sm:text-xl">{copy.lead}</p>
        </div>
      </Container>
    </section>
  )
}

/**
 * `/privacy` and `/en/privacy`: what this website stores and sends, in plain words, each statement
 * held by a test (e2e/privacy-notice.spec.ts, src/features/privacy/privacy-facts.test.tsx). No JavaScript file.
 */
export function PrivacyPage({ lang }: { lang: Lang }) {
  return (
    <LocaleProvider lang={lang}>
      <WordsProvider words={{ site: words('site', lang), privacy: words('privacy', lang) }}>
        <PageShell page="privacy">
          <NoticeHero />
          <Container className="pb-16">
            <div className={COLUMN}>
              <NoTracking />
              <LanguageChoice />
              <ServerLog />
              <OtherSites />
              <AppData policyUrl={site.appPrivacyUrl} />
            </div>
          </Container>
        </PageShell>
      </WordsProvider>
    </LocaleProvider>
  )
}
