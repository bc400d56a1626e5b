import { describe, expect, it } from 'vitest'
import { type CatalogTree, catalogLeaves } from '../../test-support/catalog-leaves.ts'
import { catalogs } from './catalogs.ts'
import { LANGS } from './lang.ts'

const PLURAL_KEYS = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()
/** Plural forms legitimately differ by language: compare the set of keys above them. */
const withoutPluralForm = (key: string) => {
  const parts = key.split('.')
  return PLURAL_KEYS.has(parts.at(-1) ?? '') ? parts.slice(0, -1).join('.') : key
}

describe('catalogs', () => {
  const en = catalogLeaves(catalogs.en as unknown as CatalogTree)
  const ar = catalogLeaves(catalogs.ar as unknown as CatalogTree)

  it('have the same keys (plural forms aside)', () => {
    const keys = (list: Array<[string, string]>) =>
      [...new Set(list.map(([key]) => withoutPluralForm(key)))].sort()
    expect(keys(ar)).toEqual(keys(en))
  })

  it.each(LANGS)('%s has no empty or untrimmed value', (lang) => {
    for (const [key, value] of catalogLeaves(catalogs[lang] as unknown as CatalogTree)) {
      expect(value.trim(), key).not.toBe('')
      expect(value, key).toBe(value.trim())
    }
  })

  it('use the same placeholders in both languages', () => {
    const byKey = (list: Array<[string, string]>) => {
      const map = new Map<string, Set<string>>()
      for (const [key, value] of list) {
        const base = withoutPluralForm(key)
        const set = map.get(base) ?? new Set<string>()
        for (const name of placeholders(value)) set.add(name)
        map.set(base, set)
      }
      return map
    }
    const arMap = byKey(ar)
    for (const [key, names] of byKey(en)) {
      expect([...(arMap.get(key) ?? [])].sort(), key).toEqual([...names].sort())
    }
  })

  it('Arabic copy is written in Arabic, with Arabic-Indic digits only', () => {
    for (const [key, value] of ar) {
      expect(value, key).not.toMatch(/[0-9]/)
    }
  })

  it('Arabic plural entries cover every category Arabic uses', () => {
    const pluralGroups = new Map<string, Set<string>>()
    for (const [key] of ar) {
      const last = key.split('.').at(-1) ?? ''
      if (!PLURAL_KEYS.has(last)) continue
      const base = withoutPluralForm(key)
      pluralGroups.set(base, (pluralGroups.get(base) ?? new Set()).add(last))
    }
    for (const [key, forms] of pluralGroups) {
      for (const needed of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(forms.has(needed), `${key}.${needed}`).toBe(true)
      }
    }
  })
})
