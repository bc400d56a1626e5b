/**
 * Where the copy offers a feature that only some bundles include (voice tutoring, Faheem points,
 * the teacher dashboard: read from src/content/pricing.ts, not listed here), it
 * names every bundle whose card lists it (docs/copy-style.md, "Claims"). A string that is only
 * the feature's name (a table row, a card's list item, a glossary entry) offers nothing; a card
 * whose title is the feature's name offers it in its body. The reverse (a bundle named for a
 * feature its card does not list) is src/i18n/bundle-claims.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { allWords } from '#src/content/words.ts'
import { type CatalogTree, catalogLeaves } from '../../test-support/catalog-leaves.ts'
import { FEATURES, PLAN_IDS, PLANS } from '../content/pricing.ts'
import { LANGS } from './lang.ts'

/** The features some bundle lists and some other does not. */
const SOME_BUNDLES = FEATURES.filter((feature) => {
  const listing = PLANS.filter((plan) => plan.features.includes(feature)).length
  return listing > 0 && listing < PLANS.length
})

describe.each(LANGS)('offers of a feature only some bundles include, in %s', (lang) => {
  const g = allWords(lang).glossary
  const leaves = catalogLeaves(allWords(lang) as unknown as CatalogTree)
  const text = new Map(leaves)
  const has = (value: string, name: string) =>
    lang === 'en' ? value.toLowerCase().includes(name.toLowerCase()) : value.includes(name)

  /** [key, text that offers the feature]: strings naming it in running copy, and the bodies of cards titled with it. */
  const offers = (name: string) => [
    ...leaves.filter(([, value]) => has(value, name) && value.trim() !== name),
    ...leaves
      .filter(([key, value]) => key.endsWith('.title') && value === name)
      .map(([key]): [string, string] => [
        key.replace(/\.title$/, '.body'),
        text.get(key.replace(/\.title$/, '.body')) ?? '',
      ])
      .filter(([, body]) => body !== ''),
  ]

  it('are found: the features and their offers are read from real copy', () => {
    expect(SOME_BUNDLES.length).toBeGreaterThan(0)
    expect(SOME_BUNDLES.flatMap((feature) => offers(g.features[feature])).length).toBeGreaterThan(0)
  })

  it.each(SOME_BUNDLES)('%s: every offer names each bundle that includes it', (feature) => {
    const including = PLAN_IDS.filter((id) =>
      PLANS.find((plan) => plan.id === id)?.features.includes(feature),
    )
    const missing = offers(g.features[feature]).flatMap(([key, value]) =>
      including
        .filter((id) => !has(value, g.bundles[id]))
        .map((id) => `${key} does not name the ${id} bundle: «${value}»`),
    )
    expect(missing).toEqual([])
  })
})
