/**
 * What a browser test asks of an engine (e2e-engines/firefox.ts and webkit.ts give it), so that
 * e2e-engines/core.test.ts is written once. Functions passed to `run` are sent as source text, so
 * they may use only their arguments and the page's globals.
 */
export const ENGINES = ['firefox', 'webkit'] as const
export type EngineName = (typeof ENGINES)[number]
export type Key =
  | 'Tab'
  | 'Enter'
  | 'Space'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Home'
  | 'End'

export interface EnginePage {
  readonly engine: EngineName
  /** Opens origin + path and waits for its load event and its fonts. */
  goto(path: string): Promise<void>
  /** Calls `fn(...args)` in the page and returns its (awaited, JSON) result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>
  /** A pointer click, and a pointer resting, on the centre of the first element `selector` matches. */
  click(selector: string): Promise<void>
  hover(selector: string): Promise<void>
  /** A pointer click at `fraction` of the element's width from its left edge, half-way down. */
  clickAt(selector: string, fraction: number): Promise<void>
  press(key: Key): Promise<void>
  /** Sets the viewport to `width` × `height` CSS px. */
  resize(width: number, height: number): Promise<void>
  screenshot(file: string): Promise<void>
  /** A PNG of what the viewport shows, in device pixels (WebKit's: ZOOM a CSS px). */
  viewportPng(): Promise<Buffer>
  close(): Promise<void>
}

/**
 * Brings the element into the middle of the viewport if it is out of sight, and returns its box once it has stopped
 * moving (two frames alike): the sections below the first screen are laid out only as they come
 * near it (`content-visibility: auto`, src/styles/global.css), which moves what follows them.
 */
export async function settledBox(page: EnginePage, selector: string) {
  const box = await page.run(async (wanted: string) => {
    const target = document.querySelector(wanted)
    if (!target) return null
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    let last = ''
    for (let attempt = 0; attempt < 20; attempt++) {
      const seen = target.getBoundingClientRect()
      const inView = seen.top >= 0 && seen.bottom <= innerHeight && seen.left >= 0 && seen.right <= innerWidth
      // Only when out of sight, as a visitor scrolls: a sticky header's link stays where it is.
      if (!inView) target.scrollIntoView({ block: 'center', inline: 'nearest' })
      await frame()
      const { x, y, width, height } = target.getBoundingClientRect()
      const now = JSON.stringify({ x, y, width, height })
      if (now === last) return { x, y, width, height }
      last = now
    }
    return null
  }, selector)
  if (!box) throw new Error(`${selector} matches nothing, or it never stopped moving`)
  return box
}

export async function waitForFonts(page: EnginePage): Promise<void> {
  await page.run(() => document.fonts.ready.then(() => undefined))
}
