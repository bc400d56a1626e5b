import type { ReactNode } from 'react'

/** A chart's key: a swatch (colour and shape or pattern), a label and an optional value. */
export function ChartLegend({
  items,
  className,
}: {
  items: Array<{ key: string; swatch: ReactNode; label: string; value?: string }>
  className?: string
}) {
  return (
    <ul className={`mt-3 grid gap-x-4 gap-y-1.5 text-sm ${className ?? ''}`}>
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-2">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" className="size-4 shrink-0">
            {item.swatch}
          </svg>
          <span className="text-ink">{item.label}</span>
          {item.value ? <span className="ms-auto font-bold text-ink tabular-nums">{item.value}</span> : null}
        </li>
      ))}
    </ul>
  )
}
