/**
 * The inline head script (head-script.ts): the saved-choice redirect to `<html data-twin>`, the
 * language switch's click handler, the not-found page's console.error. Each behaviour is checked
 * on the TypeScript source (runHeadScript) and on the bytes every page inlines
 * (src/generated/head-script.js, written by the build), run as a browser runs a classic script.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'
import { beforeAll, describe, expect, it } from 'vitest'
import { HEAD_SCRIPT_FILE } from '../../scripts/build/head-script.ts'
import { htmlFile, PAGES, PUBLIC_PAGES, twinPath } from '../config/routes.ts'
import { LANG_STORAGE_KEY, LANGS, otherLang } from '../i18n/lang.ts'
import { type HeadScriptWindow, placeFragment, runHeadScript, savedChoiceTarget } from './head-script.ts'

/**
 * "Tiny" (docs/architecture.md, "From a request to pixels"): the 3.4 kB script it replaced ran for 13–27 ms inside
 * the HTML parse of every load; a saved-choice redirect, the switch's handler, the manifest link
 * added after the first contentful paint and the prerendered page's layout ahead need a few lines
 * (2,095 bytes built); the not-found page's switch to the same address in the other language
 * (notFoundTwin, head-script-not-found.test.ts) 218 more (2,313; about 100 bytes brotli, most of what
 * the Arabic landing page had left of its first round trip, tests/budget/bytes.test.ts).
 */
const HEAD_SCRIPT_BUDGET_BYTES = 2350

describe('savedChoiceTarget', () => {
  it.each([
    // lang, twin, saved, navigation type → target
    ['ar', '/en', 'en', 'navigate', '/en'],
    ['ar', '/en/pricing', 'en', undefined, '/en/pricing'],
    ['en', '/', 'ar', 'navigate', '/'],
    ['en', '/pricing', 'ar', 'navigate', '/pricing'],
    // The saved choice is this document's language, or there is none.
    ['ar', '/en', 'ar', 'navigate', null],
    ['en', '/', 'en', 'navigate', null],
    ['ar', '/en', null, 'navigate', null],
    // Corrupt or unknown values are no choice.
    ['ar', '/en', '{"corrupt":', 'navigate', null],
    ['ar', '/en', 'EN', 'navigate', null],
    ['ar', '/en', 'english', 'navigate', null],
    ['ar', '/en', '', 'navigate', null],
    // A reload or a back/forward visit stays where the visitor was.
    ['ar', '/en', 'en', 'reload', null],
    ['ar', '/en', 'en', 'back_forward', null],
    ['ar', '/en', 'en', 'prerender', null],
    // No twin (the not-found page): nowhere to go.
    ['ar', undefined, 'en', 'navigate', null],
    ['ar', '', 'en', 'navigate', null],
  ] as const)('%s page, twin %j, saved %j, %s → %j', (lang, twin, saved, type, expected) => {
    expect(savedChoiceTarget(lang, twin, saved, type)).toBe(expected)
  })
})

/** An element with a box and an id: an FAQ item or a section. */
const box = (id: string, top: number, height = 400) => ({
  id,
  getBoundingClientRect: () => ({ top, bottom: top + height }),
})

interface FakeOptions {
  lang?: 'ar' | 'en'
  twin?: string
  page?: string
  saved?: string | null | 'throws'
  navigationType?: string
  prerendering?: boolean
  pathname?: string
  search?: string
  hash?: string
  innerHeight?: number
  openDetails?: Array<ReturnType<typeof box>>
  sections?: Array<ReturnType<typeof box>>
  deferred?: Array<ReturnType<typeof deferredSection>>
}

/** A deferred section (`.render-when-near`) at `top`: whether the script measured its content. */
const deferredSection = (top: number) => {
  const section = {
    measured: false,
    getBoundingClientRect: () => ({ top, bottom: top + 1200 }),
    firstElementChild: {
      getBoundingClientRect: () => {
        section.measured = true
        return { top, bottom: top + 600 }
      },
    },
  }
  return section
}

/** A fake window: where the script sent the browser, what it stored, logged and listened to. */
function fakeWindow(options: FakeOptions = {}) {
  const {
    lang = 'ar',
    page = 'pricing',
    saved = null,
    navigationType = 'navigate',
    prerendering = false,
    pathname = '/pricing',
    search = '',
    hash = '',
    innerHeight = 800,
    openDetails = [],
    sections = [],
    deferred = [],
  } = options
  // Absent on the not-found page (no data-twin attribute): undefined, not the default.
  const twin = 'twin' in options ? options.twin : '/en/pricing'
  const state = {
    replacedWith: null as string | null,
    stored: [] as Array<[string, string]>,
    errors: [] as string[],
    listeners: {} as Record<string, Array<(event: unknown) => void>>,
    storage: saved,
  }
  const document = {
    documentElement: { lang, dataset: { twin, page }, style: { visibility: '' } },
    prerendering,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      state.listeners[type] = [...(state.listeners[type] ?? []), listener]
    },
    querySelectorAll: (selector: string) =>
      // The open FAQ item (its answer carries the id), and the sections of the page.
      selector.startsWith('details[open]')
        ? openDetails
        : selector === 'main section[id]'
          ? sections
          : selector === '.render-when-near'
            ? deferred
            : [],
  }
  const window = {
    document,
    location: {
      pathname,
      search,
      hash,
      replace: (url: string) => {
        state.replacedWith = url
      },
    },
    localStorage: {
      getItem: (key: string) => {
        if (state.storage === 'throws') throw new Error('SecurityError: storage disabled')
        return key === LANG_STORAGE_KEY ? state.storage : null
      },
      setItem: (key: string, value: string) => {
        if (state.storage === 'throws') throw new Error('QuotaExceededError')
        state.stored.push([key, value])
      },
    },
    performance: { getEntriesByType: () => [{ type: navigationType }] },
    innerHeight,
    console: { error: (message: string) => state.errors.push(message) },
  }
  /** Fires the listeners of `type` on the document. */
  const fire = (type: string, event: unknown = {}) => {
    for (const listener of state.listeners[type] ?? []) listener(event)
  }
  /** The prerendered page is shown: `document.prerendering` turns false, then the event. */
  const activate = () => {
    document.prerendering = false
    fire('prerenderingchange')
  }
  return { window, state, document, fire, activate }
}

type Fake = ReturnType<typeof fakeWindow>

/** The switch link (`<a href hreflang data-lang-switch>`): its href as a property and an attribute. */
function switchLink(hreflang: string, pathname: string) {
  const link = {
    hreflang,
    pathname,
    href: pathname,
    getAttribute: (name: string) => (name === 'href' ? link.href : null),
    setAttribute: (name: string, value: string) => {
      if (name === 'href') link.href = value
    },
  }
  return link
}

let built = ''
beforeAll(() => {
  const file = fileURLToPath(HEAD_SCRIPT_FILE)
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build (npm test does)`)
  built = readFileSync(file, 'utf8')
})

/** The two forms of the script: the source, and the built bytes every page inlines. */
const RUNNERS: Array<[string, (fake: Fake) => void]> = [
  ['source', (fake) => runHeadScript(fake.window as unknown as HeadScriptWindow)],
  ['built', (fake) => runInNewContext(built, { window: fake.window })],
]

describe.each(RUNNERS)('the head script (%s)', (_, run) => {
  it('takes a returning visitor to the twin of their saved language, query and fragment kept', () => {
    const fake = fakeWindow({ saved: 'en', search: '?subjects=3&period=term', hash: '#plans' })
    run(fake)
    expect(fake.state.replacedWith).toBe('/en/pricing?subjects=3&period=term#plans')
    // Hidden until it leaves: no frame in the wrong language.
    expect(fake.document.documentElement.style.visibility).toBe('hidden')
  })

  it.each(PUBLIC_PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
    '%s in %s leads to its twin in the other language',
    (page, lang) => {
      const twin = twinPath(page, otherLang(lang))
      const fake = fakeWindow({ lang, twin, page, saved: otherLang(lang) })
      run(fake)
      expect(fake.state.replacedWith).toBe(twin)
    },
  )

  it.each([
    ['the saved choice is this language', { saved: 'ar' }],
    ['there is no saved choice', { saved: null }],
    ['the saved value is corrupt', { saved: '{"lang":"en"' }],
    ['the saved value is unknown', { saved: 'fr' }],
    ['storage throws', { saved: 'throws' }],
    ['the visit is a reload', { saved: 'en', navigationType: 'reload' }],
    ['the visit is back/forward', { saved: 'en', navigationType: 'back_forward' }],
    ['the page has no twin (not found)', { saved: 'en', twin: undefined, page: 'not-found' }],
  ] as Array<[string, FakeOptions]>)('stays when %s', (_, options) => {
    const fake = fakeWindow(options)
    run(fake)
    expect(fake.state.replacedWith).toBeNull()
    expect(fake.document.documentElement.style.visibility).toBe('')
  })

  it('while prerendered, waits until the page is shown, then follows the choice saved by then', () => {
    const fake = fakeWindow({ saved: null, prerendering: true })
    run(fake)
    expect(fake.state.replacedWith).toBeNull()
    expect(fake.state.listeners.prerenderingchange).toHaveLength(1)
    // The visitor switched language in another tab meanwhile.
    fake.state.storage = 'en'
    fake.activate()
    expect(fake.state.replacedWith).toBe('/en/pricing')
    expect(fake.document.documentElement.style.visibility).toBe('hidden')
  })

  it('a prerendered page shown with no choice to follow stays', () => {
    const fake = fakeWindow({ saved: 'ar', prerendering: true })
    run(fake)
    fake.activate()
    expect(fake.state.replacedWith).toBeNull()
  })

  it('a page not prerendered decides at once and adds no prerendering listener', () => {
    const fake = fakeWindow({ saved: 'en' })
    run(fake)
    expect(fake.state.listeners.prerenderingchange).toBeUndefined()
    expect(fake.state.replacedWith).toBe('/en/pricing')
  })

  it('while prerendered, lays out the deferred sections within three screens once parsed', () => {
    const deferred = [
      deferredSection(700),
      deferredSection(1900),
      deferredSection(3100),
      deferredSection(4300),
    ]
    const fake = fakeWindow({ prerendering: true, innerHeight: 800, deferred })
    run(fake)
    // Nothing before the page is parsed: the sections are not there yet.
    expect(deferred.map((section) => section.measured)).toEqual([false, false, false, false])
    fake.fire('DOMContentLoaded')
    expect(deferred.map((section) => section.measured)).toEqual([true, true, false, false])
  })

  it('a page not prerendered lays nothing out ahead', () => {
    const deferred = [deferredSection(700)]
    const fake = fakeWindow({ deferred })
    run(fake)
    fake.fire('DOMContentLoaded')
    expect(deferred[0]?.measured).toBe(false)
  })

  it('following the switch saves the choice and carries the query and the place', () => {
    const fake = fakeWindow({
      search: '?subjects=4',
      sections: [box('hero', -1200), box('calculator', 100), box('plans', 700)],
    })
    run(fake)
    const link = switchLink('en', '/en/pricing')
    fake.fire('click', {
      target: { closest: (selector: string) => (selector === 'a[data-lang-switch]' ? link : null) },
    })
    expect(fake.state.stored).toEqual([[LANG_STORAGE_KEY, 'en']])
    expect(link.href).toBe('/en/pricing?subjects=4#calculator')
  })

  it.each(['pointerover', 'focusin'])('%s on the switch aims it at the place, before any click', (type) => {
    const fake = fakeWindow({ search: '?subjects=2', sections: [box('calculator', -50), box('plans', 600)] })
    run(fake)
    const link = switchLink('en', '/en/pricing')
    fake.fire(type, { target: { closest: () => link } })
    // What the speculation rules prepare is what the click opens.
    expect(link.href).toBe('/en/pricing?subjects=2#calculator')
    // Only following it records the choice.
    expect(fake.state.stored).toEqual([])
  })

  it('a switch followed with storage disabled still carries the place', () => {
    const fake = fakeWindow({ saved: 'throws', search: '?period=yearly' })
    run(fake)
    const link = switchLink('en', '/en/pricing')
    fake.fire('click', { target: { closest: () => link } })
    expect(fake.state.stored).toEqual([])
    expect(link.href).toBe('/en/pricing?period=yearly')
  })

  it('other clicks store nothing and change no link', () => {
    const fake = fakeWindow()
    run(fake)
    fake.fire('click', { target: { closest: () => null } })
    fake.fire('click', { target: null })
    fake.fire('click', { target: {} })
    expect(fake.state.stored).toEqual([])
  })

  it('on the not-found page, logs the unknown path as an error; elsewhere logs nothing', () => {
    const missing = fakeWindow({ page: 'not-found', twin: undefined, pathname: '/en/nope' })
    run(missing)
    expect(missing.state.errors).toEqual(['404 Not Found: /en/nope'])
    const found = fakeWindow()
    run(found)
    expect(found.state.errors).toEqual([])
  })
})

describe('placeFragment', () => {
  const win = (options: FakeOptions) => fakeWindow(options).window as unknown as HeadScriptWindow

  it.each([
    // The hero has no id (see the built landing page): at the top, the first section with one is below.
    ['at the top: none', { sections: [box('how-it-works', 700), box('features', 1500)] }, ''],
    ['no sections: none', {}, ''],
    [
      'the last section whose top passed the upper third',
      { sections: [box('hero', -900), box('steps', -100), box('charts', 266), box('faq', 900)] },
      '#charts',
    ],
    [
      'a section just below the upper third is not yet the place',
      { sections: [box('hero', -900), box('steps', 0), box('charts', 267)] },
      '#steps',
    ],
    [
      'the open FAQ item on screen wins over the section',
      { sections: [box('faq', -200, 2000)], openDetails: [box('faq-refund', 300, 120)] },
      '#faq-refund',
    ],
    [
      'an open FAQ item off screen does not',
      { sections: [box('hero', -2000), box('steps', 0)], openDetails: [box('faq-refund', 2400, 120)] },
      '#steps',
    ],
    [
      'an open item scrolled above the screen does not',
      { sections: [box('faq', -3000, 2000), box('cta', 100)], openDetails: [box('faq-price', -500, 120)] },
      '#cta',
    ],
  ] as Array<[string, FakeOptions, string]>)('%s', (_, options, expected) => {
    expect(placeFragment(win(options))).toBe(expected)
  })
})

describe('the built head script', () => {
  it(`is tiny: at most ${HEAD_SCRIPT_BUDGET_BYTES} bytes`, () => {
    const bytes = Buffer.byteLength(built)
    console.info(`head script: ${bytes} bytes`)
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThanOrEqual(HEAD_SCRIPT_BUDGET_BYTES)
  })

  it('is one classic script: no module syntax, no comment, one line', () => {
    expect(built).not.toMatch(/^\s*(import|export)\b|\/\*|\n/m)
    expect(() => new Function(built)).not.toThrow()
  })

  it.each(PAGES.flatMap((page) => LANGS.map((lang) => htmlFile(page, lang))))(
    'is what %s inlines first in its head, byte for byte',
    (file) => {
      const html = readFileSync(fileURLToPath(new URL(`../../dist/${file}`, import.meta.url)), 'utf8')
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
      const first = /<script\b[^>]*>([\s\S]*?)<\/script>/.exec(head)
      expect(first?.[1]).toBe(built)
      expect(html.split(built)).toHaveLength(2)
    },
  )
})
