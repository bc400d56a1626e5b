import { ROUTES } from '../config/routes.ts'
import { Audiences } from '../features/landing/sections/audiences.tsx'
import { ClosingCta } from '../features/landing/sections/closing-cta.tsx'
import { Faq } from '../features/landing/sections/faq.tsx'
import { Features } from '../features/landing/sections/features.tsx'
import { Hero } from '../features/landing/sections/hero.tsx'
import { HowItWorks } from '../features/landing/sections/how-it-works.tsx'
import { Insights } from '../features/landing/sections/insights.tsx'
import { StatsBand } from '../features/landing/sections/stats-band.tsx'
import { UseCases } from '../features/landing/sections/use-cases.tsx'
import { PageShell } from '../features/site/page-shell.tsx'
import { landingCopy } from '../i18n/copy/landing.ts'
import type { MetaOf } from '../i18n/locale-context.tsx'
import type { PageEntry } from './page-entry.ts'

export const landingMeta: MetaOf = (lang) => landingCopy[lang].meta

/** `/`: the landing page, its sections in the order of the specification. */
export function LandingPage() {
  return (
    <PageShell path={ROUTES.landing.path} showQr>
      <Hero />
      <HowItWorks />
      <Insights />
      <Features />
      <UseCases />
      <Audiences />
      <StatsBand />
      <Faq />
      <ClosingCta />
    </PageShell>
  )
}

/** What the prerender and the dev server render for this page (src/entry-server.tsx). */
export const page: PageEntry = { Page: LandingPage, meta: landingMeta }
