/**
 * Every section of every built page has an id: the language switch keeps the section in view by
 * its id (src/document/head-script.ts, placeFragment), so a section without one would send a
 * visitor reading it back to the one above. Every page of the route table, with no exception: a
 * page of one section (the not-found page) has none below its first screen to name.
 */
import { describe, expect, it } from 'vitest'
import { PAGES } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { load } from '../../test-support/built.ts'

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s',
  (page, lang) => {
    const main = load(page, lang).querySelector('main')
    /** The page's sections: every <section> of its main that is not inside another one. */
    const sections = [...(main?.querySelectorAll('section') ?? [])].filter(
      (section) => !section.parentElement?.closest('section'),
    )

    it('names each of its sections below the first screen by an id, each id once', () => {
      // The first section (the hero) is where the page starts: no fragment is needed to return to it.
      expect(sections.length).toBeGreaterThan(0)
      const below = sections.slice(1)
      expect(
        below.filter((section) => !section.id).map((section) => section.getAttribute('aria-labelledby')),
      ).toEqual([])
      const ids = sections.map((section) => section.id).filter(Boolean)
      expect(new Set(ids).size).toBe(ids.length)
    })
  },
)
