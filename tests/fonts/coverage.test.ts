/**
 * The fonts are cut to the site's characters at build time (scripts/build/subset-fonts.ts). Every
 * character a built page shows must be in them, or it would render in another font.
 */
import { describe, expect, it } from 'vitest'
import { siteCharacters } from '../../scripts/build/subset-fonts.ts'
import { htmlFile, PAGES } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { load } from '../../test-support/built.ts'

const kept = siteCharacters()
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code < 0xa0)

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => [htmlFile(page, lang), page, lang] as const)))(
  '%s',
  (_, page, lang) => {
    it('shows only characters the subset fonts contain', () => {
      const document = load(page, lang)
      for (const element of document.querySelectorAll('script, style')) element.remove()
      const text = `${document.title} ${document.body.textContent ?? ''}`
      const missing = new Set<string>()
      for (const char of text) {
        const code = char.codePointAt(0) ?? 0
        if (!isControl(code) && !kept.has(code)) missing.add(`${char} U+${code.toString(16).toUpperCase()}`)
      }
      expect([...missing]).toEqual([])
    })
  },
)
