/**
 * Main-thread time by kind from a Chromium performance trace (Layout, style, HTML parsing,
 * script, paint, fonts), as DevTools' summary groups it: read by the observed run
 * (bench/observed.ts, `--trace`).
 */

/** Trace event names, grouped the way DevTools' summary groups them. */
export const KINDS: Record<string, string[]> = {
  layout: ['Layout'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  parseHTML: ['ParseHTML'],
  script: [
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'FunctionCall',
    'TimerFire',
    'EventDispatch',
    'v8.evaluateModule',
  ],
  paint: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit'],
  fonts: ['FontCache::GetFontData', 'FontFace::load', 'FontFaceSet::load'],
}
const KIND_OF = new Map(Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])))

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time, insensitive to other processes competing for the cores. */
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; frame?: string; data?: { frame?: string; isMainFrame?: boolean } }
}

/**
 * Sums the renderer main thread's time by kind. Only outermost events of a kind count (a Layout
 * forced inside a script counts as both script and layout, never twice as layout).
 */
export function summarizeTrace(events: TraceEvent[], clock: 'wall' | 'cpu' = 'wall') {
  // The page's renderer main thread is the one that reports its first contentful paint.
  const fcpEvent = events.find((event) => event.name === 'firstContentfulPaint')
  const onMain = (event: TraceEvent) => event.pid === fcpEvent?.pid && event.tid === fcpEvent?.tid
  const total: Record<string, number> = {}
  const beforeFcp: Record<string, number> = {}
  const open: Record<string, number> = {}
  const until: Record<string, number> = {}
  const fcpTs = fcpEvent?.ts ?? Number.POSITIVE_INFINITY
  const sorted = events.filter(onMain).sort((a, b) => a.ts - b.ts)
  for (const event of sorted) {
    const kind = KIND_OF.get(event.name)
    if (!kind) continue
    let start = event.ts
    let end: number
    let cpu = Number.NaN
    if (event.ph === 'X') {
      end = event.ts + (event.dur ?? 0)
      cpu = (event.tdur ?? Number.NaN) / 1000
    } else if (event.ph === 'B') {
      open[event.name] = event.ts
      continue
    } else if (event.ph === 'E') {
      start = open[event.name] ?? event.ts
      end = event.ts
    } else continue
    if (start < (until[kind] ?? 0)) continue // nested inside an event of the same kind
    until[kind] = end
    const ms = clock === 'cpu' && !Number.isNaN(cpu) ? cpu : (end - start) / 1000
    total[kind] = (total[kind] ?? 0) + ms
    if (end <= fcpTs) beforeFcp[kind] = (beforeFcp[kind] ?? 0) + ms
  }
  return { total, beforeFcp }
}
