import type { LandingCopy } from '#src/i18n/copy/landing.ts'

/** The words the charts need: all an island is given (src/features/landing/insights-charts.tsx). */
export type InsightsCopy = LandingCopy['insights']
