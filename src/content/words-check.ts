/**
 * The word files' rules (content/words/, README "Common changes"): each Arabic file has exactly
 * the English file's keys, lists of the same length (every item has its twin), and the same
 * choices; no value is empty or starts or ends with a space; each sentence keeps its placeholders
 * (words-rules.ts), a list item those of its twin; Arabic is written with Arabic digits. Every
 * problem is one line naming the file and the key: `content/words/landing.ar.json: faq.items[4]:
 * has no twin in content/words/landing.en.json (4 items there, 5 here)`.
 */
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

type Files = Record<WordArea, { ar: unknown; en: unknown }>

const kind = (value: unknown) =>
  Array.isArray(value)
    ? 'a list'
    : value === null
      ? 'null'
      : typeof value === 'object'
        ? 'a group'
        : `a ${typeof value}`

/** `faq.items[]` for `faq.items[3]`: the rule's key for any item of a list. */
const ruleKey = (area: WordArea, path: string) => `${area}:${path.replace(/\[\d+\]/g, '[]')}`

export function checkWords(files: Files): string[] {
  const problems: string[] = []
  for (const area of WORD_AREAS) {
    const [en, ar] = [wordFile(area, 'en'), wordFile(area, 'ar')]
    const say = (file: string, path: string, message: string) =>
      problems.push(`${file}: ${path || '(the file)'}: ${message}`)

    const sentence = (lang: 'en' | 'ar', path: string, text: string, loose: boolean, rulePath = path) => {
      const file = wordFile(area, lang)
      if (text.trim() === '') return say(file, path, 'is empty')
      if (text !== text.trim()) say(file, path, 'starts or ends with a space')
      if (lang === 'ar' && /[0-9]/.test(text))
        say(file, path, 'has a Latin digit: write Arabic digits (٠١٢٣٤٥٦٧٨٩)')
      const allowed = PLACEHOLDERS[ruleKey(area, rulePath)] ?? []
      const used = placeholdersOf(text)
      const unknown = used.filter((name) => !allowed.includes(name))
      if (unknown.length > 0) {
        const keep = allowed.length > 0 ? `; it may use ${allowed.map((n) => `{${n}}`).join(', ')}` : ''
        say(file, path, `has ${unknown.map((n) => `{${n}}`).join(', ')}, which nothing fills${keep}`)
      }
      const missing = loose ? [] : allowed.filter((name) => !used.includes(name))
      if (missing.length > 0) say(file, path, `must keep ${missing.map((n) => `{${n}}`).join(', ')}`)
    }

    const walk = (enValue: unknown, arValue: unknown, path: string, inList: boolean) => {
      const rule = ruleKey(area, path)
      if (CHOICES[rule]) {
        for (const [lang, value] of [
          ['en', enValue],
          ['ar', arValue],
        ] as const) {
          if (!CHOICES[rule].includes(value as string))
            say(
              wordFile(area, lang),
              path,
              `must be one of ${CHOICES[rule].join(', ')} (got ${JSON.stringify(value)})`,
            )
        }
        if (enValue !== arValue) say(ar, path, `must be ${JSON.stringify(enValue)}, as in ${en}`)
        return
      }
      if (kind(enValue) !== kind(arValue))
        return say(ar, path, `must be ${kind(enValue)}, as in ${en} (got ${kind(arValue)})`)
      if (typeof enValue === 'string') {
        sentence('en', path, enValue, inList)
        sentence('ar', path, arValue as string, inList)
        // An item may use fewer of its list's placeholders, but the same as its twin: the Arabic
        // refund answer keeps {days} as the English one does.
        const [enUses, arUses] = [placeholdersOf(enValue), placeholdersOf(arValue as string)]
        if (inList && enUses.join() !== arUses.join()) {
          const braced = (names: string[]) => names.map((n) => `{${n}}`).join(', ') || 'none'
          say(
            ar,
            path,
            `must use the placeholders its twin in ${en} uses, ${braced(enUses)} (got ${braced(arUses)})`,
          )
        }
        return
      }
      if (Array.isArray(enValue) && Array.isArray(arValue)) {
        if (enValue.length !== arValue.length) {
          const [more, less] = arValue.length > enValue.length ? [ar, en] : [en, ar]
          const index = Math.min(enValue.length, arValue.length)
          say(
            more,
            `${path}[${index}]`,
            `has no twin in ${less} (${enValue.length} items in English, ${arValue.length} in Arabic): add or remove an item in both languages`,
          )
        }
        for (const [index, item] of enValue.slice(0, arValue.length).entries())
          walk(item, arValue[index], `${path}[${index}]`, true)
        const choiceKey = Object.keys(CHOICES).find((key) => key.startsWith(`${ruleKey(area, path)}[].`))
        if (choiceKey && UNIQUE_CHOICES.has(choiceKey)) {
          const field = choiceKey.split('.').at(-1) ?? ''
          const picked = enValue.map((item) => (item as Record<string, unknown>)[field])
          if (new Set(picked).size !== picked.length)
            say(en, path, `lists a ${field} twice (${picked.join(', ')})`)
        }
        return
      }
      if (typeof enValue !== 'object' || enValue === null)
        return say(en, path, `must be text (got ${kind(enValue)})`)
      const [enGroup, arGroup] = [enValue as Record<string, unknown>, arValue as Record<string, unknown>]
      if (isPluralForms(enGroup)) return pluralForms(path, enGroup, arGroup)
      for (const key of Object.keys(enGroup)) {
        const at = path ? `${path}.${key}` : key
        if (!(key in arGroup)) say(ar, at, `is missing (${en} has it)`)
        else walk(enGroup[key], arGroup[key], at, inList)
      }
      for (const key of Object.keys(arGroup)) {
        if (!(key in enGroup))
          say(ar, path ? `${path}.${key}` : key, `is not in ${en}: remove it, or add it there`)
      }
    }

    const pluralForms = (
      path: string,
      enForms: Record<string, unknown>,
      arForms: Record<string, unknown>,
    ) => {
      for (const [lang, forms] of [
        ['en', enForms],
        ['ar', arForms],
      ] as const) {
        const file = wordFile(area, lang)
        const wanted = PLURAL_FORMS_BY_LANG[lang] ?? []
        for (const form of wanted) {
          if (typeof forms[form] !== 'string')
            say(file, `${path}.${form}`, 'is missing (a plural form this language uses)')
          else sentence(lang, `${path}.${form}`, forms[form], form !== 'other', path)
        }
        for (const form of Object.keys(forms)) {
          if (!wanted.includes(form))
            say(file, `${path}.${form}`, `is not a plural form of this language (${wanted.join(', ')})`)
        }
      }
    }

    walk(files[area].en, files[area].ar, '', false)
  }
  return problems
}
