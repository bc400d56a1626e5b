/**
 * The catalog of each language: the words of content/words/ (words.ts), with the glossary's one
 * name of each product term (docs/copy-style.md) put where a page shows it, so that no word file
 * spells a bundle, a period or a feature a second time: a bundle card's name, a landing feature's
 * title, the "Download the app" buttons, the calculator's period legend.
 */

import { PLAN_IDS, type PlanId } from '#src/content/keys.ts'
import type {
  AUDIENCE_ICONS,
  LANDING_FEATURES,
  STEP_ICONS,
  USE_CASE_LOOKS,
} from '#src/content/words-rules.ts'
import { insightsCopy } from './copy/insights.ts'
import type { Lang } from './lang.ts'
import { WORDS, type Words } from './words.ts'

type Glossary = Words['glossary']
type Choice<List extends readonly string[]> = List[number]

function landing(words: Words['landing'], glossary: Glossary, lang: Lang) {
  return {
    ...words,
    hero: { ...words.hero, downloadCta: glossary.downloadApp },
    howItWorks: {
      ...words.howItWorks,
      steps: words.howItWorks.steps.map((step) => ({
        ...step,
        icon: step.icon as Choice<typeof STEP_ICONS>,
      })),
    },
    insights: insightsCopy[lang],
    features: {
      ...words.features,
      items: words.features.items.map((item) => {
        const feature = item.feature as Choice<typeof LANDING_FEATURES>
        return { ...item, feature, title: glossary.features[feature] }
      }),
    },
    useCases: {
      ...words.useCases,
      items: words.useCases.items.map((item) => ({
        ...item,
        look: item.look as Choice<typeof USE_CASE_LOOKS>,
      })),
    },
    audiences: {
      ...words.audiences,
      items: words.audiences.items.map((item) => ({
        ...item,
        audience: item.audience as Choice<typeof AUDIENCE_ICONS>,
      })),
    },
    closing: { ...words.closing, downloadCta: glossary.downloadApp },
  }
}

function pricing(words: Words['pricing'], glossary: Glossary) {
  const { bundles } = glossary
  return {
    ...words,
    calculator: { ...words.calculator, subjects: glossary.subject, periodLegend: glossary.billingPeriod },
    periods: glossary.periods,
    plans: {
      ...words.plans,
      unlimited: glossary.unlimitedSubjects,
      recommended: glossary.recommended,
      // Each bundle's card name, from the glossary, for the bundles the code knows (src/content/keys.ts).
      items: Object.fromEntries(PLAN_IDS.map((id) => [id, { name: bundles[id] }])) as Record<
        PlanId,
        { name: string }
      >,
    },
    compare: {
      ...words.compare,
      period: glossary.billingPeriod,
      included: glossary.included,
      notIncluded: glossary.notIncluded,
    },
  }
}

function catalog(lang: Lang) {
  const glossary: Glossary = WORDS.glossary[lang]
  return {
    glossary,
    site: WORDS.site[lang] as Words['site'],
    landing: landing(WORDS.landing[lang], glossary, lang),
    pricing: pricing(WORDS.pricing[lang], glossary),
    privacy: WORDS.privacy[lang] as Words['privacy'],
  }
}

export type Catalog = ReturnType<typeof catalog>

export const catalogs: Record<Lang, Catalog> = { ar: catalog('ar'), en: catalog('en') }
