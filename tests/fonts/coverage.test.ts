/**
 * The fonts are cut to the site's characters at build time (scripts/build/subset-fonts.ts). Every
 * character a built page shows must be in them, or it would render in another font.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { siteCharacters } from '../../scripts/build/subset-fonts.ts'
import { htmlFile, PAGES } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'

const dist = resolve(import.meta.dirname, '../../dist')
const kept = siteCharacters()
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code < 0xa0)

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => htmlFile(page, lang))))('%s', (file) => {
  it('shows only characters the subset fonts contain', () => {
    const { document } = new JSDOM(readFileSync(join(dist, file), 'utf8')).window
    for (const element of document.querySelectorAll('script, style')) element.remove()
    const text = `${document.title} ${document.body.textContent ?? ''}`
    const missing = new Set<string>()
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0
      if (!isControl(code) && !kept.has(code)) missing.add(`${char} U+${code.toString(16).toUpperCase()}`)
    }
    expect([...missing]).toEqual([])
  })
})
