/**
 * The language switch as built into every page (src/features/site/language-switcher.tsx): a link
 * to the twin that works without JavaScript, prepared by the speculation rules on every page but
 * the not-found one, where the head script points it at another 404 page that Chromium would
 * prerender and not show.
 */
import { describe, expect, it } from 'vitest'
import { PAGES, twinPath } from '../../src/config/routes.ts'
import { SPECULATION_RULES } from '../../src/document/speculation-rules.ts'
import { LANGS, otherLang } from '../../src/i18n/lang.ts'
import { load } from '../../test-support/built.ts'

/** What the speculation rules never prepare (their `not` clause's selector). */
const NOT_PREPARED = SPECULATION_RULES.prerender[0].where.and[1].not.selector_matches

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s',
  (page, lang) => {
    const links = [...load(page, lang).querySelectorAll('a[data-lang-switch]')]

    it('has one switch, to the twin in the other language without JavaScript', () => {
      expect(links).toHaveLength(1)
      expect(links[0]?.getAttribute('href')).toBe(twinPath(page, otherLang(lang)))
      expect(links[0]?.getAttribute('hreflang')).toBe(otherLang(lang))
    })

    it(
      page === 'not-found'
        ? 'is left alone by the speculation rules'
        : 'is prepared by the speculation rules',
      () => {
        expect(links[0]?.matches(NOT_PREPARED)).toBe(page === 'not-found')
      },
    )
  },
)
