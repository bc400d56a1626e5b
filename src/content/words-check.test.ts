/**
 * The word files' check (words-check.ts) on the real files, then on copies broken the ways an
 * edit breaks them: each refused with one line naming the file and the key.
 */
import { describe, expect, it } from 'vitest'
import { WORDS } from '#src/i18n/words.ts'
import { checkWords } from './words-check.ts'

type Tree = Record<string, unknown>
/** A deep copy of the words with one change made to it. */
function broken(change: (words: Record<string, { ar: Tree; en: Tree }>) => void) {
  const copy = structuredClone(WORDS) as unknown as Record<string, { ar: Tree; en: Tree }>
  change(copy)
  return checkWords(copy as unknown as typeof WORDS)
}
const at = (tree: Tree, path: string): Tree =>
  path.split('.').reduce<Tree>((node, key) => node[key] as Tree, tree)

describe('the word files', () => {
  it('as they are, pass', () => {
    expect(checkWords(WORDS)).toEqual([])
  })

  it.each([
    [
      'a missing Arabic key',
      (w: Record<string, { ar: Tree; en: Tree }>) => delete at(w.pricing?.ar ?? {}, 'hero').refund,
      'content/words/pricing.ar.json: hero.refund: is missing (content/words/pricing.en.json has it)',
    ],
    [
      'an Arabic key English does not have',
      (w: Record<string, { ar: Tree; en: Tree }>) => {
        at(w.site?.ar ?? {}, 'nav').extra = 'زيادة'
      },
      'content/words/site.ar.json: nav.extra: is not in content/words/site.en.json: remove it, or add it there',
    ],
    [
      'an empty answer',
      (w: Record<string, { ar: Tree; en: Tree }>) => {
        ;(at(w.landing?.ar ?? {}, 'faq').items as Tree[])[1] = { question: 'سؤال؟', answer: ' ' }
      },
      'content/words/landing.ar.json: faq.items[1].answer: is empty',
    ],
    [
      'a dropped placeholder',
      (w: Record<string, { ar: Tree; en: Tree }>) => {
        at(w.pricing?.en ?? {}, 'hero').refund = 'Full refund within a week'
      },
      'content/words/pricing.en.json: hero.refund: must keep {days}',
    ],
    [
      'a list item that drops a placeholder its twin keeps',
      (w: Record<string, { ar: Tree; en: Tree }>) => {
        ;((at(w.pricing?.ar ?? {}, 'faq').items as Tree[])[3] as Tree).answer = 'نعم، خلال أسبوع من الشراء.'
      },
      'content/words/pricing.ar.json: faq.items[3].answer: must use the placeholders its twin in content/words/pricing.en.json uses, {days} (got none)',
    ],
    [
      'a placeholder nothing fills',
      (w: Record<string, { ar: Tree; en: Tree }>) => {
        at(w.landing?.en ?? {}, 'hero').title = 'Study with {name}'
      },
      'content/words/landing.en.json: hero.title: has {name}, which nothing fills',
    ],
    [
      'a FAQ item without its twin',
      (w: Record<string, { ar: Tree; en: Tree }>) => {
        ;(at(w.landing?.ar ?? {}, 'faq').items as Tree[]).push({ question: 'سؤال؟', answer: 'جواب.' })
      },
      'content/words/landing.ar.json: faq.items[4]: has no twin in content/words/landing.en.json (4 items in English, 5 in Arabic): add or remove an item in both languages',
    ],
    [
      'twins that pick different icons',
      (w: Record<string, { ar: Tree; en: Tree }>) => {
        ;((at(w.landing?.ar ?? {}, 'howItWorks').steps as Tree[])[0] as Tree).icon = 'track'
      },
      'content/words/landing.ar.json: howItWorks.steps[0].icon: must be "signUp", as in content/words/landing.en.json',
    ],
    [
      'a Latin digit in Arabic',
      (w: Record<string, { ar: Tree; en: Tree }>) => {
        at(w.landing?.ar ?? {}, 'hero').title = 'ذاكر ٣ مواد و3 ساعات'
      },
      'content/words/landing.ar.json: hero.title: has a Latin digit: write Arabic digits (٠١٢٣٤٥٦٧٨٩)',
    ],
    [
      'an Arabic plural form missing',
      (w: Record<string, { ar: Tree; en: Tree }>) => delete at(w.glossary?.ar ?? {}, 'subject').few,
      'content/words/glossary.ar.json: subject.few: is missing (a plural form this language uses)',
    ],
  ])('refuse %s', (_, change, message) => {
    expect(broken(change)).toContain(message)
  })
})
