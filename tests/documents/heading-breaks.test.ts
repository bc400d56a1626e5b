/**
 * No heading of a built page can end a line on a short preposition or article: each is bound to
 * the word after it by a no-break space (src/i18n/typeset.ts), so «ذاكر بذكاء مع / مساعد يفهمك»
 * cannot happen at any width. Read from dist/, every page in both languages.
 */
import { describe, expect, it } from 'vitest'
import { PAGES } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { load } from '../../test-support/built.ts'
import { requireBuild } from '../../test-support/require-build.ts'

/** Words a line must not end on, written out here rather than imported from the code under test. */
const SHORT = [
  'مع',
  'في',
  'من',
  'على',
  'إلى',
  'عن',
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'on',
  'for',
  'with',
  'from',
]

requireBuild()

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s',
  (page, lang) => {
    it('binds each short word of its headings to the next', () => {
      const headings = [...load(page, lang).querySelectorAll('h1, h2, h3')].map(
        (heading) => heading.textContent ?? '',
      )
      expect(headings.length).toBeGreaterThan(0)
      // A short word followed by an ordinary space may end a line there.
      const loose = headings.filter((text) =>
        text
          .split(' ')
          .slice(0, -1)
          .some((word) => SHORT.includes(word.split('\u00a0').at(-1)?.toLowerCase() ?? '')),
      )
      expect(loose).toEqual([])
    })
  },
)
