/**
 * The first render's main-thread work, task by task (`npm run bench -- --only trace`): each page of
 * the route table in both languages loaded in a fresh browser context at a phone's screen
 * (412 × 823) with DevTools' CPU throttling (`cpu`×, real, not simulated), traced with Chromium's
 * timeline categories. A task is a top-level `RunTask` of the page's main thread; its time is split
 * by what it did (each event's self time to its nearest classified ancestor: style, layout, parse,
 * script, paint, other). Printed: the first rendering task (`firstRenderTask`) and the
 * largest tasks of the load, medians of the runs.
 */
import { type Browser, chromium } from '@playwright/test'
import { PUBLIC_PAGES, pagePath } from '../src/config/routes.ts'
import { LANGS } from '../src/i18n/lang.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../test-support/chromium.ts'
import { median, type Row } from './table.ts'

export interface TraceEvent {
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

const KINDS = ['style', 'layout', 'parse', 'script', 'paint', 'other'] as const
type Kind = (typeof KINDS)[number]
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
export function tasksOf(events: TraceEvent[], originTs: number): Task[] {
  const tasks: Task[] = []
  // The open events, outermost first, each with the kind its self time goes to.
  const stack: Array<{ end: number; kind: Kind; task: Task; childUs: number; dur: number }> = []
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop()
      if (!done) break
      done.task.by[done.kind] += (done.dur - done.childUs) / 1000
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
        ms: event.tdur / 1000,
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
    stack.push({
      end: Math.min(event.ts + (event.dur ?? 0), parent.end),
      kind,
      task: parent.task,
      childUs: 0,
      dur,
    })
  }
  close(Number.POSITIVE_INFINITY)
  return tasks
}

/** The tasks of the page's main thread in a trace of its load, and its first contentful paint. */
export function tracedTasks(events: TraceEvent[], url: string) {
  const { thread, originTs, fcpMs } = mainThread(events, url)
  return { tasks: tasksOf(thread, originTs), fcpMs }
}

const rendering = (task: Task) => task.by.style + task.by.layout + task.by.paint

/**
 * The first rendering task: of the tasks before the first contentful paint, the one rendering most
 * (style, layout, paint). Not the one that paints: Chromium may lay the first screen out at the
 * end of parsing (`Document::FinishedParsing`) and paint in the next frame. Nor the longest: the
 * navigation's commit often is, and renders next to nothing.
 */
export const firstRenderTask = ({ tasks, fcpMs }: { tasks: Task[]; fcpMs: number }) =>
  tasks
    .filter((task) => rendering(task) > 0 && task.startMs < fcpMs)
    .reduce<Task | undefined>(
      (most, task) => (most && rendering(most) >= rendering(task) ? most : task),
      undefined,
    )

/** The page's renderer main thread and its navigation start, found by the frame that loaded `url`. */
function mainThread(events: TraceEvent[], url: string) {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      (event.args?.data as { documentLoaderURL?: string })?.documentLoaderURL === url,
  )
  if (!start) throw new Error(`no navigationStart for ${url} in the trace`)
  const thread = events
    .filter((event) => event.pid === start.pid && event.tid === start.tid)
    .sort((a, b) => a.ts - b.ts)
  const frame =
    (start.args?.data as { frame?: string } | undefined)?.frame ?? (start.args as { frame?: string })?.frame
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
async function traceLoad(browser: Browser, url: string, cpu: number) {
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
    return tracedTasks(
      (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents,
      url,
    )
  } finally {
    await context.close()
  }
}

/** What one page's runs say: the first rendering task and the largest tasks, medians by rank. */
function summarize(loads: Array<{ tasks: Task[]; fcpMs: number }>) {
  const runs = loads.map((load) => load.tasks)
  const firstRender = loads.map(firstRenderTask)
  const med = (pick: (task: Task) => number, tasks: Array<Task | undefined>) =>
    Math.round(median(tasks.filter((task) => task !== undefined).map(pick)))
  const byKind = (tasks: Array<Task | undefined>) =>
    Object.fromEntries(KINDS.map((kind) => [kind, med((task) => task.by[kind], tasks)])) as Record<
      Kind,
      number
    >
  const largest = [0, 1, 2].map((rank) => runs.map((tasks) => [...tasks].sort((a, b) => b.ms - a.ms)[rank]))
  return {
    fcpMs: Math.round(median(loads.map((load) => load.fcpMs))),
    // Style, layout and paint of every task before the first contentful paint, however split.
    renderBeforeFcpMs: Math.round(
      median(
        loads.map(({ tasks, fcpMs }) =>
          tasks
            .filter((task) => task.startMs < fcpMs)
            .reduce((sum, task) => sum + task.by.style + task.by.layout + task.by.paint, 0),
        ),
      ),
    ),
    firstRender: { ms: med((task) => task.ms, firstRender), ...byKind(firstRender) },
    largest: largest.map((tasks) => ({ ms: med((task) => task.ms, tasks), ...byKind(tasks) })),
    over50: Math.round(median(runs.map((tasks) => tasks.filter((task) => task.ms > 50).length))),
    blockingMs: Math.round(
      median(runs.map((tasks) => tasks.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0))),
    ),
  }
}

const split = (task: Record<Kind, number> & { ms: number }) =>
  `${task.ms} (${KINDS.filter((kind) => task[kind] > 0)
    .map((kind) => `${kind} ${task[kind]}`)
    .join(', ')})`

export const traceTitle = (cpu: number, runs: number) =>
  `Main-thread tasks of the load, DevTools CPU throttling ${cpu}×, 412 × 823, median of ${runs} (thread time, ms; "first render": the task rendering most (style, layout, paint) before FCP; "blocking": the time past 50 ms of every task of the load)`

/** Each public page in both languages: its first rendering task and its two largest tasks. */
export async function traceRows(origin: string, cpu: number, runs: number): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const rows: Row[] = []
  try {
    for (const page of PUBLIC_PAGES) {
      const loads = new Map(LANGS.map((lang) => [lang, [] as Array<Awaited<ReturnType<typeof traceLoad>>>]))
      for (let round = 0; round < runs; round++)
        for (const lang of round % 2 === 0 ? LANGS : [...LANGS].reverse())
          loads.get(lang)?.push(await traceLoad(browser, `${origin}${pagePath(page, lang)}`, cpu))
      for (const [lang, runsOf] of loads) {
        const { fcpMs, renderBeforeFcpMs, firstRender, largest, over50, blockingMs } = summarize(runsOf)
        rows.push({
          page: pagePath(page, lang),
          'FCP ms': fcpMs,
          'rendering before FCP': renderBeforeFcpMs,
          'first render': split(firstRender),
          largest: largest[0] ? split(largest[0]) : '',
          second: largest[1] ? split(largest[1]) : '',
          '> 50 ms': over50,
          blocking: blockingMs,
        })
      }
    }
  } finally {
    await browser.close()
  }
  return rows
}
