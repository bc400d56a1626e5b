/**
 * The items of each landing section, in display order. Their copy is in the catalogs under the
 * same keys (`landing.<section>.items.<key>`); their icons are chosen in the section components.
 */
import type { Catalog } from '#src/i18n/catalogs.ts'

type Landing = Catalog['landing']

export const STEPS: ReadonlyArray<keyof Landing['howItWorks']['steps']> = [
  'signUp',
  'assess',
  'learn',
  'track',
]

export const FEATURES: ReadonlyArray<keyof Landing['features']['items']> = [
  'plans',
  'quizzes',
  'summaries',
  'voice',
  'reports',
  'offline',
]

export const USE_CASES: ReadonlyArray<keyof Landing['useCases']['items']> = ['homework', 'exams', 'together']

export const AUDIENCES: ReadonlyArray<keyof Landing['audiences']['items']> = [
  'students',
  'teachers',
  'parents',
]

export const FAQ_ITEMS: ReadonlyArray<keyof Landing['faq']['items']> = [
  'curriculum',
  'free',
  'devices',
  'parents',
]
