/**
 * The editor's fields for one word file (content/words/<area>.<lang>.json), declared from the
 * English file's shape, key for key and in file order: Sveltia rewrites a key it does not know
 * (docs/deploy.md, "The editor"). A list item's keys are those of every item; a plural entry's
 * forms those of both languages (Arabic six, English two). The choices and placeholders come from
 * src/content/words-rules.ts: a choice is a select, a placeholder a `pattern` and a hint. Labels
 * and names are src/content/labels.ts's, which the content check names its refusals by.
 */

import { fieldLabel, fieldNames } from '../content/labels.ts'
import {
  CHOICES,
  isPluralForms,
  PLACEHOLDERS,
  PLURAL_FORMS,
  PLURAL_FORMS_BY_LANG,
  type WordArea,
} from '../content/words-rules.ts'

export type Field = { name: string; label: string; widget: string } & Record<string, unknown>

type Json = string | Json[] | { [key: string]: Json }

/** Where a sentence is: «الأسعار › الأسئلة الشائعة» and "Pricing › FAQ". */
function place(area: WordArea, path: string[]): [string, string] {
  const parts = [fieldNames(area, []), ...path.slice(0, 1).map((key) => fieldNames(area, [key]))]
  return [parts.map(([ar]) => ar).join(' › '), parts.map(([, en]) => en).join(' › ')]
}

/** «{a} و{b}», "{a} and {b}" (or «أو», "or"). */
function braces(list: readonly string[], [ar, en]: readonly [string, string]): [string, string] {
  const each = list.map((name) => `{${name}}`)
  const last = each.at(-1) ?? ''
  return [each.join(` ${ar}`), each.length > 1 ? `${each.slice(0, -1).join(', ')} ${en} ${last}` : last]
}
const AND = ['و', 'and'] as const
const OR = ['أو ', 'or'] as const
/** A message in both languages, one line each: the field's own language is read whole. */
const lines = (ar: string, en: string) => `${ar}\n${en}`
const ANY = '[\\s\\S]*'

/**
 * The rule a sentence's placeholders keep, as a pattern and its message. A sentence keeps each of
 * its own; a list item or a plural form may use fewer («مادة واحدة» has no {count}), so there a
 * number written out in digits is refused instead (a number in a sentence is a placeholder:
 * docs/copy-style.md). None may add another.
 */
function placeholderRule(own: readonly string[], kind: 'sentence' | 'item' | 'plural'): [string, string] {
  const others =
    own.length > 0 ? `(?![\\s\\S]*\\{(?!(?:${own.join('|')})\\})\\w*\\})` : `(?!${ANY}\\{\\w*\\})`
  if (own.length === 0)
    return [`^${others}${ANY}$`, lines('لا تكتب هنا شيئًا بين قوسين { }.', 'Nothing in braces { } here.')]
  if (kind === 'sentence') {
    const keeps = own.map((name) => `(?=${ANY}\\{${name}\\})`).join('')
    const [ar, en] = braces(own, AND)
    const stays = own.length > 1 ? `يجب أن تبقى ${ar} كما هي.` : `يجب أن يبقى ${ar} كما هو.`
    return [`^${keeps}${others}${ANY}$`, lines(stays, `Keep ${en} as written.`)]
  }
  const [ar, en] = braces(own, OR)
  if (kind === 'plural')
    return [`^${others}${ANY}$`, lines(`يمكنك استخدام ${ar} فقط.`, `You may use ${en} only.`)]
  return [
    `^(?![\\s\\S]*[0-9\\u0660-\\u0669])${others}${ANY}$`,
    lines(
      `لا تكتب أرقامًا هنا. يمكنك استخدام ${ar}، ويملؤها الموقع.`,
      `No digits here. You may use ${en}; the site fills them in.`,
    ),
  ]
}

/** The hint under a field: where it is on the page and what its placeholders are, a line per language. */
function hint(
  area: WordArea,
  path: string[],
  own: readonly string[],
  kind: 'sentence' | 'item' | 'plural',
): string {
  const [placeAr, placeEn] = place(area, path)
  if (own.length === 0) return lines(placeAr, placeEn)
  if (kind === 'sentence') {
    const [ar, en] = braces(own, AND)
    return lines(
      `${placeAr} — أبقِ ${ar} كما ${own.length > 1 ? 'هي: يملؤها' : 'هو: يملؤه'} الموقع.`,
      `${placeEn} — Keep ${en} as written: the site fills ${own.length > 1 ? 'them' : 'it'} in.`,
    )
  }
  const [ar, en] = braces(own, OR)
  return lines(
    `${placeAr} — يمكنك استخدام ${ar}: ${own.length > 1 ? 'يملؤها' : 'يملؤه'} الموقع.`,
    `${placeEn} — You may use ${en}: the site fills ${own.length > 1 ? 'them' : 'it'} in.`,
  )
}

/** `faq.items[].answer` from ["faq", "items", "[]", "answer"]. */
const keyOf = (area: WordArea, path: string[]) => `${area}:${path.join('.').replaceAll('.[]', '[]')}`

function stringField(
  area: WordArea,
  path: string[],
  sample: string,
  kind: 'sentence' | 'item' | 'plural',
): Field {
  const name = path.at(-1) === '[]' ? 'item' : (path.at(-1) ?? '')
  const key = keyOf(area, kind === 'plural' ? path.slice(0, -1) : path)
  const choices = CHOICES[key]
  if (choices)
    return { name, label: fieldLabel(area, path), widget: 'select', options: [...choices], i18n: true }
  const own = PLACEHOLDERS[key] ?? []
  const long = sample.length > 70 || sample.includes('\n')
  return {
    name,
    label: fieldLabel(area, path),
    widget: long ? 'text' : 'string',
    i18n: true,
    hint: hint(area, path, own, kind),
    pattern: placeholderRule(own, kind),
  }
}

/** The keys of several objects, in first-seen order. */
const keysOf = (objects: Json[]) => [...new Set(objects.flatMap((object) => Object.keys(object)))]

/** The field of `values` (the same key in each language and item: English first). */
function fieldOf(area: WordArea, path: string[], values: Json[], inItem: boolean): Field {
  const name = path.at(-1) === '[]' ? 'item' : (path.at(-1) ?? '')
  const [first] = values
  if (typeof first === 'string') return stringField(area, path, first, inItem ? 'item' : 'sentence')
  if (Array.isArray(first)) {
    const items = values.flatMap((value) => value as Json[])
    const item = fieldOf(area, [...path, '[]'], items, true)
    const list = { name, label: fieldLabel(area, path), widget: 'list', i18n: true }
    if (item.widget !== 'object') return { ...list, field: item }
    const fields = item.fields as Field[]
    return { ...list, fields, summary: `{{fields.${fields[0]?.name}}}` }
  }
  const objects = values.filter((value): value is { [key: string]: Json } => typeof value === 'object')
  if (isPluralForms(first)) {
    const forms = PLURAL_FORMS.filter((form) => objects.some((object) => form in object))
    const fields = forms.map((form) => {
      const required = Object.keys(PLURAL_FORMS_BY_LANG).filter((lang) =>
        PLURAL_FORMS_BY_LANG[lang]?.includes(form),
      )
      const sample = String(objects.find((object) => form in object)?.[form] ?? '')
      return { ...stringField(area, [...path, form], sample, 'plural'), required }
    })
    return { name, label: fieldLabel(area, path), widget: 'object', i18n: true, fields }
  }
  const fields = keysOf(objects).map((key) =>
    fieldOf(
      area,
      [...path, key],
      objects.flatMap((object) => (key in object ? [object[key] as Json] : [])),
      inItem,
    ),
  )
  return { name, label: fieldLabel(area, path), widget: 'object', i18n: true, fields }
}

/** The fields of an area's file, from its English and Arabic files (parsed). */
export function wordFields(area: WordArea, en: Json, ar: Json): Field[] {
  return fieldOf(area, [], [en, ar], false).fields as Field[]
}
