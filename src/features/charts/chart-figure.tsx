import type { ReactNode } from 'react'
import { ChevronDown } from '#src/components/ui/icons.ts'
import { keepWithNext } from '#src/i18n/typeset.ts'

export interface ChartTable {
  caption: string
  /** Column headings; the first column holds the row headings. */
  columns: string[]
  rows: Array<{ key: string; cells: string[] }>
}

/**
 * A chart in a card: a `<figure>` named by its title, its caption, the chart itself, and the same
 * figures as a real table in a `<details>` (readable without JavaScript and by screen readers).
 */
export function ChartFigure({
  id,
  title,
  description,
  table,
  showTableLabel,
  children,
  className,
  bodyClassName,
}: {
  id: string
  title: string
  description: string
  table: ChartTable
  /** The label of the `<summary>` that opens the table (the caller's copy). */
  showTableLabel: string
  children: ReactNode
  className?: string
  /** Classes for the chart's own box, e.g. to cap its width in a wide card. */
  bodyClassName?: string
}) {
  const titleId = `${id}-title`
  return (
    <figure
      aria-labelledby={titleId}
      className={`flex flex-col rounded-card border border-line/80 bg-card p-4 shadow-soft sm:p-6 ${className ?? ''}`}
    >
      <figcaption className="mb-3">
        <h3 id={titleId} className="text-lg font-bold text-ink">
          {keepWithNext(title)}
        </h3>
        <p className="text-sm text-muted">{description}</p>
      </figcaption>
      <div className={`flex flex-1 flex-col justify-center ${bodyClassName ?? ''}`}>{children}</div>
      <details className="group mt-4 border-t border-line pt-3 text-sm">
        <summary className="inline-flex min-h-8 cursor-pointer items-center gap-1.5 rounded-md font-bold text-brand-800 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" />
          {showTableLabel}
        </summary>
        <table className="mt-3 w-full border-collapse text-start">
          <caption className="mb-2 text-start text-xs text-muted">{table.caption}</caption>
          <thead>
            <tr className="border-b border-line">
              {table.columns.map((column) => (
                <th key={column} scope="col" className="py-1.5 text-start font-bold text-ink">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key} className="border-b border-line/60 last:border-0">
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={row.key} scope="row" className="py-1.5 text-start font-semibold text-ink">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                    <td key={index} className="py-1.5 text-start text-muted tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
