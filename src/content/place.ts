/**
 * Where a refused value sits, as the owner's team reads it: the page and the field by the editor's
 * own labels (labels.ts), a list's item counted from one in words, «السؤال الخامس» and "the fifth
 * question", never `faq.items[4]` (which the refusal keeps last, for engineers).
 */
import { fieldNames, itemNames } from './labels.ts'

/** A key's path in its file: `faq.items[4].answer` is ["faq", "items", 4, "answer"]. */
export type Path = readonly (string | number)[]

const MASCULINE = [
  'الأول',
  'الثاني',
  'الثالث',
  'الرابع',
  'الخامس',
  'السادس',
  'السابع',
  'الثامن',
  'التاسع',
  'العاشر',
]
const FEMININE = [
  'الأولى',
  'الثانية',
  'الثالثة',
  'الرابعة',
  'الخامسة',
  'السادسة',
  'السابعة',
  'الثامنة',
  'التاسعة',
  'العاشرة',
]
const ENGLISH = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
]

/** Arabic-Indic digits: ١٢ for 12. */
export const arabicDigits = (value: number | string) =>
  String(value).replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))

/**
 * The ordinal of the `n`th item (from one) agreeing with its noun: «الخامس», «الثالثة»,
 * «الحادي عشر», «الثانية عشرة», «العشرون»; past twenty, «رقم ٢١».
 */
export function arabicOrdinal(n: number, feminine: boolean): string {
  const units = feminine ? FEMININE : MASCULINE
  if (n >= 1 && n <= 10) return units[n - 1] ?? ''
  if (n === 11) return feminine ? 'الحادية عشرة' : 'الحادي عشر'
  if (n > 11 && n < 20) return `${units[n - 11]} ${feminine ? 'عشرة' : 'عشر'}`
  if (n === 20) return 'العشرون'
  return `رقم ${arabicDigits(n)}`
}

/** "fifth", "twelfth"; past twenty, "number 21". */
export function englishOrdinal(n: number): string {
  return ENGLISH[n - 1] ?? `number ${n}`
}

/** The scope of a content file's names: a word file's area, or the file's own name. */
export function scopeOf(file: string): string {
  return file.match(/^content\/words\/(\w+)\.\w+\.json$/)?.[1] ?? file.replace(/^content\//, '')
}

/** The item at `index` of the list at `listPath`: «السؤال الخامس», "the fifth question". */
export function itemPhrase(scope: string, listPath: readonly string[], index: number): [string, string] {
  const noun = itemNames(scope, listPath)
  return [
    `${noun.ar} ${arabicOrdinal(index + 1, noun.feminine)}`,
    `the ${englishOrdinal(index + 1)} ${noun.en}`,
  ]
}

/**
 * The breadcrumb to a field, one part a step, in both languages: the page (a word file's area, or
 * the settings file), then each group, each list's item in words (a list called `items` is named
 * by its item alone), then the field: «الأسعار › الأسئلة الشائعة › السؤال الرابع › الإجابة».
 */
export function placeOf(file: string, path: Path): [string[], string[]] {
  const scope = scopeOf(file)
  const [pageAr, pageEn] = fieldNames(scope, [])
  const ar = [pageAr]
  const en = [pageEn]
  const keys: string[] = []
  for (const [at, step] of path.entries()) {
    if (typeof step === 'number') {
      const [itemAr, itemEn] = itemPhrase(scope, keys, step)
      ar.push(itemAr)
      en.push(itemEn)
      keys.push('[]')
      continue
    }
    keys.push(step)
    if (step === 'items' && (at === path.length - 1 || typeof path[at + 1] === 'number')) continue
    const [fieldAr, fieldEn] = fieldNames(scope, keys)
    ar.push(fieldAr)
    en.push(fieldEn)
  }
  return [ar, en]
}

/** `faq.items[4].answer`: a path as the file's reader writes it. */
export function pathText(path: Path): string {
  return path
    .map((step, index) => (typeof step === 'number' ? `[${step}]` : `${index === 0 ? '' : '.'}${step}`))
    .join('')
}
