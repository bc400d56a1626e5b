/**
 * The landing charts' words in both languages, on their own: the charts island
 * (src/features/landing/insights-charts.tsx) carries them in its code, which the browser fetches
 * only when the charts come into view, so the landing page's HTML does not carry them twice.
 * The pie's centre counts subjects in the glossary's words (content/words/glossary.<lang>.json).
 */
import arGlossary from '#content/words/glossary.ar.json' with { type: 'json' }
import enGlossary from '#content/words/glossary.en.json' with { type: 'json' }
import { chartsWords } from '../charts-words.ts'
import type { Lang } from '../lang.ts'

const withCentre = (words: (typeof chartsWords)['en'], subject: (typeof enGlossary)['subject']) => ({
  ...words,
  pie: { ...words.pie, centerValue: subject },
})

export const insightsCopy = {
  ar: withCentre(chartsWords.ar, arGlossary.subject),
  en: withCentre(chartsWords.en, enGlossary.subject),
} satisfies Record<Lang, unknown>
