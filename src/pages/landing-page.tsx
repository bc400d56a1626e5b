import { Hero } from '../features/landing/sections/hero.tsx'
import { PageShell } from '../features/site/page-shell.tsx'
import type { MetaOf } from '../i18n/locale-context.tsx'

export const landingMeta: MetaOf = (t) => t.landing.meta

/** `/`: the landing page, its sections in the order of the specification. */
export function LandingPage() {
  return (
    <PageShell path="/" showQr>
      <Hero />
    </PageShell>
  )
}
