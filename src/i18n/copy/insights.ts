/**
 * The landing charts' words in both languages, on their own: the charts island
 * (src/features/landing/insights-charts.tsx) carries them in its code, which the browser fetches
 * only when the charts come into view, so the landing page's HTML does not carry them twice.
 */
import type { Lang } from '../lang.ts'
import { insights as ar } from '../locales/ar/landing/insights.ts'
import { insights as en } from '../locales/en/landing/insights.ts'

export const insightsCopy = { ar, en } satisfies Record<Lang, unknown>
