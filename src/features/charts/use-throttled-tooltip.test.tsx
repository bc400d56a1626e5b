// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useThrottledTooltip } from './use-throttled-tooltip.ts'

describe('useThrottledTooltip', () => {
  let frames: FrameRequestCallback[]
  const runFrame = () =>
    act(() => {
      const due = frames
      frames = []
      for (const callback of due) callback(performance.now())
    })

  beforeEach(() => {
    frames = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', vi.fn())
  })
  afterEach(() => vi.unstubAllGlobals())

  it('starts hidden', () => {
    const { result } = renderHook(() => useThrottledTooltip())
    expect(result.current.active).toBeNull()
  })

  it('collapses a burst of moves within one frame into one update, the last one', () => {
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useThrottledTooltip()
    })
    const before = renders
    act(() => {
      result.current.show(1)
      result.current.show(2)
      result.current.show(3)
    })
    expect(frames).toHaveLength(1)
    expect(result.current.active).toBeNull()
    runFrame()
    expect(result.current.active).toBe(3)
    expect(renders - before).toBe(1)
  })

  it('updates again on the next frame, and hides through a frame too', () => {
    const { result } = renderHook(() => useThrottledTooltip())
    act(() => result.current.show(0))
    runFrame()
    act(() => result.current.show(4))
    runFrame()
    expect(result.current.active).toBe(4)
    act(() => result.current.hide())
    expect(result.current.active).toBe(4)
    runFrame()
    expect(result.current.active).toBeNull()
  })

  it('a blur followed by a focus in the same frame lands on the new point without flicker', () => {
    const { result } = renderHook(() => useThrottledTooltip())
    act(() => result.current.show(1))
    runFrame()
    act(() => {
      result.current.hide()
      result.current.show(2)
    })
    runFrame()
    expect(result.current.active).toBe(2)
  })

  it('cancels a pending frame when unmounted', () => {
    const { result, unmount } = renderHook(() => useThrottledTooltip())
    act(() => result.current.show(1))
    unmount()
    expect(cancelAnimationFrame).toHaveBeenCalled()
  })
})
