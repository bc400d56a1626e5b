/**
 * What a search result shows of each built page, in both languages: a title that says what the
 * page is (the brand and, beside it, a name of two words or more, no two pages alike), and a
 * description, its placeholders filled, of at most 155 characters, where Google cuts a snippet.
 * Read from dist/, as a crawler reads it; a failure names the page, the language and the length.
 */
import { describe, expect, it } from 'vitest'
import { brand } from '../../src/config/brand.ts'
import { PAGES } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { load } from '../../test-support/built.ts'
import { requireBuild } from '../../test-support/require-build.ts'

/** Where a search result's snippet is cut, in characters (what a reader counts, not UTF-16 units). */
const DESCRIPTION_MAX = 155

requireBuild()

describe.each(LANGS)('%s', (lang) => {
  const heads = PAGES.map((page) => {
    const doc = load(page, lang)
    const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
    return { page, title: doc.title, description }
  })

  it.each(PAGES)('%s: its description fits a search result', (page) => {
    const { description } = heads.find((head) => head.page === page) ?? { description: '' }
    const length = [...description].length
    expect(length, `${page} (${lang}): description is ${length} characters`).toBeGreaterThan(0)
    expect(
      length,
      `${page} (${lang}): description is ${length} characters, over ${DESCRIPTION_MAX}: «${description}»`,
    ).toBeLessThanOrEqual(DESCRIPTION_MAX)
  })

  it.each(PAGES)('%s: its title names the page beside the brand', (page) => {
    const { title } = heads.find((head) => head.page === page) ?? { title: '' }
    const parts = title.split(' | ')
    expect(parts, `${page} (${lang}): title «${title}» is not "name | brand"`).toHaveLength(2)
    expect(parts, `${page} (${lang}): title «${title}» has no brand`).toContain(brand.name[lang])
    const name = parts.find((part) => part !== brand.name[lang]) ?? ''
    expect(
      name.split(/\s+/).length,
      `${page} (${lang}): title «${title}» names the page in one word`,
    ).toBeGreaterThanOrEqual(2)
  })

  it('no two pages share a title', () => {
    const titles = heads.map((head) => head.title)
    expect(new Set(titles).size).toBe(titles.length)
  })
})
