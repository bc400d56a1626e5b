/** afterFirstPaint: waits for the paint timing entry where the browser has one, else runs at once. */
import { describe, expect, it } from 'vitest'
import { afterFirstPaint, type PaintWindow } from './after-first-paint.ts'

type Callback = (
  list: { getEntriesByName(name: string): ArrayLike<unknown> },
  observer: { disconnect(): void },
) => void

/** A PerformanceObserver that reports a paint entry (by name) when the test says so. */
function fakeWindow(supportedEntryTypes: readonly string[] | undefined) {
  const state = { observed: [] as unknown[], disconnected: 0, paint: (_name: string) => {} }
  class Observer {
    static readonly supportedEntryTypes = supportedEntryTypes
    readonly callback: Callback
    constructor(callback: Callback) {
      this.callback = callback
    }
    observe(options: unknown) {
      state.observed.push(options)
      state.paint = (name) =>
        this.callback(
          { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
          { disconnect: () => void state.disconnected++ },
        )
    }
  }
  return { win: { PerformanceObserver: Observer } as PaintWindow, state }
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, counting one that came before the call (buffered)', () => {
    const { win, state } = fakeWindow(['navigation', 'paint', 'resource'])
    let runs = 0
    afterFirstPaint(win, () => runs++)
    expect(runs).toBe(0)
    expect(state.observed).toEqual([{ type: 'paint', buffered: true }])
    // The page's background alone: not yet.
    state.paint('first-paint')
    expect(runs).toBe(0)
    expect(state.disconnected).toBe(0)
    state.paint('first-contentful-paint')
    expect(runs).toBe(1)
    expect(state.disconnected).toBe(1)
  })

  it.each([
    ['no paint timing', ['navigation', 'resource']],
    ['no list of entry types', undefined],
  ] as const)('runs at once where the browser has %s', (_name, types) => {
    const { win, state } = fakeWindow(types)
    let runs = 0
    afterFirstPaint(win, () => runs++)
    expect(runs).toBe(1)
    expect(state.observed).toEqual([])
  })

  it('runs at once where there is no PerformanceObserver', () => {
    let runs = 0
    afterFirstPaint({}, () => runs++)
    expect(runs).toBe(1)
  })
})
