import { type KeyboardEvent, useRef, useState } from 'react'
import type { Direction } from './lib/geometry.ts'
import { useThrottledTooltip } from './use-throttled-tooltip.ts'

/**
 * Pointer and keyboard behaviour shared by the charts. The data points form one tab stop
 * (a roving tab index); arrow keys move along them in reading direction, Home and End jump to
 * the ends, Escape hides the tooltip. Focus and hover both show the tooltip.
 */
export function useChartInteraction(count: number, dir: Direction) {
  const tooltip = useThrottledTooltip()
  const [tabStop, setTabStop] = useState(0)
  const items = useRef<Array<SVGElement | null>>([])

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    let next: number | null = null
    if (event.key === forward || event.key === 'ArrowDown') next = (index + 1) % count
    else if (event.key === backward || event.key === 'ArrowUp') next = (index - 1 + count) % count
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = count - 1
    else if (event.key === 'Escape') tooltip.hide()
    if (next === null) return
    event.preventDefault()
    setTabStop(next)
    items.current[next]?.focus()
  }

  /** Props for data point `index`: focusable, named by the caller, driving the tooltip. */
  const itemProps = (index: number) => ({
    ref: (element: SVGElement | null) => {
      items.current[index] = element
    },
    tabIndex: index === tabStop ? 0 : -1,
    role: 'img',
    onFocus: () => {
      setTabStop(index)
      tooltip.show(index)
    },
    onBlur: tooltip.hide,
    onPointerEnter: () => tooltip.show(index),
    onKeyDown: onKeyDown(index),
  })

  return { active: tooltip.active, show: tooltip.show, hide: tooltip.hide, itemProps }
}
