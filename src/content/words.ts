/**
 * The site's words: read from the word files (content/words/<area>.<lang>.json), which the owner's
 * team edits (README, "Common changes"; the editor at /admin/), and handed to the pages by
 * `words(area, lang)`. English gives each file's shape and `satisfies` holds Arabic to it here
 * (tsc); the build checks every file against the rules (words-check.ts), naming the file and the
 * key. On the way, the glossary's one name of each product term (docs/copy-style.md) is put where
 * a page shows it, so that no word file spells a bundle, a period or a feature a second time, and
 * the numbers a sentence names from content/pricing.json are filled in (`{days}`, the prices).
 * A React tree reads them with `useWords(area)` (use-words.tsx); the charts island reads its own
 * (charts-words.ts).
 */
import arGlossary from '#content/words/glossary.ar.json' with { type: 'json' }
import enGlossary from '#content/words/glossary.en.json' with { type: 'json' }
import arLanding from '#content/words/landing.ar.json' with { type: 'json' }
import enLanding from '#content/words/landing.en.json' with { type: 'json' }
import arPricing from '#content/words/pricing.ar.json' with { type: 'json' }
import enPricing from '#content/words/pricing.en.json' with { type: 'json' }
import arPrivacy from '#content/words/privacy.ar.json' with { type: 'json' }
import enPrivacy from '#content/words/privacy.en.json' with { type: 'json' }
import arSite from '#content/words/site.ar.json' with { type: 'json' }
import enSite from '#content/words/site.en.json' with { type: 'json' }
import { fill, formatMoney } from '#src/i18n/format.ts'
import { LANGS, type Lang } from '#src/i18n/lang.ts'
import { CHARTS_FILES, chartsWords } from './charts-words.ts'
import { PERIODS, PLAN_IDS, type PlanId } from './keys.ts'
import { PER_SUBJECT_PRICE, refundWindow } from './pricing.ts'
import type { AUDIENCE_ICONS, LANDING_FEATURES, STEP_ICONS, USE_CASE_LOOKS, WordArea } from './words-rules.ts'

/**
 * The word files as written, each area in each language: what the words check reads (check.ts).
 * Its areas are WORD_AREAS, no more and no fewer (tsc), so the check and the editor see each one.
 */
export const WORDS = {
  glossary: { ar: arGlossary satisfies typeof enGlossary, en: enGlossary },
  site: { ar: arSite satisfies typeof enSite, en: enSite },
  landing: { ar: arLanding satisfies typeof enLanding, en: enLanding },
  charts: CHARTS_FILES,
  pricing: { ar: arPricing satisfies typeof enPricing, en: enPricing },
  privacy: { ar: arPrivacy satisfies typeof enPrivacy, en: enPrivacy },
} satisfies Record<WordArea, unknown>

type Files = { [Area in keyof typeof WORDS]: (typeof WORDS)[Area]['en'] }
type Glossary = Files['glossary']
type Choice<List extends readonly string[]> = List[number]

function landing(words: Files['landing'], glossary: Glossary, lang: Lang) {
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
    insights: chartsWords[lang],
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

function pricing(words: Files['pricing'], glossary: Glossary, lang: Lang) {
  const { bundles, periods } = glossary
  // The refund window and each period's price per subject ("EGP 100 per month" / «١٠٠ ج.م شهريًا»).
  const values = {
    days: refundWindow(lang, words.days),
    ...Object.fromEntries(
      PERIODS.map((period) => [
        period,
        `${formatMoney(lang, PER_SUBJECT_PRICE[period])} ${periods[period].per}`,
      ]),
    ),
  }
  const filled = (text: string) => fill(text, values)
  return {
    ...words,
    meta: { ...words.meta, description: filled(words.meta.description) },
    hero: { ...words.hero, refund: filled(words.hero.refund) },
    calculator: { ...words.calculator, subjects: glossary.subject, periodLegend: glossary.billingPeriod },
    periods: glossary.periods,
    plans: {
      ...words.plans,
      unlimited: glossary.unlimitedSubjects,
      recommended: glossary.recommended,
      // Each bundle's card name, from the glossary, for the bundles the code knows (keys.ts).
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
    faq: { ...words.faq, items: words.faq.items.map((item) => ({ ...item, answer: filled(item.answer) })) },
    cta: { ...words.cta, description: filled(words.cta.description) },
  }
}

function catalog(lang: Lang) {
  const glossary: Glossary = WORDS.glossary[lang]
  return {
    glossary,
    site: WORDS.site[lang] as Files['site'],
    landing: landing(WORDS.landing[lang], glossary, lang),
    charts: chartsWords[lang],
    pricing: pricing(WORDS.pricing[lang], glossary, lang),
    privacy: WORDS.privacy[lang] as Files['privacy'],
  }
}

/** The words of every area, as the pages read them. */
export type Words = ReturnType<typeof catalog>
export type Area = keyof Words

const CATALOGS = Object.fromEntries(LANGS.map((lang) => [lang, catalog(lang)])) as Record<Lang, Words>

/** One area's words in one language, as the pages show them. */
export function words<A extends Area>(area: A, lang: Lang): Words[A] {
  return CATALOGS[lang][area]
}

/** Every area's words in one language: for the checks that read all of a language's sentences. */
export function allWords(lang: Lang): Words {
  return CATALOGS[lang]
}
