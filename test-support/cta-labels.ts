/**
 * The calls to action, by the labels a visitor reads and the names their campaign tags carry:
 * shared by tests/documents/site.test.ts and tests/build-env (no Playwright here, so Vitest can
 * import it).
 */
import type { CtaName } from '../src/config/install-link.ts'
import type { PageId } from '../src/config/routes.ts'
import { PLAN_IDS } from '../src/content/pricing.ts'
import { allWords } from '../src/content/words.ts'
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
  walk(allWords(lang), '')
  return [...labels]
}

/** The calls to action each page must show, by label. */
export function expectedCtas(lang: Lang, page: PageId): string[] {
  return pageCtas(lang, page).map(({ label }) => label)
}

/**
 * The calls to action of each page in the order they come, each by its name in the campaign tags
 * (src/config/install-link.ts) and its label.
 */
export function pageCtas(lang: Lang, page: PageId): Array<{ name: CtaName; label: string }> {
  const t = allWords(lang)
  const always = [{ name: 'nav-try', label: t.site.nav.tryCta }] as const
  if (page === 'landing') {
    const { hero, closing } = t.landing
    return [
      ...always,
      { name: 'hero-start', label: hero.tryCta },
      { name: 'hero-download', label: hero.downloadCta },
      { name: 'closing-start', label: closing.tryCta },
      { name: 'closing-download', label: closing.downloadCta },
    ]
  }
  if (page === 'pricing') {
    const { plans, cta } = t.pricing
    return [
      ...always,
      ...PLAN_IDS.map((id) => ({ name: `plan-${id}` as const, label: plans.cta })),
      { name: 'plans-free', label: plans.free.cta },
      { name: 'pricing-subscribe', label: cta.button },
    ]
  }
  return [...always]
}
