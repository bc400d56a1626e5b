import type { ReactNode } from 'react'
import { WordsProvider } from '#src/content/use-words.tsx'
import { words } from '#src/content/words.ts'
import { PageShell } from '#src/features/site/page-shell.tsx'
import type { Lang } from '#src/i18n/lang.ts'
import { LocaleProvider } from '#src/i18n/locale-context.tsx'
import { Audiences } from './sections/audiences.tsx'
import { ClosingCta } from './sections/closing-cta.tsx'
import { Faq } from './sections/faq.tsx'
import { Features } from './sections/features.tsx'
import { Hero } from './sections/hero.tsx'
import { HowItWorks } from './sections/how-it-works.tsx'
import { Insights } from './sections/insights.tsx'
import { StatsBand } from './sections/stats-band.tsx'
import { UseCases } from './sections/use-cases.tsx'

/**
 * `/` and `/en`, rendered to HTML at build time: its sections in the order of the specification.
 * The three charts are islands the page places (`charts`, an Astro slot; Astro passes it as this
 * prop, which `astro check` sees as children, so the prop is optional to the type).
 */
export function LandingPage({ lang, charts }: { lang: Lang; charts?: ReactNode }) {
  return (
    <LocaleProvider lang={lang}>
      <WordsProvider words={{ site: words('site', lang), landing: words('landing', lang) }}>
        <PageShell page="landing" showQr>
          <Hero />
          <HowItWorks />
          <Insights charts={charts} />
          <Features />
          <UseCases />
          <Audiences />
          <StatsBand />
          <Faq />
          <ClosingCta />
        </PageShell>
      </WordsProvider>
    </LocaleProvider>
  )
}
