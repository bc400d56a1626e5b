/**
 * How a refusal is printed (refusal.ts): Arabic first, then English, then the file and key; the
 * page and field by the editor's labels, a list's item counted from one. Every rule's message.
 */
import { describe, expect, it } from 'vitest'
import { type Refusal, type RuleId, refusalLines, summaryMarkdown } from './refusal.ts'

const AR = 'content/words/landing.ar.json'
const EXAMPLES: Record<RuleId, Refusal> = {
  'no-twin': { file: AR, path: ['faq', 'items', 4], rule: 'no-twin', lang: 'ar', twin: 'en' },
  'missing-key': { file: AR, path: ['hero', 'title'], rule: 'missing-key', lang: 'ar' },
  'extra-key': { file: AR, path: ['hero', 'extra'], rule: 'extra-key', lang: 'ar' },
  'wrong-shape': {
    file: AR,
    path: ['hero', 'title'],
    rule: 'wrong-shape',
    lang: 'ar',
    want: 'text',
    got: 'list',
  },
  empty: { file: AR, path: ['faq', 'items', 1, 'answer'], rule: 'empty', lang: 'ar' },
  untrimmed: { file: AR, path: ['hero', 'title'], rule: 'untrimmed', lang: 'ar' },
  'twin-choice': {
    file: AR,
    path: ['howItWorks', 'steps', 0, 'icon'],
    rule: 'twin-choice',
    lang: 'ar',
    want: 'signUp',
    got: 'track',
  },
  'not-a-choice': {
    file: AR,
    path: ['howItWorks', 'steps', 0, 'icon'],
    rule: 'not-a-choice',
    lang: 'ar',
    got: 'star',
    choices: ['signUp', 'track'],
  },
  'choice-twice': {
    file: AR,
    path: ['features', 'items'],
    rule: 'choice-twice',
    lang: 'ar',
    value: 'studyPlan',
  },
  'placeholder-dropped': {
    file: AR,
    path: ['hero', 'phone', 'progress'],
    rule: 'placeholder-dropped',
    lang: 'ar',
    names: ['total'],
  },
  'placeholder-unknown': {
    file: AR,
    path: ['hero', 'title'],
    rule: 'placeholder-unknown',
    lang: 'ar',
    names: ['x'],
    allowed: [],
  },
  'placeholder-twin': {
    file: AR,
    path: ['faq', 'items', 3, 'answer'],
    rule: 'placeholder-twin',
    lang: 'ar',
    want: ['days'],
    got: [],
  },
  'latin-digit': { file: AR, path: ['hero', 'title'], rule: 'latin-digit', lang: 'ar', digits: '3' },
  'plural-missing': {
    file: 'content/words/glossary.ar.json',
    path: ['subject', 'few'],
    rule: 'plural-missing',
    lang: 'ar',
  },
  'plural-extra': {
    file: 'content/words/glossary.en.json',
    path: ['subject', 'two'],
    rule: 'plural-extra',
    lang: 'en',
    forms: ['one', 'other'],
  },
  schema: {
    file: 'content/pricing.json',
    path: ['bundles', 2, 'price'],
    rule: 'schema',
    ar: 'يجب أن يكون عددًا',
    en: 'must be a number',
  },
}

describe('a refusal, printed', () => {
  it('an Arabic FAQ item without its English twin', () => {
    expect(refusalLines(EXAMPLES['no-twin'])).toEqual({
      ar: 'الصفحة الرئيسية › الأسئلة الشائعة: السؤال الخامس بالعربية ليس له مقابل بالإنجليزية. أضِف السؤال نفسه بالإنجليزية في الموضع نفسه، أو احذفه من العربية.',
      en: 'Home page › FAQ: the fifth question in Arabic has no English twin. Add the same question in English at the same place, or remove it from the Arabic.',
      at: 'content/words/landing.ar.json: faq.items[4]',
    })
  })

  it('an English feature without its Arabic twin: the noun’s gender, the languages swapped', () => {
    const lines = refusalLines({
      rule: 'no-twin',
      file: 'content/words/landing.en.json',
      path: ['features', 'items', 6],
      lang: 'en',
      twin: 'ar',
    })
    expect(lines.ar).toBe(
      'الصفحة الرئيسية › المزايا: الميزة السابعة بالإنجليزية ليس لها مقابل بالعربية. أضِف الميزة نفسها بالعربية في الموضع نفسه، أو احذفها من الإنجليزية.',
    )
    expect(lines.en).toBe(
      'Home page › Features: the seventh feature in English has no Arabic twin. Add the same feature in Arabic at the same place, or remove it from the English.',
    )
  })

  it('a list item whose placeholders are not its twin’s', () => {
    expect(refusalLines(EXAMPLES['placeholder-twin'])).toEqual({
      ar: 'الصفحة الرئيسية › الأسئلة الشائعة › السؤال الرابع › الإجابة: لا يستخدم بالعربية شيئًا بين { }، ومقابله بالإنجليزية يستخدم {days}. استخدم {days} كما في مقابله.',
      en: 'Home page › FAQ › the fourth question › Answer: in Arabic it uses none, while its English twin uses {days}. Use the same: {days}.',
      at: 'content/words/landing.ar.json: faq.items[3].answer',
    })
  })

  it.each(Object.entries(EXAMPLES))('%s: a line in each language, and the key', (_, refusal) => {
    const { ar, en, at } = refusalLines(refusal)
    expect(ar).toMatch(/^[^a-z]*[\u0600-\u06ff][^:]*: .*[\u0600-\u06ff]/)
    expect(en).toMatch(/^[A-Z][^\u0621-\u064a]*$/)
    expect(`${ar} ${en}`).not.toMatch(/undefined|NaN|\[object/)
    expect(at).toMatch(/^content\/\S+\.json: \S+$/)
  })

  it('in a job summary: a heading, one list item each, its marks escaped', () => {
    const markdown = summaryMarkdown('رفض فحص المحتوى تعديلًا واحدًا · The content check refused one edit', [
      EXAMPLES['placeholder-unknown'],
    ])
    expect(markdown).toBe(
      [
        '### رفض فحص المحتوى تعديلًا واحدًا · The content check refused one edit',
        '',
        '- الصفحة الرئيسية › أعلى الصفحة › العنوان: في النص بالعربية {x}، ولا يملؤه الموقع. احذفه؛ لا شيء بين { } هنا.<br>',
        '  Home page › Top of the page › Title: {x} in Arabic is filled by nothing. Remove it; nothing in braces here.<br>',
        '  `content/words/landing.ar.json: hero.title`',
        '',
      ].join('\n'),
    )
  })
})
