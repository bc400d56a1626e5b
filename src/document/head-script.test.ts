import { runInNewContext } from 'node:vm'
import { beforeAll, describe, expect, it } from 'vitest'
import { headScript, scriptHash } from '../../scripts/build/head-script.ts'
import { CONTENT_SECURITY_POLICY, HEAD_SCRIPT_HASH } from '../../server/security-headers.ts'
import { LANG_STORAGE_KEY, resolveLang, servedLang } from '../i18n/lang.ts'
import { FIRST_FRAME_ATTRIBUTE } from './first-screen.ts'
import { FONTS_ATTRIBUTE } from './font-gate.ts'
import { type HeadScriptWindow, runHeadScript } from './head-script.ts'

let built = ''
beforeAll(async () => {
  built = await headScript()
}, 60_000)

type Saved = string | null | 'throws'

/** The modules a built page names on its head script (render-document.ts). */
const MODULES = '/assets/boot-1.js /assets/landing-2.js /assets/hydrate-3.js'

/**
 * A fake window: where the script sent the browser, whether it hid the page, its listeners, and
 * what it added to <head> (a page that has painted: its first-contentful-paint entry exists).
 */
function fakeWindow(url: string, documentLang: 'ar' | 'en', saved: Saved, prerendering = false) {
  const state = {
    replacedWith: null as string | null,
    listeners: [] as Array<() => void>,
    keys: [] as string[],
    added: [] as Array<Record<string, string>>,
    /** What the font gate and the first-screen step (font-gate.ts, first-screen.ts) did to <html>, in order. */
    firstFrame: [] as string[],
  }
  const style = { visibility: '' }
  const document = {
    documentElement: {
      lang: documentLang,
      style,
      setAttribute: (name: string, value: string) => state.firstFrame.push(`${name}=${value}`),
      removeAttribute: (name: string) => state.firstFrame.push(`-${name}`),
    },
    fonts: [] as FontFace[],
    prerendering,
    readyState: 'complete',
    currentScript: { dataset: { modules: MODULES } },
    head: { append: (element: { tag: string }) => state.added.push({ ...element }) },
    // One deferred section, below the first screen.
    getElementById: () => null,
    querySelectorAll: () => [
      { getBoundingClientRect: () => ({ top: 2000, bottom: 3000 }), setAttribute() {}, removeAttribute() {} },
    ],
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'prerenderingchange') state.listeners.push(listener)
    },
    removeEventListener: () => {},
  }
  const window = {
    URL,
    URLSearchParams,
    performance: {
      getEntriesByType: (type: string) =>
        type === 'paint'
          ? [{ name: 'first-contentful-paint' }]
          : type === 'navigation'
            ? [{ type: 'navigate' }]
            : [],
    },
    setTimeout: (run: () => void) => run(),
    requestAnimationFrame: (run: () => void) => run(),
    innerHeight: 800,
    addEventListener: () => {},
    document,
    location: {
      href: url,
      hash: new URL(url).hash,
      replace: (next: string) => {
        state.replacedWith = next
      },
    },
    localStorage: {
      getItem: (key: string) => {
        state.keys.push(key)
        if (saved === 'throws') throw new Error('SecurityError: storage disabled')
        return saved
      },
    },
  }
  const activate = () => {
    document.prerendering = false
    for (const listener of state.listeners.splice(0)) listener()
  }
  return { window, state, style, activate }
}

/** The built bytes, run as a browser runs them: a classic script against `window`'s globals. */
function runBuilt(url: string, documentLang: 'ar' | 'en', saved: Saved) {
  const fake = fakeWindow(url, documentLang, saved)
  runInNewContext(built, { ...fake.window, window: fake.window })
  return {
    replacedWith: fake.state.replacedWith,
    hidden: fake.style.visibility === 'hidden',
    keys: fake.state.keys,
    added: fake.state.added,
    firstFrame: fake.state.firstFrame,
  }
}

/** What a painted page's head script adds to <head>: its modules, then the manifest. */
const PAGE_CODE = [
  { tag: 'link', rel: 'modulepreload', href: '/assets/landing-2.js' },
  { tag: 'link', rel: 'modulepreload', href: '/assets/hydrate-3.js' },
  { tag: 'script', type: 'module', src: '/assets/boot-1.js' },
  { tag: 'link', rel: 'manifest', href: '/site.webmanifest' },
]

const CASES = [
  // Our servers: the document already matches the address.
  ['https://faheem.app/', 'ar', null, null],
  ['https://faheem.app/?lang=en', 'en', null, null],
  ['https://faheem.app/?lang=en', 'en', 'ar', null],
  ['https://faheem.app/pricing?lang=ar', 'ar', 'en', null],
  ['https://faheem.app/?lang=fr', 'ar', null, null],
  ['https://faheem.app/?lang=%3Cscript%3E', 'ar', null, null],
  ['https://faheem.app/', 'ar', 'corrupt{', null],
  ['https://faheem.app/', 'ar', 'throws', null],
  // A returning English visitor on a bare address: go to the English address before painting.
  ['https://faheem.app/', 'ar', 'en', 'https://faheem.app/?lang=en'],
  [
    'https://faheem.app/pricing?subjects=3#faq',
    'ar',
    'en',
    'https://faheem.app/pricing?subjects=3&lang=en#faq',
  ],
  ['https://faheem.app/nope', 'ar', 'en', 'https://faheem.app/nope?lang=en'],
  ['https://faheem.app/?lang=fr', 'ar', 'en', 'https://faheem.app/?lang=en'],
  // A static host that ignored ?lang=en: load the prerendered English file.
  ['https://faheem.app/?lang=en', 'ar', null, 'https://faheem.app/index.en.html?lang=en'],
  ['https://faheem.app/pricing?lang=en', 'ar', null, 'https://faheem.app/pricing.en.html?lang=en'],
  ['https://faheem.app/index.en.html?lang=en', 'ar', null, null],
  // An English file reached without the query by a visitor who chose Arabic.
  ['https://faheem.app/pricing.en.html', 'en', 'ar', 'https://faheem.app/pricing'],
  ['https://faheem.app/index.en.html', 'en', null, 'https://faheem.app/'],
] as const

describe('the inline head script, as built', () => {
  it('is one small classic script, no module syntax, no source comments', () => {
    expect(built.startsWith('(function(){') && built.endsWith('})();')).toBe(true)
    expect(built).not.toMatch(/\bimport\b|\bexport\b|\/\*|\n/)
    // Inside every page's first round trip (tests/budget/bytes.test.ts holds the page itself).
    expect(built.length).toBeLessThan(3500)
  })

  it.each(CASES)('%s served as %s, saved %j → %j', (url, documentLang, saved, expected) => {
    const { replacedWith, hidden, keys, added, firstFrame } = runBuilt(url, documentLang, saved)
    expect(replacedWith).toBe(expected)
    expect(hidden).toBe(expected !== null)
    // The saved choice is read under the key the language switch writes.
    expect(keys).toEqual([LANG_STORAGE_KEY])
    // The page's code starts after the first paint, unless the page is being replaced.
    expect(added).toEqual(expected === null ? PAGE_CODE : [])
    // The first frame waits for the fonts, then lays out the first screen only (here the fake's
    // timers and frames run at once), unless the page is leaving.
    expect(firstFrame).toEqual(
      expected === null
        ? [
            `${FONTS_ATTRIBUTE}=loading`,
            `-${FONTS_ATTRIBUTE}`,
            `${FIRST_FRAME_ATTRIBUTE}=`,
            `-${FIRST_FRAME_ATTRIBUTE}`,
          ]
        : [],
    )
  })

  it('corrects every page our servers serve in a language the visitor does not want', () => {
    for (const search of ['', '?lang=en', '?lang=ar', '?lang=xx', '?lang=en&lang=ar', '?subjects=2']) {
      for (const saved of [null, 'en', 'ar', 'bad']) {
        const wanted = resolveLang(search, saved)
        const served = servedLang(search)
        const { replacedWith } = runBuilt(`https://faheem.app/pricing${search}`, served, saved)
        if (served === wanted) {
          expect(replacedWith).toBeNull()
          continue
        }
        if (replacedWith === null) throw new Error(`no correction for ${search}, saved ${saved}`)
        const next = new URL(replacedWith)
        expect(servedLang(next.search), `${search}, saved ${saved}`).toBe(wanted)
        expect(next.pathname).toBe('/pricing')
      }
    }
  })

  it('is allowed by the CSP through the sha256 of its built bytes', () => {
    expect(HEAD_SCRIPT_HASH).toBe(scriptHash(built))
    expect(CONTENT_SECURITY_POLICY).toContain(`'${scriptHash(built)}'`)
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline')
  })
})

describe('the head script while the page is prerendered (Speculation Rules)', () => {
  it('does nothing until the page is shown, then corrects with the choice saved by then', () => {
    const fake = fakeWindow('https://faheem.app/pricing', 'ar', null, true)
    runHeadScript(fake.window as unknown as HeadScriptWindow)
    expect(fake.state.replacedWith).toBeNull()
    expect(fake.style.visibility).toBe('')
    expect(fake.state.keys).toEqual([])
    expect(fake.state.listeners).toHaveLength(1)
    fake.window.localStorage.getItem = () => 'en'
    fake.activate()
    expect(fake.state.replacedWith).toBe('https://faheem.app/pricing?lang=en')
    expect(fake.style.visibility).toBe('hidden')
  })

  it('the built script waits too', () => {
    const fake = fakeWindow('https://faheem.app/', 'ar', 'en', true)
    runInNewContext(built, { ...fake.window, window: fake.window })
    expect(fake.state.replacedWith).toBeNull()
    fake.activate()
    expect(fake.state.replacedWith).toBe('https://faheem.app/?lang=en')
  })

  it('the built script starts no page code before the page is shown', () => {
    const fake = fakeWindow('https://faheem.app/', 'ar', null, true)
    runInNewContext(built, { ...fake.window, window: fake.window })
    expect(fake.state.added).toEqual([])
    fake.activate()
    expect(fake.state.added).toEqual(PAGE_CODE)
  })

  it('a page shown without prerendering corrects at once', () => {
    const fake = fakeWindow('https://faheem.app/', 'ar', 'en')
    runHeadScript(fake.window as unknown as HeadScriptWindow)
    expect(fake.state.listeners).toHaveLength(0)
    expect(fake.state.replacedWith).toBe('https://faheem.app/?lang=en')
  })
})
