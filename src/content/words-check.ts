/**
 * The word files' check (content/words/, README "Common changes"): each language's file is walked
 * beside the English one, and at each value the small named rules below say what they refuse, as
 * data (refusal.ts prints it, Arabic first). A rule takes the English value, the same value in the
 * file's language (English itself when the file is English) and where it is. The rules are what
 * words-rules.ts declares: same keys and shape, every list item with its twin, twins picking the
 * same choice from their list, each sentence keeping its placeholders (a list item those of its
 * twin), no empty value, the language's own digits, its plural forms.
 */
import { LANGS, type Lang } from '#src/i18n/lang.ts'
import type { Path } from './place.ts'
import { NATIVE_DIGITS, type Refusal, type Shape } from './refusal.ts'
import {
  CHOICES,
  isPluralForms,
  PLACEHOLDERS,
  PLURAL_FORMS_BY_LANG,
  placeholdersOf,
  UNIQUE_CHOICES,
  WORD_AREAS,
  type WordArea,
  wordFile,
} from './words-rules.ts'

/** Where a rule looks: the file (in `lang`), the key's path, and its rule key in words-rules.ts. */
export interface At {
  area: WordArea
  lang: Lang
  path: Path
  /** Its key in words-rules.ts (`landing:faq.items[].answer`); a plural form's is its entry's. */
  key: string
  /** A list item's (or a plural form's) sentence may use fewer of its placeholders. */
  loose: boolean
  /** Inside a list item: its placeholders are those of its twin. */
  inList: boolean
}
export type Rule = (en: unknown, value: unknown, at: At) => Refusal[]

/** `landing:faq.items[].answer` for faq.items[3].answer: the rule's key for any item of a list. */
const ruleKey = (area: WordArea, path: Path) =>
  `${area}:${path
    .map((step) => (typeof step === 'number' ? '[]' : `.${step}`))
    .join('')
    .slice(1)}`
const refuse = (at: At, path: Path = at.path) => ({ file: wordFile(at.area, at.lang), path, lang: at.lang })

const shapeOf = (value: unknown): Shape =>
  Array.isArray(value)
    ? 'list'
    : value === null
      ? 'null'
      : typeof value === 'object'
        ? 'group'
        : typeof value === 'string'
          ? 'text'
          : typeof value === 'boolean'
            ? 'boolean'
            : 'number'

/** What English holds: text, lists and groups of them. */
const CONTAINERS: readonly Shape[] = ['text', 'list', 'group']

/** The same shape as English (text, a list, a group); English itself holds only those. */
export const sameShape: Rule = (en, value, at) => {
  const [want, got] = [shapeOf(en), shapeOf(value)]
  if (!CONTAINERS.includes(want))
    return at.lang === 'en' ? [{ ...refuse(at), rule: 'wrong-shape', want: 'text', got: want }] : []
  return want === got ? [] : [{ ...refuse(at), rule: 'wrong-shape', want, got }]
}

/** A group has English's keys, no fewer and no more. */
export const sameKeys: Rule = (en, value, at) => {
  const [enKeys, keys] = [Object.keys(en as object), Object.keys(value as object)]
  return [
    ...enKeys
      .filter((key) => !keys.includes(key))
      .map((key) => ({ ...refuse(at, [...at.path, key]), rule: 'missing-key' as const })),
    ...keys
      .filter((key) => !enKeys.includes(key))
      .map((key) => ({ ...refuse(at, [...at.path, key]), rule: 'extra-key' as const })),
  ]
}

/** No empty sentence, none starting or ending with a space. */
export const filled: Rule = (_, value, at) => {
  const text = value as string
  if (text.trim() === '') return [{ ...refuse(at), rule: 'empty' }]
  return text === text.trim() ? [] : [{ ...refuse(at), rule: 'untrimmed' }]
}

/** A language with its own digits (Arabic) writes no 0–9. */
export const nativeDigits: Rule = (_, value, at) => {
  const latin = (value as string).match(/[0-9]+/g)
  return NATIVE_DIGITS[at.lang] && latin
    ? [{ ...refuse(at), rule: 'latin-digit', digits: latin.join(' ') }]
    : []
}

const allowedAt = (at: At) => PLACEHOLDERS[at.key] ?? []

/** No placeholder the code does not fill. */
export const knownPlaceholders: Rule = (_, value, at) => {
  const allowed = allowedAt(at)
  const names = placeholdersOf(value as string).filter((name) => !allowed.includes(name))
  return names.length > 0 ? [{ ...refuse(at), rule: 'placeholder-unknown', names, allowed }] : []
}

/** A sentence keeps every placeholder of its own (a list item or a plural form may use fewer). */
export const keptPlaceholders: Rule = (_, value, at) => {
  if (at.loose) return []
  const used = placeholdersOf(value as string)
  const names = allowedAt(at).filter((name) => !used.includes(name))
  return names.length > 0 ? [{ ...refuse(at), rule: 'placeholder-dropped', names }] : []
}

/** A list item uses the placeholders its English twin uses: the Arabic refund answer keeps {days}. */
export const twinPlaceholders: Rule = (en, value, at) => {
  const [want, got] = [placeholdersOf(en as string), placeholdersOf(value as string)]
  return at.inList && want.join() !== got.join()
    ? [{ ...refuse(at), rule: 'placeholder-twin', want, got }]
    : []
}

/** A choice is one of its list's (words-rules.ts, CHOICES). */
export const choiceInList: Rule = (_, value, at) => {
  const choices = CHOICES[at.key] ?? []
  return choices.includes(value as string)
    ? []
    : [{ ...refuse(at), rule: 'not-a-choice', got: value, choices }]
}

/** Twins pick the same choice. */
export const sameChoice: Rule = (en, value, at) =>
  en === value || ![en, value].every((each) => (CHOICES[at.key] ?? []).includes(each as string))
    ? []
    : [{ ...refuse(at), rule: 'twin-choice', want: String(en), got: value }]

/** A list of items picking a choice that may be picked once (a feature has one card) picks each once. */
export const choicesOnce: Rule = (_, value, at) => {
  const key = Object.keys(CHOICES).find((each) => each.startsWith(`${at.key}[].`))
  if (!key || !UNIQUE_CHOICES.has(key)) return []
  const field = key.split('.').at(-1) ?? ''
  const picked = (value as Record<string, unknown>[]).map((item) => String(item[field]))
  const twice = picked.find((each, index) => picked.indexOf(each) !== index)
  return twice === undefined ? [] : [{ ...refuse(at), rule: 'choice-twice', value: twice }]
}

/** Every item of a list has its twin at the same place: the lists are as long. */
export const twinItems: Rule = (en, value, at) => {
  const [enList, list] = [en as unknown[], value as unknown[]]
  if (enList.length === list.length) return []
  const index = Math.min(enList.length, list.length)
  const [lang, twin] = list.length > enList.length ? [at.lang, 'en' as const] : ['en' as const, at.lang]
  return [{ ...refuse({ ...at, lang }, [...at.path, index]), rule: 'no-twin', twin }]
}

/** A plural entry has the forms its language uses (Arabic six, English two), and no other. */
export const pluralForms: Rule = (_, value, at) => {
  const forms = Object.keys(value as object)
  const wanted = PLURAL_FORMS_BY_LANG[at.lang] ?? []
  return [
    ...wanted
      .filter((form) => !forms.includes(form))
      .map((form) => ({ ...refuse(at, [...at.path, form]), rule: 'plural-missing' as const })),
    ...forms
      .filter((form) => !wanted.includes(form))
      .map((form) => ({ ...refuse(at, [...at.path, form]), rule: 'plural-extra' as const, forms: wanted })),
  ]
}

/** The rules of a sentence, in the order their refusals print. */
const SENTENCE: Rule[] = [filled, nativeDigits, knownPlaceholders, keptPlaceholders, twinPlaceholders]

/** A sentence through its rules: an empty one is only empty. */
function sentence(en: unknown, value: unknown, at: At): Refusal[] {
  const empty = filled(en, value, at)
  if (empty.some(({ rule }) => rule === 'empty')) return empty
  return SENTENCE.flatMap((rule) => rule(en, value, at))
}

/** The place below `at`: its path and rule key one step further. */
const below = (at: At, step: string | number, more: Partial<At> = {}): At => {
  const path = [...at.path, step]
  return { ...at, path, key: ruleKey(at.area, path), ...more }
}

/** Walks one language's file beside the English one, each value through its rules. */
function walk(en: unknown, value: unknown, at: At): Refusal[] {
  if (CHOICES[at.key]) {
    const wrong = choiceInList(en, value, at)
    return wrong.length > 0 ? wrong : sameChoice(en, value, at)
  }
  const shape = sameShape(en, value, at)
  if (shape.length > 0 || !CONTAINERS.includes(shapeOf(en))) return shape
  if (typeof en === 'string') return sentence(en, value, at)
  if (Array.isArray(en)) {
    const list = value as unknown[]
    const items = en
      .slice(0, list.length)
      .flatMap((item, index) => walk(item, list[index], below(at, index, { loose: true, inList: true })))
    return [...twinItems(en, value, at), ...items, ...choicesOnce(en, value, at)]
  }
  const [enGroup, group] = [en as Record<string, unknown>, value as Record<string, unknown>]
  if (isPluralForms(enGroup)) {
    const forms = (PLURAL_FORMS_BY_LANG[at.lang] ?? []).filter((form) => typeof group[form] === 'string')
    const sentences = forms.flatMap((form) =>
      sentence(group[form], group[form], {
        ...below(at, form),
        key: at.key,
        loose: form !== 'other' || at.loose,
      }),
    )
    return [...pluralForms(en, value, at), ...sentences]
  }
  const inner = Object.keys(enGroup)
    .filter((key) => key in group)
    .flatMap((key) => walk(enGroup[key], group[key], below(at, key)))
  return [...sameKeys(en, value, at), ...inner]
}

type Files = Record<WordArea, Record<Lang, unknown>>

/** Every refusal of the word files: each language's file beside English, area by area. */
export function checkWords(files: Files): Refusal[] {
  return WORD_AREAS.flatMap((area) =>
    LANGS.flatMap((lang) =>
      walk(files[area].en, files[area][lang], {
        area,
        lang,
        path: [],
        key: `${area}:`,
        loose: false,
        inList: false,
      }),
    ),
  )
}
