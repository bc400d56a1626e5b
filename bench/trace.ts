/**
 * The first render's main-thread work, task by task (`npm run bench -- --only trace`): each page of
 * the route table in both languages loaded in a fresh browser context at a phone's screen
 * (412 × 823) with DevTools' CPU throttling (`cpu`×, real, not simulated), traced with Chromium's
 * timeline categories. A task is a top-level `RunTask` of the page's main thread; its time is split
 * by what it did (each event's self time to its nearest classified ancestor: style, layout, parse,
 * script, paint, other). Printed: the first task that lays out (the first rendering task) and the
 * largest tasks of the load, medians of the runs.
 */
import { type Browser, chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../test-support/chromium.ts'
import { median } from './table.ts'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time: what the machine's other load does not stretch. */
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { frame?: string; url?: string; isMainFrame?: boolean } }
}

export const KINDS = ['style', 'layout', 'parse', 'script', 'paint', 'other'] as const
export type Kind = (typeof KINDS)[number]
const KIND_OF: Record<string, Kind> = {
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  ParseHTML: 'parse',
  'HTMLDocumentParser::PumpTokenizer': 'parse',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  'v8.run': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  PrePaint: 'paint',
  Paint: 'paint',
  'LocalFrameView::RunPaintLifecyclePhase': 'paint',
  Layerize: 'paint',
  Commit: 'paint',
}

/** A top-level task: when it starts (ms after navigation start), how long, and its time by kind. */
export interface Task {
  startMs: number
  ms: number
  by: Record<Kind, number>
  paints: boolean
}

/** Splits a main thread's complete events (sorted by start) into top-level tasks and their kinds. */
export function tasksOf(events: TraceEvent[], originTs: number, scale = 1): Task[] {
  const tasks: Task[] = []
  // The open events, outermost first, each with the kind its self time goes to.
  const stack: Array<{ end: number; kind: Kind; task: Task; childUs: number; dur: number }> = []
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop()
      if (!done) break
      done.task.by[done.kind] += ((done.dur - done.childUs) * scale) / 1000
    }
  }
  for (const event of events) {
    if (event.ph !== 'X' || event.tdur === undefined) continue
    close(event.ts)
    const parent = stack.at(-1)
    if (!parent) {
      if (event.name !== 'RunTask' && event.name !== 'ThreadControllerImpl::RunTask') continue
      const task: Task = {
        startMs: (event.ts - originTs) / 1000,
        ms: (event.tdur * scale) / 1000,
        by: Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>,
        paints: false,
      }
      tasks.push(task)
      stack.push({ end: event.ts + (event.dur ?? 0), kind: 'other', task, childUs: 0, dur: event.tdur })
      continue
    }
    // An event that ends past its parent is a trace artefact: counted within the parent only.
    const dur = event.tdur
    parent.childUs += dur
    const kind = KIND_OF[event.name] ?? parent.kind
    if (event.name === 'Paint') parent.task.paints = true
    stack.push({ end: Math.min(event.ts + (event.dur ?? 0), parent.end), kind, task: parent.task, childUs: 0, dur })
  }
  close(Number.POSITIVE_INFINITY)
  return tasks
}

/** The page's renderer main thread and its navigation start, found by the frame that loaded `url`. */
function mainThread(events: TraceEvent[], url: string) {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' && (event.args?.data as { documentLoaderURL?: string })?.documentLoaderURL === url,
  )
  if (!start) throw new Error(`no navigationStart for ${url} in the trace`)
  const thread = events
    .filter((event) => event.pid === start.pid && event.tid === start.tid)
    .sort((a, b) => a.ts - b.ts)
  const frame = (start.args?.data as { frame?: string } | undefined)?.frame ?? (start.args as { frame?: string })?.frame
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && (event.args as { frame?: string })?.frame === frame,
  )
  return { thread, originTs: start.ts, fcpMs: fcp ? (fcp.ts - start.ts) / 1000 : Number.NaN }
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'toplevel',
  'blink',
  'v8',
]

/** One load of `url` at `cpu`×, traced: its tasks until 3 s after the load event. */
export async function traceLoad(browser: Browser, url: string, cpu: number) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    await browser.startTracing(page, { categories: CATEGORIES })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page.waitForTimeout(3000)
    const buffer = await browser.stopTracing()
    const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents
    const { thread, originTs, fcpMs } = mainThread(events, url)
    return { tasks: tasksOf(thread, originTs), fcpMs }
  } finally {
    await context.close()
  }
}

/** What one page's runs say: the first rendering task and the largest tasks, medians by rank. */
export function summarize(loads: Array<{ tasks: Task[]; fcpMs: number }>) {
  const runs = loads.map((load) => load.tasks)
  // The first rendering task: the last task that paints before the first contentful paint.
  const firstRender = loads.map(({ tasks, fcpMs }) => tasks.filter((task) => task.paints && task.startMs < fcpMs).at(-1))
  const med = (pick: (task: Task) => number, tasks: Array<Task | undefined>) =>
    Math.round(median(tasks.filter((task) => task !== undefined).map(pick)))
  const byKind = (tasks: Array<Task | undefined>) =>
    Object.fromEntries(KINDS.map((kind) => [kind, med((task) => task.by[kind], tasks)])) as Record<Kind, number>
  const largest = [0, 1, 2].map((rank) => runs.map((tasks) => [...tasks].sort((a, b) => b.ms - a.ms)[rank]))
  return {
    fcpMs: Math.round(median(loads.map((load) => load.fcpMs))),
    firstRender: { ms: med((task) => task.ms, firstRender), ...byKind(firstRender) },
    largest: largest.map((tasks) => ({ ms: med((task) => task.ms, tasks), ...byKind(tasks) })),
    over50: Math.round(median(runs.map((tasks) => tasks.filter((task) => task.ms > 50).length))),
    blockingMs: Math.round(
      median(runs.map((tasks) => tasks.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0))),
    ),
  }
}

/** Debian's Chromium, as the tests drive it, for `traceLoad`. */
export const launchForTrace = () => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
