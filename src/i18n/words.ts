/**
 * The site's words, read from the word files (content/words/<area>.<lang>.json), which the
 * owner's team edits (README, "Common changes"; the editor at /admin/). English gives each file's
 * shape and `satisfies` holds Arabic to it here (tsc); the build checks both against the rules
 * (src/content/words-check.ts), naming the file and the key. The charts' words are read on their
 * own (charts-words.ts): the charts island carries them and nothing else.
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
import { chartsWords } from './charts-words.ts'

export const WORDS = {
  glossary: { ar: arGlossary satisfies typeof enGlossary, en: enGlossary },
  site: { ar: arSite satisfies typeof enSite, en: enSite },
  landing: { ar: arLanding satisfies typeof enLanding, en: enLanding },
  charts: chartsWords,
  pricing: { ar: arPricing satisfies typeof enPricing, en: enPricing },
  privacy: { ar: arPrivacy satisfies typeof enPrivacy, en: enPrivacy },
}

export type Words = { [Area in keyof typeof WORDS]: (typeof WORDS)[Area]['en'] }
