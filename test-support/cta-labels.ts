/**
 * The calls to action, by the labels a visitor reads: shared by e2e/calls-to-action.spec.ts and
 * tests/build-env (no Playwright here, so Vitest can import it too).
 */
import type { PageId } from '../src/config/routes.ts'
import { catalogs } from '../src/i18n/catalogs.ts'
import type { Lang } from '../src/i18n/lang.ts'

/** Every call-to-action label of the catalogs: strings under a key named like one. */
export function ctaLabels(lang: Lang): string[] {
  const labels = new Set<string>()
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (/^(cta|\w+Cta|button)$/.test(key)) labels.add(value)
    } else if (value && typeof value === 'object') {
      for (const [child, inner] of Object.entries(value)) walk(inner, child)
    }
  }
  walk(catalogs[lang], '')
  return [...labels]
}

/** The calls to action each page must show, by label. */
export function expectedCtas(lang: Lang, page: PageId): string[] {
  const t = catalogs[lang]
  const always = [t.site.nav.tryCta]
  if (page === 'landing') {
    const { hero, closing } = t.landing
    return [...always, hero.tryCta, hero.downloadCta, closing.tryCta, closing.downloadCta]
  }
  if (page === 'pricing') {
    return [...always, t.pricing.plans.cta, t.pricing.plans.free.cta, t.pricing.cta.button]
  }
  return always
}
