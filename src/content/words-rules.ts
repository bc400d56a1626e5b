/**
 * What the word files (content/words/<area>.<lang>.json) may say beyond their shape, which the
 * English file gives: the choices a list item makes (an icon, a feature) and the placeholders each
 * sentence must keep, which the code fills in. The build checks the files against these
 * (words-check.ts); the editor's configuration is generated from them (its fields' choices,
 * patterns and hints). No library here: the pages' code may import it.
 */
import { LANGS } from '#src/i18n/lang.ts'

/** The word files, one per area and language, in the editor's order. */
export const WORD_AREAS = ['landing', 'charts', 'pricing', 'glossary', 'site', 'privacy'] as const
export type WordArea = (typeof WORD_AREAS)[number]

/** The path of an area's file in one language, from the repository's root. */
export function wordFile(area: WordArea, lang: string): string {
  return `content/words/${area}.${lang}.json`
}

/** The forms a plural entry may have (Intl.PluralRules): English uses one and other, Arabic all six. */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const

/** The forms each language uses, as Intl.PluralRules names them, in the order of PLURAL_FORMS. */
export const PLURAL_FORMS_BY_LANG: Record<string, readonly string[]> = Object.fromEntries(
  LANGS.map((lang) => {
    const used: readonly string[] = new Intl.PluralRules(lang).resolvedOptions().pluralCategories
    return [lang, PLURAL_FORMS.filter((form) => used.includes(form))]
  }),
)

/** An object of plural forms ({ one, other }), as opposed to a group of keys. */
export function isPluralForms(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.includes('other') && keys.every((key) => (PLURAL_FORMS as readonly string[]).includes(key))
}

export const STEP_ICONS = ['signUp', 'assess', 'learn', 'track'] as const
/** The glossary features the landing page has an icon for (src/features/landing/sections/features.tsx). */
export const LANDING_FEATURES = [
  'studyPlan',
  'adaptiveQuizzes',
  'aiSummaries',
  'voiceTutoring',
  'progressTracking',
  'offlineLearning',
] as const
export const USE_CASE_LOOKS = ['homework', 'exams', 'together'] as const
export const AUDIENCE_ICONS = ['students', 'teachers', 'parents'] as const

/**
 * Fields that pick one value from a list, by `<area>:<path>` (`[]`: every item of a list). Twins
 * (the same item in both languages) pick the same value.
 */
export const CHOICES: Record<string, readonly string[]> = {
  'landing:howItWorks.steps[].icon': STEP_ICONS,
  'landing:features.items[].feature': LANDING_FEATURES,
  'landing:useCases.items[].look': USE_CASE_LOOKS,
  'landing:audiences.items[].audience': AUDIENCE_ICONS,
}

/** Choices a list may make once only: each feature has one card. */
export const UNIQUE_CHOICES = new Set(['landing:features.items[].feature'])

/**
 * The placeholders the code fills in each sentence, by `<area>:<path>`. A sentence keeps all of
 * its own; a list item or a plural form may use fewer («مادة واحدة» has no {count}). A sentence
 * not named here has none.
 */
export const PLACEHOLDERS: Record<string, readonly string[]> = {
  'glossary:subject': ['count'],
  'site:footer.copyright': ['year'],
  'landing:hero.phone.progress': ['current', 'total'],
  'landing:hero.phone.prompt': ['x'],
  'landing:hero.phone.equation': ['a', 'b', 'c', 'x'],
  'landing:hero.phone.feedbackBody': ['a', 'b'],
  'landing:hero.phone.streak': ['count'],
  'landing:hero.phone.points': ['count'],
  'landing:howItWorks.stepLabel': ['n'],
  'landing:stats.studentsFigure': ['count'],
  'landing:features.lead': ['link'],
  'landing:faq.more': ['email'],
  'charts:line.description': ['from', 'max', 'to'],
  'charts:line.tableCaption': ['max'],
  'charts:line.pointName': ['month', 'value'],
  'charts:line.tooltipValue': ['value'],
  'charts:line.summary': ['count', 'month'],
  'charts:pie.sliceName': ['subject', 'value'],
  'charts:bar.description': ['max'],
  'charts:bar.tableCaption': ['max'],
  'charts:bar.barName': ['series', 'subject', 'value'],
  'charts:bar.tooltipValue': ['series', 'value'],
  'pricing:meta.description': ['days'],
  'pricing:hero.refund': ['days'],
  'pricing:days': ['count'],
  'pricing:calculator.perSubject': ['price'],
  'pricing:calculator.breakdown': ['price', 'subjects', 'total'],
  'pricing:calculator.bundle.less': ['bundle', 'per', 'price', 'subjects'],
  'pricing:calculator.bundle.same': ['bundle', 'per', 'price', 'subjects'],
  'pricing:calculator.bundleUnlimited.less': ['bundle', 'per', 'price'],
  'pricing:calculator.bundleUnlimited.same': ['bundle', 'per', 'price'],
  'pricing:calculator.bundleLink': ['bundle'],
  'pricing:calculator.share.text': ['breakdown', 'per'],
  'pricing:faq.items[].answer': ['days', 'monthly', 'term', 'yearly'],
  'pricing:cta.description': ['days'],
  'privacy:choice.saved': ['arabic', 'english', 'key'],
  'privacy:choice.value': ['ar', 'en'],
  'privacy:log.fields[]': ['full', 'ipLong', 'kept'],
  'privacy:log.kept': ['days'],
  'privacy:days': ['count'],
  'privacy:leaving.app': ['download', 'try'],
  'privacy:app.questions': ['email'],
}

/** The placeholders of a sentence, e.g. ["days"] for "within {days}". */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort()
}
