/**
 * Longer than 250 lines, a data table: one table of cases a rule, each rule beside its cases.
 *
 * The words check's rules (words-check.ts), each on its own: a table of values it passes and
 * refuses, with the refusal it returns (data: file, key path, rule, values). Then the walk over the
 * real files (they pass) and over copies broken the ways an edit breaks them.
 */
import { describe, expect, it } from 'vitest'
import { WORDS } from './words.ts'
import {
  type At,
  checkWords,
  choiceInList,
  choicesOnce,
  filled,
  keptPlaceholders,
  knownPlaceholders,
  nativeDigits,
  pluralForms,
  type Rule,
  sameChoice,
  sameKeys,
  sameShape,
  twinItems,
  twinPlaceholders,
} from './words-check.ts'

const AR = 'content/words/landing.ar.json'
const EN = 'content/words/landing.en.json'
const at = (key: string, path: At['path'], more: Partial<At> = {}): At => ({
  area: 'landing',
  lang: 'ar',
  path,
  key: `landing:${key}`,
  loose: false,
  inList: false,
  ...more,
})
const TITLE = at('hero.title', ['hero', 'title'])
const PROGRESS = at('hero.phone.progress', ['hero', 'phone', 'progress'])
const ICON = at('howItWorks.steps[].icon', ['howItWorks', 'steps', 0, 'icon'], { loose: true, inList: true })
const ANSWER = at('faq.items[].answer', ['faq', 'items', 1, 'answer'], { loose: true, inList: true })
const FAQ = at('faq.items', ['faq', 'items'])
const FEATURES = at('features.items', ['features', 'items'])
const SUBJECT = { ...at('subject', ['subject']), area: 'glossary' as const }

describe.each<[string, Rule, Array<[string, unknown, unknown, At, object[]]>]>([
  [
    'sameShape',
    sameShape,
    [
      ['text beside text', 'a', 'ب', TITLE, []],
      ['a list for text', 'a', ['ب'], TITLE, [{ rule: 'wrong-shape', want: 'text', got: 'list' }]],
      [
        'a number in English',
        7,
        7,
        { ...TITLE, lang: 'en' },
        [{ file: EN, rule: 'wrong-shape', want: 'text', got: 'number' }],
      ],
      ['a number in English, seen from Arabic (English’s own refusal)', 7, 7, TITLE, []],
    ],
  ],
  [
    'sameKeys',
    sameKeys,
    [
      ['the same keys', { a: '1', b: '2' }, { b: 'x', a: 'y' }, FAQ, []],
      [
        'a key missing',
        { a: '1', b: '2' },
        { a: 'y' },
        FAQ,
        [{ path: ['faq', 'items', 'b'], rule: 'missing-key' }],
      ],
      [
        'a key more',
        { a: '1' },
        { a: 'y', c: 'z' },
        FAQ,
        [{ path: ['faq', 'items', 'c'], rule: 'extra-key' }],
      ],
    ],
  ],
  [
    'filled',
    filled,
    [
      ['a sentence', 'a', 'جملة', TITLE, []],
      ['an empty one', 'a', ' ', TITLE, [{ file: AR, path: ['hero', 'title'], rule: 'empty', lang: 'ar' }]],
      ['a space after', 'a', 'جملة ', TITLE, [{ rule: 'untrimmed' }]],
    ],
  ],
  [
    'nativeDigits',
    nativeDigits,
    [
      ['Arabic digits in Arabic', 'a 3', 'ذاكر ٣ مواد', TITLE, []],
      [
        'Latin digits in Arabic',
        'a 3',
        'ذاكر 3 مواد و12 ساعة',
        TITLE,
        [{ rule: 'latin-digit', digits: '3 12' }],
      ],
      ['Latin digits in English', 'a 3', 'a 3', { ...TITLE, lang: 'en' }, []],
    ],
  ],
  [
    'knownPlaceholders',
    knownPlaceholders,
    [
      ['its own', '', 'السؤال {current} من {total}', PROGRESS, []],
      [
        'one nothing fills',
        '',
        'السؤال {current} من {all}',
        PROGRESS,
        [{ rule: 'placeholder-unknown', names: ['all'], allowed: ['current', 'total'] }],
      ],
      [
        'any where there is none',
        '',
        'ذاكر {x}',
        TITLE,
        [{ rule: 'placeholder-unknown', names: ['x'], allowed: [] }],
      ],
    ],
  ],
  [
    'keptPlaceholders',
    keptPlaceholders,
    [
      ['all kept', '', 'السؤال {current} من {total}', PROGRESS, []],
      ['one dropped', '', 'السؤال {current}', PROGRESS, [{ rule: 'placeholder-dropped', names: ['total'] }]],
      ['fewer in a list item', '', 'نعم.', ANSWER, []],
    ],
  ],
  [
    'twinPlaceholders',
    twinPlaceholders,
    [
      ['the twin’s', 'Within {days}.', 'خلال {days}.', ANSWER, []],
      [
        'the twin’s dropped',
        'Within {days}.',
        'خلال أسبوع.',
        ANSWER,
        [{ rule: 'placeholder-twin', want: ['days'], got: [] }],
      ],
      ['outside a list', 'Within {days}.', 'خلال أسبوع.', TITLE, []],
    ],
  ],
  [
    'choiceInList',
    choiceInList,
    [
      ['a choice', 'signUp', 'learn', ICON, []],
      [
        'no choice',
        'signUp',
        'star',
        ICON,
        [{ rule: 'not-a-choice', got: 'star', choices: ['signUp', 'assess', 'learn', 'track'] }],
      ],
    ],
  ],
  [
    'sameChoice',
    sameChoice,
    [
      ['the twin’s', 'learn', 'learn', ICON, []],
      [
        'another',
        'signUp',
        'track',
        ICON,
        [{ path: ['howItWorks', 'steps', 0, 'icon'], rule: 'twin-choice', want: 'signUp', got: 'track' }],
      ],
      ['English’s not a choice (choiceInList says so)', 'star', 'track', ICON, []],
    ],
  ],
  [
    'choicesOnce',
    choicesOnce,
    [
      ['each once', [], [{ feature: 'studyPlan' }, { feature: 'aiSummaries' }], FEATURES, []],
      [
        'one twice',
        [],
        [{ feature: 'studyPlan' }, { feature: 'studyPlan' }],
        FEATURES,
        [{ rule: 'choice-twice', value: 'studyPlan' }],
      ],
    ],
  ],
  [
    'twinItems',
    twinItems,
    [
      ['as many', [1, 2], [1, 2], FAQ, []],
      [
        'one more in Arabic',
        [1, 2, 3, 4],
        [1, 2, 3, 4, 5],
        FAQ,
        [{ file: AR, path: ['faq', 'items', 4], rule: 'no-twin', lang: 'ar', twin: 'en' }],
      ],
      [
        'one more in English',
        [1, 2, 3],
        [1, 2],
        FAQ,
        [{ file: EN, path: ['faq', 'items', 2], rule: 'no-twin', lang: 'en', twin: 'ar' }],
      ],
    ],
  ],
  [
    'pluralForms',
    pluralForms,
    [
      ['English’s two', {}, { one: 'a', other: 'b' }, { ...SUBJECT, lang: 'en' }, []],
      [
        'Arabic without few',
        {},
        { zero: 'a', one: 'b', two: 'c', many: 'd', other: 'e' },
        SUBJECT,
        [{ file: 'content/words/glossary.ar.json', path: ['subject', 'few'], rule: 'plural-missing' }],
      ],
      [
        'English with two',
        {},
        { one: 'a', two: 'b', other: 'c' },
        { ...SUBJECT, lang: 'en' },
        [{ path: ['subject', 'two'], rule: 'plural-extra', forms: ['one', 'other'] }],
      ],
    ],
  ],
])('%s', (_, rule, cases) => {
  it.each(cases)('%s', (__, en, value, where, refusals) => {
    const got = rule(en, value, where)
    expect(got).toHaveLength(refusals.length)
    for (const [index, refusal] of refusals.entries()) expect(got[index]).toMatchObject(refusal)
  })
})

type Tree = Record<string, unknown>
type Words = Record<string, { ar: Tree; en: Tree }>
/** The check on a deep copy of the words with one change made to it. */
function broken(change: (words: Words) => void) {
  const copy = structuredClone(WORDS) as unknown as Words
  change(copy)
  return checkWords(copy as unknown as typeof WORDS)
}
const node = (tree: Tree | undefined, path: string): Tree =>
  path.split('.').reduce<Tree>((inner, key) => inner[key] as Tree, tree ?? {})

describe('the word files', () => {
  it('as they are, pass', () => {
    expect(checkWords(WORDS)).toEqual([])
  })

  it.each<[string, (words: Words) => void, object]>([
    [
      'an Arabic FAQ item without its English twin',
      (w) => {
        // The first four items in both languages, then a fifth in Arabic alone: however many the file has.
        const [ar, en] = [node(w.landing?.ar, 'faq'), node(w.landing?.en, 'faq')]
        ar.items = [...(ar.items as Tree[]).slice(0, 4), { question: 'سؤال؟', answer: 'جواب.' }]
        en.items = (en.items as Tree[]).slice(0, 4)
      },
      { file: AR, path: ['faq', 'items', 4], rule: 'no-twin', lang: 'ar', twin: 'en' },
    ],
    [
      'a refund answer reworded without its twin’s {days}',
      (w) => {
        ;((node(w.pricing?.ar, 'faq').items as Tree[])[3] as Tree).answer = 'نعم، خلال أسبوع من الشراء.'
      },
      {
        file: 'content/words/pricing.ar.json',
        path: ['faq', 'items', 3, 'answer'],
        rule: 'placeholder-twin',
        want: ['days'],
        got: [],
      },
    ],
    [
      'a plural form’s placeholder nothing fills',
      (w) => {
        node(w.glossary?.ar, 'subject').few = '{n} مواد'
      },
      { path: ['subject', 'few'], rule: 'placeholder-unknown', names: ['n'], allowed: ['count'] },
    ],
    [
      'an Arabic key missing',
      (w) => void delete node(w.pricing?.ar, 'hero').refund,
      { file: 'content/words/pricing.ar.json', path: ['hero', 'refund'], rule: 'missing-key' },
    ],
  ])('refuse %s', (_, change, refusal) => {
    const refusals = broken(change)
    expect(refusals).toHaveLength(1)
    expect(refusals[0]).toMatchObject(refusal)
  })
})
