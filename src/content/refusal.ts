/**
 * A refusal of the content check (check.ts): what the words check's rules (words-check.ts) and the
 * schema (schema.ts) return, data not text, and the lines it is printed as, Arabic first, then
 * English, then the file and key for engineers:
 *
 *   الصفحة الرئيسية › الأسئلة الشائعة: السؤال الخامس بالعربية ليس له مقابل بالإنجليزية. …
 *   Home page › FAQ: the fifth question in Arabic has no English twin. …
 *   content/words/landing.ar.json: faq.items[4]
 */
import type { Lang } from '#src/i18n/lang.ts'
import { fieldNames, itemNames } from './labels.ts'
import { itemPhrase, type Path, pathText, placeOf, scopeOf } from './place.ts'

/** What a value is, for a shape that differs: text, a list, a group of fields, or another kind. */
export type Shape = 'text' | 'list' | 'group' | 'number' | 'boolean' | 'null'

/** One refusal: where, which rule, and what its message needs. `lang` is the refused file's. */
export type Refusal = { file: string; path: Path } & (
  | { rule: 'missing-key' | 'extra-key' | 'empty' | 'untrimmed'; lang: Lang }
  | { rule: 'wrong-shape'; lang: Lang; want: Shape; got: Shape }
  | { rule: 'no-twin'; lang: Lang; twin: Lang }
  | { rule: 'twin-choice'; lang: Lang; want: string; got: unknown }
  | { rule: 'not-a-choice'; lang: Lang; got: unknown; choices: readonly string[] }
  | { rule: 'choice-twice'; lang: Lang; value: string }
  | { rule: 'placeholder-dropped'; lang: Lang; names: readonly string[] }
  | { rule: 'placeholder-unknown'; lang: Lang; names: readonly string[]; allowed: readonly string[] }
  | { rule: 'placeholder-twin'; lang: Lang; want: readonly string[]; got: readonly string[] }
  | { rule: 'latin-digit'; lang: Lang; digits: string }
  | { rule: 'plural-missing'; lang: Lang }
  | { rule: 'plural-extra'; lang: Lang; forms: readonly string[] }
  | { rule: 'schema'; ar: string; en: string }
)
export type RuleId = Refusal['rule']

/** The languages' names: «العربية», "Arabic" (as an adjective too: "no Arabic twin"). */
const LANG_NAMES: Record<Lang, readonly [string, string]> = {
  ar: ['العربية', 'Arabic'],
  en: ['الإنجليزية', 'English'],
}
/** The digits each language writes, where they are not 0–9. */
export const NATIVE_DIGITS: Partial<Record<Lang, string>> = { ar: '٠١٢٣٤٥٦٧٨٩' }

const SHAPES: Record<Shape, readonly [string, string, string]> = {
  text: ['نص', 'نصًّا', 'text'],
  list: ['قائمة', 'قائمةً', 'a list'],
  group: ['مجموعة حقول', 'مجموعةَ حقول', 'a group of fields'],
  number: ['رقم', 'رقمًا', 'a number'],
  boolean: ['نعم أو لا', 'نعم أو لا', 'true or false'],
  null: ['لا شيء', 'لا شيء', 'nothing'],
}

const quoted = (value: unknown) => JSON.stringify(value) ?? 'nothing'
const bracesAr = (names: readonly string[]) => names.map((name) => `{${name}}`).join(' و') || 'لا شيء بين { }'
const bracesEn = (names: readonly string[]) =>
  names
    .map((name) => `{${name}}`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1') || 'none'

/** The message's sentence after the place, in both languages. */
function said(refusal: Refusal): [string, string] {
  if (refusal.rule === 'schema') return [refusal.ar, refusal.en]
  const [ar, en] = LANG_NAMES[refusal.lang]
  const [enAr, enEn] = LANG_NAMES.en
  switch (refusal.rule) {
    case 'missing-key':
      return [
        `ليس موجودًا ب${ar}، وهو موجود ب${enAr}. أضِفه ب${ar}.`,
        `missing in ${en}; ${enEn} has it. Add it in ${en}.`,
      ]
    case 'extra-key':
      return [
        `موجود ب${ar} وليس ب${enAr}. احذفه من ${ar}، أو أضِفه ب${enAr} أيضًا.`,
        `in ${en} but not in ${enEn}. Remove it from the ${en}, or add it in ${enEn} too.`,
      ]
    case 'wrong-shape': {
      const [want, got] = [SHAPES[refusal.want], SHAPES[refusal.got]]
      if (refusal.lang === 'en')
        return [`ب${ar} ${got[0]}، ويجب أن يكون ${want[1]}.`, `${got[2]} in ${en}: make it ${want[2]}.`]
      return [
        `ب${ar} ${got[0]}، ويجب أن يكون ${want[1]} كما ب${enAr}.`,
        `${got[2]} in ${en}, where ${enEn} has ${want[2]}: make it ${want[2]}.`,
      ]
    }
    case 'empty':
      return [
        `فارغ ب${ar}. اكتبه: كل جملة مطلوبة بكل لغة.`,
        `empty in ${en}. Write it: every sentence is needed in every language.`,
      ]
    case 'untrimmed':
      return [
        `يبدأ بمسافة أو ينتهي بها ب${ar}. احذف المسافة.`,
        `starts or ends with a space in ${en}. Remove the space.`,
      ]
    case 'no-twin':
      return noTwin(refusal)
    case 'twin-choice':
      return [
        `${quoted(refusal.got)} ب${ar} و${quoted(refusal.want)} ب${enAr}، والمقابلان يختاران القيمة نفسها. اختر ${quoted(refusal.want)} ب${ar} أيضًا.`,
        `${quoted(refusal.got)} in ${en} but ${quoted(refusal.want)} in ${enEn}; twins pick the same. Choose ${quoted(refusal.want)} in ${en} too.`,
      ]
    case 'not-a-choice':
      return [
        `${quoted(refusal.got)} ب${ar} ليس من الخيارات: ${refusal.choices.join('، ')}. اختر واحدًا منها.`,
        `${quoted(refusal.got)} in ${en} is not one of the choices: ${refusal.choices.join(', ')}. Pick one of them.`,
      ]
    case 'choice-twice':
      return [
        `${quoted(refusal.value)} مختار مرتين ب${ar}، وكل خيار يُختار مرة واحدة. غيّر أحدهما.`,
        `${quoted(refusal.value)} is picked twice in ${en}; each may be picked once. Change one of them.`,
      ]
    case 'placeholder-dropped': {
      const one = refusal.names.length === 1
      return [
        `فقدت الجملة ب${ar} ${bracesAr(refusal.names)}. ${one ? 'أعِده كما كُتب: يملؤه' : 'أعِدها كما كُتبت: يملؤها'} الموقع.`,
        `the ${en} lost ${bracesEn(refusal.names)}. Put ${one ? 'it' : 'them'} back as written: the site fills ${one ? 'it' : 'them'} in.`,
      ]
    }
    case 'placeholder-unknown': {
      const { names, allowed } = refusal
      return [
        `في النص ب${ar} ${bracesAr(names)}، ولا ${names.length === 1 ? 'يملؤه الموقع. احذفه' : 'يملؤها الموقع. احذفها'}؛ ${allowed.length > 0 ? `يمكن هنا استخدام ${bracesAr(allowed)} فقط.` : 'لا شيء بين { } هنا.'}`,
        `${bracesEn(names)} in ${en} ${names.length === 1 ? 'is' : 'are'} filled by nothing. Remove ${names.length === 1 ? 'it' : 'them'}; ${allowed.length > 0 ? `this field may use ${bracesEn(allowed)} only.` : 'nothing in braces here.'}`,
      ]
    }
    case 'placeholder-twin': {
      const { want, got } = refusal
      const usesAr = got.length > 0 ? `يستخدم ب${ar} ${bracesAr(got)}` : `لا يستخدم ب${ar} شيئًا بين { }`
      const twinAr = want.length > 0 ? `يستخدم ${bracesAr(want)}` : 'لا يستخدم شيئًا منها'
      return [
        `${usesAr}، ومقابله ب${enAr} ${twinAr}. ${want.length > 0 ? `استخدم ${bracesAr(want)} كما في مقابله.` : 'احذفها كما في مقابله.'}`,
        `in ${en} it uses ${bracesEn(got)}, while its ${enEn} twin uses ${bracesEn(want)}. ${want.length > 0 ? `Use the same: ${bracesEn(want)}.` : 'Use none, as its twin does.'}`,
      ]
    }
    case 'latin-digit': {
      const digits = NATIVE_DIGITS[refusal.lang] ?? ''
      return [
        `فيه رقم لاتيني ب${ar} (${refusal.digits}). اكتب الأرقام ب${ar} (${digits}).`,
        `has a Latin digit in ${en} (${refusal.digits}). Write ${en} digits (${digits}).`,
      ]
    }
    case 'plural-missing':
      return [
        `هذه الصيغة غير موجودة ب${ar}، و${ar} تستعملها. أضِفها.`,
        `this form is missing in ${en}, which uses it. Add it.`,
      ]
    case 'plural-extra': {
      const forms = refusal.forms.map((form) => fieldNames('', [form]))
      return [
        `ليست من صيغ العدد ب${ar} (${forms.map(([name]) => name).join('، ')}). احذفها.`,
        `not a plural form of ${en} (${forms.map(([, name]) => name).join(', ')}). Remove it.`,
      ]
    }
  }
}

/** A list item without its twin: named as an item of its list, the list being the place. */
function noTwin(refusal: Refusal & { rule: 'no-twin' }): [string, string] {
  const keys = refusal.path.slice(0, -1).map((step) => (typeof step === 'number' ? '[]' : step))
  const index = Number(refusal.path.at(-1))
  const scope = scopeOf(refusal.file)
  const [itemAr, itemEn] = itemPhrase(scope, keys, index)
  const { ar: noun, feminine, en: nounEn } = itemNames(scope, keys)
  const [ar, en] = LANG_NAMES[refusal.lang]
  const [twinAr, twinEn] = LANG_NAMES[refusal.twin]
  return [
    `${itemAr} ب${ar} ليس ${feminine ? 'لها' : 'له'} مقابل ب${twinAr}. أضِف ${noun} ${feminine ? 'نفسها' : 'نفسه'} ب${twinAr} في الموضع نفسه، أو احذف${feminine ? 'ها' : 'ه'} من ${ar}.`,
    `${itemEn} in ${en} has no ${twinEn} twin. Add the same ${nounEn} in ${twinEn} at the same place, or remove it from the ${en}.`,
  ]
}

/** A refusal as printed: its Arabic line, its English line, and where (file and key). */
export function refusalLines(refusal: Refusal): { ar: string; en: string; at: string } {
  const path = refusal.rule === 'no-twin' ? refusal.path.slice(0, -1) : refusal.path
  const [placeAr, placeEn] = placeOf(refusal.file, path)
  const [ar, en] = said(refusal)
  return {
    ar: `${placeAr.join(' › ')}: ${ar}`,
    en: `${placeEn.join(' › ')}: ${en}`,
    at: `${refusal.file}: ${pathText(refusal.path) || '(the file)'}`,
  }
}

/** Refusals as the terminal prints them: three lines each, a blank line between. */
export function printed(refusals: readonly Refusal[]): string {
  return refusals
    .map(refusalLines)
    .map(({ ar, en, at }) => `${ar}\n${en}\n${at}`)
    .join('\n\n')
}

/** Text safe in markdown: its marks escaped, so that `{days}` and `*` print as written. */
const plain = (text: string) => text.replace(/[\\`*_[\]<>|]/g, '\\$&')

/**
 * Refusals as a pull request's job summary shows them: a heading, one list item each, its Arabic
 * line, its English line, and the file and key as code.
 */
export function summaryMarkdown(heading: string, refusals: readonly Refusal[]): string {
  const items = refusals
    .map(refusalLines)
    .map(({ ar, en, at }) => `- ${plain(ar)}<br>\n  ${plain(en)}<br>\n  \`${at}\``)
  return `### ${plain(heading)}\n\n${items.join('\n')}\n`
}
