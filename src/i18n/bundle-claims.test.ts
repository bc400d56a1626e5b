/**
 * No sentence on the site claims a feature for a bundle whose card does not list it
 * (docs/copy-style.md, "Claims"). Every sentence of both catalogs that names a bundle and a
 * feature is read against the bundles themselves (src/content/pricing.ts):
 *
 * - a bundle is named by its glossary name, or as "a paid bundle" (each of the four);
 * - a feature is named by its glossary name (the landing page's features included: no card lists
 *   those), or as "every feature" (each feature the bundles have);
 * - a sentence that names both claims each feature it names for each bundle it names, so write one
 *   sentence per bundle ("Every paid bundle includes… The Premium bundle has every feature…").
 *
 * Nothing here restates a fact: the names come from the glossary, the claims from the data.
 */
import { describe, expect, it } from 'vitest'
import { allWords } from '#src/content/words.ts'
import { type CatalogTree, catalogLeaves } from '../../test-support/catalog-leaves.ts'
import { FEATURES, type FeatureKey, PLAN_IDS, PLANS, type PlanId } from '../content/pricing.ts'
import { LANGS, type Lang } from './lang.ts'

/** A sentence ends at its full stop, question or exclamation mark. */
const sentences = (text: string) => text.split(/(?<=[.!?؟])\s+/)

/** Words that name all the bundles at once, beyond the glossary's "paid bundle" (the old wording among them). */
const ALL_BUNDLES: Record<Lang, string[]> = {
  en: ['paid version', 'paid bundles'],
  ar: ['النسخة المدفوعة', 'الباقات المدفوعة'],
}
/** Words that name every feature the bundles have. */
const EVERY_FEATURE: Record<Lang, RegExp> = {
  en: /\bevery feature\b|\ball (the )?features\b/i,
  ar: /كل المزايا|جميع المزايا/,
}

interface Claim {
  key: string
  sentence: string
  bundles: PlanId[]
  features: string[]
}

/** Every sentence of the `lang` catalog that names a bundle and a feature, with what it names. */
function bundleClaims(lang: Lang): Claim[] {
  const g = allWords(lang).glossary
  const has = (sentence: string, name: string) =>
    lang === 'en' ? sentence.toLowerCase().includes(name.toLowerCase()) : sentence.includes(name)
  const claims: Claim[] = []
  for (const [key, value] of catalogLeaves(allWords(lang) as unknown as CatalogTree)) {
    for (const sentence of sentences(value)) {
      const everyBundle = [g.paidBundle, ...ALL_BUNDLES[lang]].some((name) => has(sentence, name))
      const bundles = PLAN_IDS.filter((id) => everyBundle || has(sentence, g.bundles[id]))
      const features = Object.entries(g.features)
        .filter(([, name]) => has(sentence, name))
        .map(([feature]) => feature)
      if (EVERY_FEATURE[lang].test(sentence)) features.push(...FEATURES)
      if (bundles.length > 0 && features.length > 0) claims.push({ key, sentence, bundles, features })
    }
  }
  return claims
}

/**
 * Answers that list what each bundle includes, read in order: a sentence that names "every paid
 * bundle" gives its features to all four; one that names a bundle gives them to that bundle and to
 * each one after it ("adds… on top of that": the bundles build on each other, in the cards' order).
 * What they list must be each card's whole list, so a feature added to a card fails here until the
 * answer names it.
 */
const listing = (lang: Lang) => {
  const { glossary, landing } = allWords(lang)
  const index = landing.faq.items.findIndex((item) => item.answer.includes(glossary.paidBundle))
  return `landing.faq.items.${index}.answer`
}

function listedByAnswer(lang: Lang, key: string): Record<PlanId, string[]> {
  const named = Object.fromEntries(PLAN_IDS.map((id) => [id, new Set<string>()])) as Record<
    PlanId,
    Set<string>
  >
  for (const claim of bundleClaims(lang).filter((each) => each.key === key)) {
    const first = Math.min(...claim.bundles.map((id) => PLAN_IDS.indexOf(id)))
    for (const id of PLAN_IDS.slice(first)) for (const feature of claim.features) named[id].add(feature)
  }
  return Object.fromEntries(PLAN_IDS.map((id) => [id, [...named[id]].sort()])) as Record<PlanId, string[]>
}

const listed = (id: PlanId, feature: string) =>
  PLANS.find((plan) => plan.id === id)?.features.includes(feature as FeatureKey) ?? false

describe.each(LANGS)('sentences that name a bundle and a feature, in %s', (lang) => {
  const claims = bundleClaims(lang)

  it('include the landing FAQ’s answer about the paid bundles (the test reads real copy)', () => {
    expect(claims.map((claim) => claim.key)).toContain(listing(lang))
  })

  it('claim a feature only for a bundle whose card lists it', () => {
    const wrong = claims.flatMap(({ key, sentence, bundles, features }) =>
      bundles.flatMap((id) =>
        [...new Set(features)]
          .filter((feature) => !listed(id, feature))
          .map((feature) => `${key}: «${sentence}» claims ${feature} for the ${id} bundle`),
      ),
    )
    expect(wrong).toEqual([])
  })

  it('the landing FAQ’s answer that names the paid bundles lists each bundle’s whole card, no more, no less', () => {
    const cards = Object.fromEntries(PLANS.map((plan) => [plan.id, [...plan.features].sort()]))
    expect(listedByAnswer(lang, listing(lang))).toEqual(cards)
  })
})
