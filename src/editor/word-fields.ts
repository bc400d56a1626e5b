/**
 * The editor's fields for one word file (content/words/<area>.<lang>.json), declared from the
 * English file's shape, key for key and in file order: Sveltia rewrites a key it does not know
 * (docs/deploy.md, "The editor"). A list item's keys are those of every item; a plural entry's
 * forms those of both languages (Arabic six, English two). The choices and placeholders come from
 * src/content/words-rules.ts: a choice is a select, a placeholder a `pattern` and a hint.
 */
import {
  CHOICES,
  isPluralForms,
  PLACEHOLDERS,
  PLURAL_FORMS,
  PLURAL_FORMS_BY_LANG,
  type WordArea,
} from '../content/words-rules.ts'
import { label, names } from './labels.ts'

export type Field = { name: string; label: string; widget: string } & Record<string, unknown>

type Json = string | Json[] | { [key: string]: Json }

/** Where a sentence is: «الأسعار › الأسئلة الشائعة» and "Pricing › FAQ". */
function place(area: WordArea, path: string[]): [string, string] {
  const parts = [area, ...path.slice(0, 1)].map(names)
  return [parts.map(([ar]) => ar).join(' › '), parts.map(([, en]) => en).join(' › ')]
}

const braces = (list: readonly string[]) => list.map((name) => `{${name}}`).join(' ')
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
  if (own.length === 0) return [`^${others}${ANY}$`, 'بلا عناصر بين {} · No {placeholders} here']
  if (kind === 'sentence') {
    const keeps = own.map((name) => `(?=${ANY}\\{${name}\\})`).join('')
    return [
      `^${keeps}${others}${ANY}$`,
      `يجب أن يبقى ${braces(own)} كما هو · Must keep ${braces(own)} as written`,
    ]
  }
  const digits = kind === 'item' ? '(?![\\s\\S]*[0-9\\u0660-\\u0669])' : ''
  const noDigits =
    kind === 'item' ? '، ولا أرقام: الرقم يأتي من {…} · , and no digits: numbers come from {…}' : ''
  return [`^${digits}${others}${ANY}$`, `فقط ${braces(own)}${noDigits} · Only ${braces(own)}`]
}

function hint(area: WordArea, path: string[], own: readonly string[]): string {
  const [ar, en] = place(area, path)
  const keep =
    own.length > 0
      ? `\nأبقِ ${braces(own)} كما هي: يملؤها الموقع · Keep ${braces(own)}: the site fills them in`
      : ''
  return `${ar} · ${en}${keep}`
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
  if (choices) return { name, label: label(name), widget: 'select', options: [...choices], i18n: true }
  const own = PLACEHOLDERS[key] ?? []
  const long = sample.length > 70 || sample.includes('\n')
  return {
    name,
    label: label(name),
    widget: long ? 'text' : 'string',
    i18n: true,
    hint: hint(area, path, own),
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
    const list = { name, label: label(name), widget: 'list', i18n: true }
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
    return { name, label: label(name), widget: 'object', i18n: true, fields }
  }
  const fields = keysOf(objects).map((key) =>
    fieldOf(
      area,
      [...path, key],
      objects.flatMap((object) => (key in object ? [object[key] as Json] : [])),
      inItem,
    ),
  )
  return { name, label: label(name), widget: 'object', i18n: true, fields }
}

/** The fields of an area's file, from its English and Arabic files (parsed). */
export function wordFields(area: WordArea, en: Json, ar: Json): Field[] {
  return fieldOf(area, [], [en, ar], false).fields as Field[]
}
