/**
 * The enumerations the code switches on: billing periods, bundle ids, feature keys. They are code,
 * not content: content/pricing.json orders them and gives each its numbers, but cannot add one
 * (src/content/schema.ts refuses it). No schema library here: the calculator's code imports this.
 */
import type glossary from '#content/words/glossary.en.json'

/** The billing periods, in the order they are offered. */
export const PERIODS = ['monthly', 'term', 'yearly'] as const
export type Period = (typeof PERIODS)[number]

export const PLAN_IDS = ['monthly', 'term', 'yearly', 'premium'] as const
export type PlanId = (typeof PLAN_IDS)[number]

/**
 * The bundle features, as keys: each names a glossary feature (`glossary.features`, both
 * catalogs), which the cards and the table show (src/features/pricing/feature-names.ts); tsc names
 * one missing there. Their order is the file's (`features`).
 */
export const FEATURE_KEYS = [
  'adaptiveQuizzes',
  'aiSummaries',
  'progressTracking',
  'appAccess',
  'voiceTutoring',
  'points',
  'teacherDashboard',
] as const satisfies ReadonlyArray<keyof (typeof glossary)['features']>
export type FeatureKey = (typeof FEATURE_KEYS)[number]
