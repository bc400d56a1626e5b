/**
 * Every section of every built page has an id: the language switch keeps the section in view by
 * its id (src/document/head-script.ts, placeFragment), so a section without one would send a
 * visitor reading it back to the one above.
 */
import { readFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { htmlFile, PUBLIC_PAGES } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'

describe.each(PUBLIC_PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s',
  (page, lang) => {
    const html = readFileSync(new URL(`../../dist/${htmlFile(page, lang)}`, import.meta.url), 'utf8')
    const sections = [
      ...new JSDOM(html).window.document.querySelectorAll('main > section, main > * > section'),
    ]

    it('names each of its sections below the first screen by an id, each id once', () => {
      // The first section (the hero) is where the page starts: no fragment is needed to return to it.
      const below = sections.slice(1)
      expect(below.length).toBeGreaterThan(3)
      expect(
        below.filter((section) => !section.id).map((section) => section.getAttribute('aria-labelledby')),
      ).toEqual([])
      const ids = sections.map((section) => section.id).filter(Boolean)
      expect(new Set(ids).size).toBe(ids.length)
    })
  },
)
