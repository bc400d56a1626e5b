/**
 * The bench's common pieces: a printed row, the budget check that marks a figure over budget and
 * records it (bench/run.ts prints the list and, with `--enforce`, fails), the median, and the table
 * printer.
 */
export type Row = Record<string, string | number>
/** Records `label` as over budget unless `ok`; returns the mark to print beside the figure. */
export type Check = (label: string, ok: boolean) => string

export function budgetCheck(): { failures: string[]; check: Check } {
  const failures: string[] = []
  const check = (label: string, ok: boolean) => {
    if (!ok) failures.push(label)
    return ok ? '' : ' ✗'
  }
  return { failures, check }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (index: number) => sorted[index] ?? Number.NaN
  return (at(Math.floor((sorted.length - 1) / 2)) + at(Math.ceil((sorted.length - 1) / 2))) / 2
}

/**
 * How busy the machine was while the bench ran: the one-minute load average at its start and end.
 * Busier than its cores, the same page's timings swung by a factor of two from one run to the next
 * (docs/performance.md, "On a quiet machine"), so such a run is marked as not to be read.
 */
export function loadNote(start: number, end: number, cores: number): { text: string; quiet: boolean } {
  const text = `load average ${start.toFixed(1)} at the start, ${end.toFixed(1)} at the end, on ${cores} cores`
  const quiet = Math.max(start, end) <= cores
  return {
    text: quiet
      ? text
      : `${text}: busier than its cores, so this run's timings are not to be read or compared`,
    quiet,
  }
}

export function printTable(title: string, rows: Row[]) {
  if (rows.length === 0) return
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const cells = rows.map((row) => columns.map((column) => String(row[column] ?? '')))
  const widths = columns.map((column, at) =>
    Math.max(column.length, ...cells.map((line) => line[at]?.length ?? 0)),
  )
  const line = (texts: string[]) => texts.map((text, at) => text.padEnd(widths[at] ?? 0)).join(' | ')
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-')
  console.log([`\n${title}`, line(columns), rule, ...cells.map(line)].join('\n'))
}
