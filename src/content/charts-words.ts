/**
 * The landing charts' words in each language (content/words/charts.<lang>.json), on their own: the
 * charts island (src/features/landing/insights-charts.tsx) carries them in its code, which the
 * browser fetches only when the charts come into view, so the landing page's HTML does not carry
 * them twice. The pie's centre counts subjects in the glossary's words
 * (content/words/glossary.<lang>.json). words.ts reads the same files for the static pages.
 */

// biome-ignore-all assist/source/organizeImports: the glossary before the charts' files, so the charts island's code keeps its order
import arGlossary from '#content/words/glossary.ar.json' with { type: 'json' }
import enGlossary from '#content/words/glossary.en.json' with { type: 'json' }
import ar from '#content/words/charts.ar.json' with { type: 'json' }
import en from '#content/words/charts.en.json' with { type: 'json' }
import type { Lang } from '#src/i18n/lang.ts'

/** The charts' files as written, for the words check (words.ts, `WORDS`). */
export const CHARTS_FILES = { ar: ar satisfies typeof en, en }

const withCentre = (words: typeof en, subject: (typeof enGlossary)['subject']) => ({
  ...words,
  pie: { ...words.pie, centerValue: subject },
})

/** The charts' words in each language, the pie's centre filled. */
export const chartsWords = {
  ar: withCentre(CHARTS_FILES.ar, arGlossary.subject),
  en: withCentre(CHARTS_FILES.en, enGlossary.subject),
} satisfies Record<Lang, unknown>

export type ChartsWords = (typeof chartsWords)['en']
