import { describe, expect, it } from 'vitest'
import { DEFAULT_LANG, dirOf, isLang, LANG_STORAGE_KEY, LANGS, otherLang, readSavedLang } from './lang.ts'

it('Arabic and English, Arabic by default', () => {
  expect(LANGS).toEqual(['ar', 'en'])
  expect(DEFAULT_LANG).toBe('ar')
})

describe('isLang', () => {
  it.each([
    ['ar', true],
    ['en', true],
    ['EN', false],
    ['en-US', false],
    ['fr', false],
    ['', false],
    [' en', false],
    [null, false],
    [undefined, false],
    [1, false],
    [['en'], false],
  ] as const)('%j → %s', (value, expected) => {
    expect(isLang(value)).toBe(expected)
  })
})

it('Arabic is right-to-left, English left-to-right', () => {
  expect(dirOf('ar')).toBe('rtl')
  expect(dirOf('en')).toBe('ltr')
})

it('otherLang names the language to switch to, and twice is the same language', () => {
  expect(otherLang('ar')).toBe('en')
  expect(otherLang('en')).toBe('ar')
  for (const lang of LANGS) expect(otherLang(otherLang(lang))).toBe(lang)
})

describe('readSavedLang', () => {
  it('reads the one storage key, returning what is stored as it is (the caller checks it)', () => {
    const keys: string[] = []
    const storage = (value: string | null) => ({
      localStorage: {
        getItem: (key: string) => {
          keys.push(key)
          return value
        },
      },
    })
    expect(readSavedLang(storage('en'))).toBe('en')
    expect(readSavedLang(storage('{corrupt'))).toBe('{corrupt')
    expect(readSavedLang(storage(null))).toBeNull()
    expect(new Set(keys)).toEqual(new Set([LANG_STORAGE_KEY]))
  })

  it('is null where storage is missing, throws on access, or throws on read', () => {
    expect(readSavedLang({})).toBeNull()
    expect(
      readSavedLang({
        get localStorage(): Storage {
          throw new Error('SecurityError')
        },
      }),
    ).toBeNull()
    expect(
      readSavedLang({
        localStorage: {
          getItem: () => {
            throw new Error('SecurityError')
          },
        },
      }),
    ).toBeNull()
  })
})
