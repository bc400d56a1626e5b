import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  DEFERRED_SECTIONS,
  FIRST_FRAME_ATTRIBUTE,
  FIRST_FRAME_WAIT_MS,
  type FirstScreenWindow,
  ON_FIRST_SCREEN_ATTRIBUTE,
  showFirstScreen,
} from './first-screen.ts'

/**
 * A fake window: <html>'s attributes, deferred sections at given positions (px from the top of
 * the screen), the frame callbacks, the timers and the kind of navigation. Every call is logged in
 * order, so a test can see that the page is laid out only after the attribute is set.
 */
function fakeWindow(
  positions: Array<[top: number, bottom: number]>,
  options: { hash?: string; type?: string; readyState?: DocumentReadyState } = {},
) {
  const log: string[] = []
  /** The ids on the page (the footer's targets, one with characters escaped in an address). */
  const ids = new Set(['faq', 'الأسئلة'])
  const rootAttributes = new Set<string>()
  const frames: Array<() => void> = []
  const timers: Array<{ run: () => void; ms: number }> = []
  const sections = positions.map(([top, bottom], index) => {
    const attributes = new Set<string>()
    return {
      attributes,
      getBoundingClientRect: () => {
        log.push(`layout read ${index}`)
        return { top, bottom } as DOMRect
      },
      setAttribute: (name: string) => void attributes.add(name),
      removeAttribute: (name: string) => void attributes.delete(name),
    }
  })
  const win: FirstScreenWindow = {
    document: {
      documentElement: {
        setAttribute: (name: string) => {
          log.push(`set ${name}`)
          rootAttributes.add(name)
        },
        removeAttribute: (name: string) => void rootAttributes.delete(name),
      },
      querySelectorAll: (selectors: string) => {
        expect(selectors).toBe(DEFERRED_SECTIONS)
        return sections
      },
      readyState: options.readyState ?? 'interactive',
      getElementById: (id: string) =>
        ids.has(id) ? { scrollIntoView: () => void log.push(`scrolled to #${id}`) } : null,
    },
    location: { hash: options.hash ?? '' },
    performance: {
      getEntriesByType: () => [{ type: options.type ?? 'navigate' }] as unknown as PerformanceEntry[],
    },
    innerHeight: 800,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (run, ms) => timers.push({ run, ms }),
  }
  const onScreen = () => sections.map((section) => section.attributes.has(ON_FIRST_SCREEN_ATTRIBUTE))
  return { win, log, rootAttributes, frames, timers, onScreen }
}

// A section on the screen, one that starts at its last pixel, one just below, one far below.
const PAGE: Array<[number, number]> = [
  [300, 1500],
  [799, 2000],
  [800, 2100],
  [2100, 3400],
]

describe('showFirstScreen', () => {
  it('keeps the sections that reach into the screen and defers the others, after setting the attribute', () => {
    const fake = fakeWindow(PAGE)
    showFirstScreen(fake.win)
    expect(fake.rootAttributes.has(FIRST_FRAME_ATTRIBUTE)).toBe(true)
    expect(fake.onScreen()).toEqual([true, true, false, false])
    // The positions are read with the attribute set: every deferred section a placeholder.
    expect(fake.log[0]).toBe(`set ${FIRST_FRAME_ATTRIBUTE}`)
  })

  it('counts a section scrolled past the top as off the screen', () => {
    const fake = fakeWindow([
      [-900, 0],
      [-900, 1],
    ])
    showFirstScreen(fake.win)
    expect(fake.onScreen()).toEqual([false, true])
  })

  it('lets every section render once the first frame has been painted', () => {
    const fake = fakeWindow(PAGE)
    showFirstScreen(fake.win)
    expect(fake.frames).toHaveLength(1)
    fake.frames[0]?.() // the frame begins: still held while it is laid out and painted
    expect(fake.rootAttributes.has(FIRST_FRAME_ATTRIBUTE)).toBe(true)
    const afterFrame = fake.timers.find((timer) => timer.ms === 0)
    afterFrame?.run()
    expect(fake.rootAttributes.size).toBe(0)
    expect(fake.onScreen()).toEqual([false, false, false, false])
  })

  it(`lets them render after ${FIRST_FRAME_WAIT_MS} ms if no frame comes (a tab in the background)`, () => {
    const fake = fakeWindow(PAGE)
    showFirstScreen(fake.win)
    expect(fake.timers.map((timer) => timer.ms)).toEqual([FIRST_FRAME_WAIT_MS])
    fake.timers[0]?.run()
    expect(fake.rootAttributes.size).toBe(0)
    expect(fake.onScreen()).toEqual([false, false, false, false])
  })

  it('leaves a page still being parsed alone (its later sections are not there to measure)', () => {
    const fake = fakeWindow(PAGE, { readyState: 'loading', hash: '#faq' })
    showFirstScreen(fake.win)
    expect(fake.log).toEqual([])
    expect(fake.timers).toEqual([])
  })

  it.each([
    ['a reload', 'reload'],
    ['a visit from the history', 'back_forward'],
  ])('leaves %s alone (the browser restores the scroll position)', (_, type) => {
    const fake = fakeWindow(PAGE, { type })
    showFirstScreen(fake.win)
    expect(fake.log).toEqual([])
    expect(fake.frames).toEqual([])
    expect(fake.timers).toEqual([])
  })

  it.each([
    ['#faq', ['scrolled to #faq']],
    ['#%D8%A7%D9%84%D8%A3%D8%B3%D8%A6%D9%84%D8%A9', ['scrolled to #الأسئلة']],
    ['#nothing-here', []],
    ['#%E0%A4%A', []],
  ])('opens an address ending in %s on its target, and defers nothing', (hash, log) => {
    const fake = fakeWindow(PAGE, { hash })
    showFirstScreen(fake.win)
    expect(fake.log).toEqual(log)
    expect(fake.rootAttributes.size).toBe(0)
    expect(fake.timers).toEqual([])
  })
})

describe('the stylesheet', () => {
  it('defers the sections named here while the attribute is set (CSS cannot import the names)', () => {
    const css = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8')
    expect(css).toContain(
      `html[${FIRST_FRAME_ATTRIBUTE}] ${DEFERRED_SECTIONS}:not([${ON_FIRST_SCREEN_ATTRIBUTE}]) {\n  content-visibility: hidden;\n}`,
    )
    expect(css).toContain(`@utility ${DEFERRED_SECTIONS.slice(1)} {`)
    expect(css).toContain(`html:has(:target) ${DEFERRED_SECTIONS} {\n  content-visibility: visible;\n}`)
  })
})
