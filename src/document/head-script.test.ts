/**
 * The inline head script (head-script.ts): the saved-choice redirect to `<html data-twin>`, the
 * layout ahead of a prerendered page, the not-found page's console.error, and its built bytes.
 * Each behaviour is checked on the TypeScript source (runHeadScript) and on the bytes every page
 * inlines (src/generated/head-script.js, written by the build), run as a browser runs a classic
 * script (test-support/head-script-window.ts). The language switch's handler and the place it keeps:
 * head-script-switch.test.ts.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  builtHeadScript,
  deferredSection,
  type FakeOptions,
  fakeWindow,
  RUNNERS,
} from '../../test-support/head-script-window.ts'
import { htmlFile, PAGES, PUBLIC_PAGES, twinPath } from '../config/routes.ts'
import { LANGS, otherLang } from '../i18n/lang.ts'
import { savedChoiceTarget } from './head-script.ts'

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

let built = ''
beforeAll(() => {
  built = builtHeadScript()
})

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

  it('on the not-found page, logs the unknown path as an error; elsewhere logs nothing', () => {
    const missing = fakeWindow({ page: 'not-found', twin: undefined, pathname: '/en/nope' })
    run(missing)
    expect(missing.state.errors).toEqual(['404 Not Found: /en/nope'])
    const found = fakeWindow()
    run(found)
    expect(found.state.errors).toEqual([])
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
