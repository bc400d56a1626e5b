/**
 * The language switch of the not-found page (src/document/head-script.ts): one file served for
 * every unknown path, so the head script completes the switch's address in the browser, the same
 * path in the other language (`/x` ↔ `/en/x`). Checked on the TypeScript source and on the built
 * bytes every page inlines (src/generated/head-script.js); the browser test is e2e/not-found.spec.ts.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'
import { beforeAll, describe, expect, it } from 'vitest'
import { HEAD_SCRIPT_FILE } from '../../scripts/build/head-script.ts'
import { MAX_URL_LENGTH } from '../../server/request-target.ts'
import { LANG_STORAGE_KEY } from '../i18n/lang.ts'
import { type HeadScriptWindow, LONGEST_TARGET, notFoundTwin, runHeadScript } from './head-script.ts'

describe('notFoundTwin', () => {
  it.each([
    // Arabic → English: the same path under /en.
    ['en', '/x', '/en/x'],
    ['en', '/english', '/en/english'],
    ['en', '/EN/x', '/en/EN/x'],
    ['en', '/pricing/x', '/en/pricing/x'],
    ['en', '/index.html', '/en/index.html'],
    ['en', '/%D8%AF%D8%B1%D9%88%D8%B3', '/en/%D8%AF%D8%B1%D9%88%D8%B3'],
    // English → Arabic: the path without /en.
    ['ar', '/en/x', '/x'],
    ['ar', '/en/a/b', '/a/b'],
    ['ar', '/en/english', '/english'],
    ['ar', '/en/EN', '/EN'],
    ['ar', '/en/pricing.html', '/pricing.html'],
    ['ar', '/en/%D8%AF%D8%B1%D9%88%D8%B3', '/%D8%AF%D8%B1%D9%88%D8%B3'],
    ['ar', '/en/%FF', '/%FF'],
    // Not decoded: the servers read this one as /en/x, English again (head-script.ts says why).
    ['ar', '/en/%65n/x', '/%65n/x'],
  ])('to %s from %s: %s', (to, path, twin) => {
    expect(notFoundTwin(to, path)).toBe(twin)
  })

  it.each([
    // Still English: the switch keeps leading to the Arabic home.
    ['/en/en'],
    ['/en/en/x'],
    // English by an encoded or doubled prefix (the servers decode and merge): no /en to take off.
    ['/%65n/x'],
    ['//en/x'],
    // Would be another host's address (`//host/…`).
    ['/en//evil.example/x'],
    ['/en//x'],
  ])('to ar from %s: none', (path) => {
    expect(notFoundTwin('ar', path)).toBe('')
  })
})

it('knows the longest address the servers answer', () => {
  expect(LONGEST_TARGET).toBe(MAX_URL_LENGTH)
})

/** A not-found page at `pathname` in `lang`, with its switch to the other language's home. */
function notFoundPage(lang: 'ar' | 'en', pathname: string, search = '', hash = '') {
  const listeners: Record<string, Array<(event: unknown) => void>> = {}
  const stored: Array<[string, string]> = []
  const other = lang === 'ar' ? 'en' : 'ar'
  const link = {
    hreflang: other,
    pathname: other === 'en' ? '/en' : '/',
    href: other === 'en' ? '/en' : '/',
    getAttribute: (name: string) => (name === 'href' ? link.href : null),
    setAttribute: (name: string, value: string) => {
      if (name === 'href') link.href = value
    },
  }
  const window = {
    document: {
      documentElement: { lang, dataset: { page: 'not-found' }, style: { visibility: '' } },
      prerendering: false,
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        listeners[type] = [...(listeners[type] ?? []), listener]
      },
      querySelectorAll: () => [],
      createElement: () => ({}),
      head: { append: () => {} },
    },
    location: { pathname, search, hash, replace: () => {} },
    localStorage: { getItem: () => null, setItem: (key: string, value: string) => stored.push([key, value]) },
    innerHeight: 800,
    console: { error: () => {} },
  }
  const fire = (type: string) => {
    for (const listener of listeners[type] ?? []) listener({ target: { closest: () => link } })
  }
  return { window, link, stored, fire }
}

type Page = ReturnType<typeof notFoundPage>

let built = ''
beforeAll(() => {
  const file = fileURLToPath(HEAD_SCRIPT_FILE)
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build (npm test does)`)
  built = readFileSync(file, 'utf8')
})

const RUNNERS: Array<[string, (page: Page) => void]> = [
  ['source', (page) => runHeadScript(page.window as unknown as HeadScriptWindow)],
  ['built', (page) => runInNewContext(built, { window: page.window })],
]

describe.each(RUNNERS)('the not-found page’s switch (%s)', (_, run) => {
  it.each([
    ['ar', '/no-such-page', '', '', '/en/no-such-page'],
    ['en', '/en/no-such-page', '', '', '/no-such-page'],
    // The query kept, the fragment not: the page has no place in it to keep.
    ['ar', '/a/b', '?q=1&r=%D8%A7', '#part', '/en/a/b?q=1&r=%D8%A7'],
    ['en', '/en/a/b', '?q=1', '#part', '/a/b?q=1'],
  ] as const)('%s %s%s%s: the pointer on it aims it at %s', (lang, path, search, hash, expected) => {
    const page = notFoundPage(lang, path, search, hash)
    run(page)
    page.fire('pointerover')
    expect(page.link.href).toBe(expected)
    expect(page.stored).toEqual([])
  })

  it.each(['focusin', 'click'])('%s aims it too; only following it records the choice', (type) => {
    const page = notFoundPage('en', '/en/missing')
    run(page)
    page.fire(type)
    expect(page.link.href).toBe('/missing')
    expect(page.stored).toEqual(type === 'click' ? [[LANG_STORAGE_KEY, 'ar']] : [])
  })

  it('an English path with no Arabic twin keeps the switch on the Arabic home', () => {
    const page = notFoundPage('en', '/en//evil.example/x')
    run(page)
    page.fire('pointerover')
    expect(page.link.href).toBe('/')
  })

  it('an Arabic address whose English twin would be too long for the servers keeps the switch home', () => {
    // `/en` makes 2,048 characters: still answered.
    const fits = notFoundPage('ar', `/${'a'.repeat(2040)}`, '?q=1')
    run(fits)
    fits.fire('pointerover')
    expect(fits.link.href).toBe(`/en/${'a'.repeat(2040)}?q=1`)
    // One more: a 414, so the English home instead.
    const tooLong = notFoundPage('ar', `/${'a'.repeat(2041)}`, '?q=1')
    run(tooLong)
    tooLong.fire('pointerover')
    expect(tooLong.link.href).toBe('/en')
  })
})
