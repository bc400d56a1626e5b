import { describe, expect, it } from 'vitest'
import {
  dirOf,
  LANG_STORAGE_KEY,
  langFromSearch,
  localizedHref,
  otherLang,
  readSavedLang,
  resolveLang,
  servedLang,
} from './lang.ts'

describe('resolveLang: query, then saved choice, then Arabic', () => {
  it.each([
    ['', null, 'ar'],
    ['', 'en', 'en'],
    ['', 'ar', 'ar'],
    ['?lang=en', null, 'en'],
    ['?lang=en', 'ar', 'en'],
    ['?lang=ar', 'en', 'ar'],
    ['?lang=fr', null, 'ar'],
    ['?lang=fr', 'en', 'en'],
    ['?lang=<script>', null, 'ar'],
    ['?lang=EN', null, 'ar'],
    ['?lang=', 'en', 'en'],
    ['?lang=en&lang=ar', null, 'en'],
    ['?lang=ar&lang=en', null, 'ar'],
    ['?subjects=3&lang=en', null, 'en'],
    ['', '{"corrupt":true}', 'ar'],
    ['', 'english', 'ar'],
    ['?%zz=1&lang=en', null, 'en'],
  ])('search %j, saved %j → %s', (search, saved, expected) => {
    expect(resolveLang(search, saved)).toBe(expected)
  })
})

describe('langFromSearch', () => {
  it.each([
    ['?lang=en', 'en'],
    ['lang=en', 'en'],
    ['?lang=en%00', null],
    ['?lang', null],
  ])('%j → %j', (search, expected) => {
    expect(langFromSearch(search)).toBe(expected)
  })
})

describe('localizedHref', () => {
  it.each([
    ['/', 'ar', '', '', '/'],
    ['/', 'en', '', '', '/?lang=en'],
    ['/pricing', 'en', '?subjects=3&period=term', '', '/pricing?subjects=3&period=term&lang=en'],
    ['/pricing', 'ar', '?subjects=3&lang=en', '', '/pricing?subjects=3'],
    ['/', 'en', '', '#faq', '/?lang=en#faq'],
    ['', 'en', '', '', '?lang=en'],
    ['', 'ar', '?lang=en', '', '?'],
  ] as const)('%s in %s (search %j, hash %j) → %s', (path, lang, search, hash, expected) => {
    expect(localizedHref(path, lang, search, hash)).toBe(expected)
  })
})

it('Arabic is right-to-left, English left-to-right', () => {
  expect(dirOf('ar')).toBe('rtl')
  expect(dirOf('en')).toBe('ltr')
})

it('otherLang names the language to switch to', () => {
  expect(otherLang('ar')).toBe('en')
  expect(otherLang('en')).toBe('ar')
})

describe('servedLang: what a server answers (the query, else Arabic)', () => {
  it.each([
    ['', 'ar'],
    ['?lang=en', 'en'],
    ['?lang=ar', 'ar'],
    ['?lang=fr', 'ar'],
    ['?lang=en&lang=ar', 'en'],
  ] as const)('%j → %s', (search, expected) => {
    expect(servedLang(search)).toBe(expected)
  })
})

describe('readSavedLang', () => {
  it('reads the one storage key, and survives storage that throws or is missing', () => {
    const keys: string[] = []
    expect(
      readSavedLang({
        localStorage: {
          getItem: (key) => {
            keys.push(key)
            return 'en'
          },
        },
      }),
    ).toBe('en')
    expect(keys).toEqual([LANG_STORAGE_KEY])
    expect(readSavedLang({})).toBeNull()
    const throwing = {
      get localStorage(): Storage {
        throw new Error('SecurityError')
      },
    }
    expect(readSavedLang(throwing)).toBeNull()
  })
})
