/**
 * The items of each landing section, in display order. Their copy is in the catalogs under the
 * same keys (`landing.<section>.items.<key>`); their icons are chosen in the section components.
 */
import type { Catalog } from '#src/i18n/catalogs.ts'

type Landing = Catalog['landing']

/**
 * `true` only when `List` names every key of `Items`: an item added to the catalogs but not to
 * its list here fails `tsc` (`npm test`) instead of being silently not shown.
 */
type Lists<Items, List extends ReadonlyArray<keyof Items>> = [Exclude<keyof Items, List[number]>] extends [
  never,
]
  ? true
  : { missing: Exclude<keyof Items, List[number]> }

export const STEPS = ['signUp', 'assess', 'learn', 'track'] as const satisfies ReadonlyArray<
  keyof Landing['howItWorks']['steps']
>
const stepsComplete: Lists<Landing['howItWorks']['steps'], typeof STEPS> = true

export const FEATURES = [
  'plans',
  'quizzes',
  'summaries',
  'voice',
  'reports',
  'offline',
] as const satisfies ReadonlyArray<keyof Landing['features']['items']>
const featuresComplete: Lists<Landing['features']['items'], typeof FEATURES> = true

export const USE_CASES = ['homework', 'exams', 'together'] as const satisfies ReadonlyArray<
  keyof Landing['useCases']['items']
>
const useCasesComplete: Lists<Landing['useCases']['items'], typeof USE_CASES> = true

export const AUDIENCES = ['students', 'teachers', 'parents'] as const satisfies ReadonlyArray<
  keyof Landing['audiences']['items']
>
const audiencesComplete: Lists<Landing['audiences']['items'], typeof AUDIENCES> = true

export const FAQ_ITEMS = ['curriculum', 'free', 'devices', 'parents'] as const satisfies ReadonlyArray<
  keyof Landing['faq']['items']
>
const faqItemsComplete: Lists<Landing['faq']['items'], typeof FAQ_ITEMS> = true

void [stepsComplete, featuresComplete, useCasesComplete, audiencesComplete, faqItemsComplete]
