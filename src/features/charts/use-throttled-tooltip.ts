import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Which data point the tooltip shows, updated at most once per animation frame (about 1/60 s):
 * a burst of pointer moves within one frame collapses to its last value.
 */
export function useThrottledTooltip() {
  const [active, setActive] = useState<number | null>(null)
  const pending = useRef<number | null>(null)
  const frame = useRef(0)

  const schedule = useCallback((next: number | null) => {
    pending.current = next
    if (frame.current) return
    frame.current = requestAnimationFrame(() => {
      frame.current = 0
      setActive(pending.current)
    })
  }, [])

  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  const hide = useCallback(() => schedule(null), [schedule])
  return { active, show: schedule, hide }
}
