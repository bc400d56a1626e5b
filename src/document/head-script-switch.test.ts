/**
 * The language switch's handler in the head script (head-script.ts): following the switch saves
 * the choice and carries the query and the place (placeFragment: the section in view, the open
 * FAQ item), on the TypeScript source and on the built bytes (test-support/head-script-window.ts). The browser
 * test is e2e/language-switch.spec.ts.
 */
import { describe, expect, it } from 'vitest'
import {
  box,
  type FakeOptions,
  fakeWindow,
  RUNNERS,
  switchLink,
} from '../../test-support/head-script-window.ts'
import { LANG_STORAGE_KEY } from '../i18n/lang.ts'
import { type HeadScriptWindow, placeFragment } from './head-script.ts'

describe.each(RUNNERS)('the language switch (%s)', (_, run) => {
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
