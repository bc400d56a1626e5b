import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FONT_WAIT_MS, FONTS_ATTRIBUTE, type FontGateWindow, holdFirstFrameForFonts } from './font-gate.ts'

type Listener = (event: Event) => void

type Behaviour = 'loads' | 'fails' | 'waits'

/** The root's font-family in the fake window: the page's own font first, then its fallbacks. */
const ROOT_FONT_FAMILY = '"Own Font", "Own Fallback", system-ui, sans-serif'

/**
 * A fake window: the attribute on <html>, the root's font-family, the capturing listeners, the
 * faces (of the page's own font unless a family is given) and the timer.
 */
function fakeWindow(faces: Array<Behaviour | [Behaviour, string]>, withFonts = true) {
  const attributes = new Map<string, string>()
  const listeners: Record<string, Listener[]> = { load: [], error: [] }
  const timers: Array<{ run: () => void; ms: number }> = []
  const pending: Array<() => void> = []
  const loads: string[] = []
  const fonts = faces.map((entry, index) => ({
    family: Array.isArray(entry) ? entry[1] : 'Own Font',
    load: () => {
      loads.push(`face ${index}`)
      const face = Array.isArray(entry) ? entry[0] : entry
      if (face === 'loads') return Promise.resolve({} as FontFace)
      if (face === 'fails') return Promise.reject(new Error('network error'))
      return new Promise<FontFace>((resolve) => pending.push(() => resolve({} as FontFace)))
    },
  }))
  const win: FontGateWindow = {
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => void attributes.set(name, value),
        removeAttribute: (name: string) => void attributes.delete(name),
      },
      fonts: withFonts ? fonts : undefined,
      addEventListener: (type, listener, capture) => {
        expect(capture).toBe(true)
        listeners[type]?.push(listener)
      },
      removeEventListener: (type, listener) => {
        listeners[type] = (listeners[type] ?? []).filter((other) => other !== listener)
      },
    },
    getComputedStyle: () => ({ fontFamily: ROOT_FONT_FAMILY }),
    setTimeout: (run, ms) => timers.push({ run, ms }),
  }
  const fire = (type: 'load' | 'error', target: object) => {
    for (const listener of [...(listeners[type] ?? [])]) listener({ target } as unknown as Event)
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { win, attributes, listeners, timers, pending, loads, fire, settle }
}

const STYLESHEET = { localName: 'link', rel: 'stylesheet' }
const held = (fake: ReturnType<typeof fakeWindow>) => fake.attributes.get(FONTS_ATTRIBUTE) === 'loading'

describe('holdFirstFrameForFonts', () => {
  it('holds the frame until the stylesheet has loaded and every face it declares is ready', async () => {
    const fake = fakeWindow(['loads', 'waits'])
    holdFirstFrameForFonts(fake.win)
    expect(held(fake)).toBe(true)
    expect(fake.loads).toEqual([])

    fake.fire('load', STYLESHEET)
    await fake.settle()
    expect(fake.loads).toEqual(['face 0', 'face 1'])
    expect(held(fake)).toBe(true) // the second face is still on its way

    for (const resolve of fake.pending) resolve()
    await fake.settle()
    expect(held(fake)).toBe(false)
    expect(fake.listeners.load).toEqual([])
    expect(fake.listeners.error).toEqual([])
  })

  it('calls back once, when the page is shown and before anything else runs', async () => {
    const fake = fakeWindow(['loads'])
    const shown: boolean[] = []
    holdFirstFrameForFonts(fake.win, () => shown.push(held(fake)))
    expect(shown).toEqual([])
    fake.fire('load', STYLESHEET)
    await fake.settle()
    expect(shown).toEqual([false]) // the attribute is gone when the callback runs
    fake.timers[0]?.run()
    expect(shown).toEqual([false])
  })

  it("waits for the page's own font only, not for the local fallback faces after it", async () => {
    // As the browser names them: a family with a space may come quoted.
    const fake = fakeWindow(['loads', ['waits', 'Own Fallback'], ['loads', '"Own Font"'], ['waits', 'Other']])
    holdFirstFrameForFonts(fake.win)
    fake.fire('load', STYLESHEET)
    await fake.settle()
    expect(fake.loads).toEqual(['face 0', 'face 2'])
    expect(held(fake)).toBe(false)
  })

  it("shows the page at once when no face is of the root's first family (nothing to wait for)", async () => {
    const fake = fakeWindow([
      ['waits', 'Other'],
      ['waits', 'Own Fallback'],
    ])
    holdFirstFrameForFonts(fake.win)
    fake.fire('load', STYLESHEET)
    await fake.settle()
    expect(fake.loads).toEqual([])
    expect(held(fake)).toBe(false)
  })

  it('shows the page when a face fails (its fallback face draws the text)', async () => {
    const fake = fakeWindow(['fails', 'loads'])
    holdFirstFrameForFonts(fake.win)
    fake.fire('load', STYLESHEET)
    await fake.settle()
    expect(held(fake)).toBe(false)
  })

  it('waits for the stylesheet, not for any other element that loads', async () => {
    const fake = fakeWindow(['loads'])
    holdFirstFrameForFonts(fake.win)
    fake.fire('load', { localName: 'link', rel: 'preload' })
    fake.fire('load', { localName: 'img' })
    fake.fire('error', { localName: 'link', rel: 'icon' })
    await fake.settle()
    expect(fake.loads).toEqual([])
    expect(held(fake)).toBe(true)
  })

  it('shows the page when the stylesheet fails', () => {
    const fake = fakeWindow(['waits'])
    holdFirstFrameForFonts(fake.win)
    fake.fire('error', STYLESHEET)
    expect(held(fake)).toBe(false)
  })

  it(`shows the page after ${FONT_WAIT_MS} ms whatever the fonts do`, () => {
    const fake = fakeWindow(['waits'])
    holdFirstFrameForFonts(fake.win)
    expect(fake.timers.map((timer) => timer.ms)).toEqual([FONT_WAIT_MS])
    fake.fire('load', STYLESHEET)
    fake.timers[0]?.run()
    expect(held(fake)).toBe(false)
    // A late answer changes nothing.
    for (const resolve of fake.pending) resolve()
    expect(held(fake)).toBe(false)
  })

  it('leaves a page being prerendered alone (no frame to hold, its fonts already in the cache)', () => {
    const fake = fakeWindow(['waits'])
    const win = { ...fake.win, document: { ...fake.win.document, prerendering: true } }
    holdFirstFrameForFonts(win)
    expect(fake.attributes.size).toBe(0)
    expect(fake.timers).toEqual([])
    expect(fake.listeners.load).toEqual([])
  })

  it('leaves a browser without the font loading API alone', () => {
    const fake = fakeWindow([], false)
    holdFirstFrameForFonts(fake.win)
    expect(fake.attributes.size).toBe(0)
    expect(fake.timers).toEqual([])
    expect(fake.listeners.load).toEqual([])
  })
})

describe('the stylesheet', () => {
  it('holds the body while the attribute says so (the one CSS rule of the gate)', () => {
    const css = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8')
    expect(css).toContain(`html[${FONTS_ATTRIBUTE}="loading"] body {\n  content-visibility: hidden;\n}`)
  })
})
