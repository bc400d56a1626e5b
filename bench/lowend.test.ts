/**
 * The low-end profile's pure parts: its command line, the CPU factor from the benchmark index, the
 * first-screen reference, and how a trace's tasks are split and the first rendering task found.
 */
import { describe, expect, it } from 'vitest'
import { calibratedCpu, firstScreenOnly, LOWEND_PHONE_INDEX } from './lowend.ts'
import { LOWEND_PARTS, readArgs } from './run.ts'
import { firstRenderTask, type TraceEvent, tasksOf } from './trace.ts'

describe('--profile lowend', () => {
  it('defaults to 16× CPU and its own parts', () => {
    expect(readArgs(['--profile', 'lowend'])).toMatchObject({ cpu: 16, parts: [...LOWEND_PARTS] })
  })

  it('takes --cpu 1 to 32, or bi (from the benchmark index), and --only lowend', () => {
    expect(readArgs(['--profile', 'lowend', '--cpu', '24', '--only', 'lowend'])).toMatchObject({
      cpu: 24,
      parts: ['lowend'],
    })
    expect(readArgs(['--profile', 'lowend', '--cpu', 'bi'])).toMatchObject({ cpu: 'bi' })
  })

  it.each([
    [['--profile', 'lowend', '--cpu', '33']],
    [['--profile', 'lowend', '--cpu', '0']],
    [['--profile', 'lowend', '--only', 'lighthouse']],
    [['--cpu', '16']],
    [['--only', 'lowend']],
    [['--profile', 'phone']],
  ])('refuses %j', (argv) => {
    expect(readArgs(argv)).toHaveProperty('error')
  })
})

describe('calibratedCpu: the host index over the phone’s', () => {
  it.each([
    [LOWEND_PHONE_INDEX * 16, 16],
    [LOWEND_PHONE_INDEX * 8.4, 8],
    [LOWEND_PHONE_INDEX * 100, 32],
    [10, 1],
  ])('index %d → %d×', (index, cpu) => {
    expect(calibratedCpu(index)).toBe(cpu)
  })
})

describe('firstScreenOnly', () => {
  const page =
    '<html><body><header>nav</header><main id="main"><section>hero</section><section id="features">f</section><section>faq</section></main><footer class="x">links</footer><script>late()</script></body></html>'

  it('keeps the head, the header and the first section; drops the later sections and the footer', () => {
    expect(firstScreenOnly(page)).toBe(
      '<html><body><header>nav</header><main id="main"><section>hero</section></main><script>late()</script></body></html>',
    )
  })

  it('refuses a page without a <main> and its first section', () => {
    expect(() => firstScreenOnly('<html><body><p>x</p></body></html>')).toThrow()
  })
})

describe('tasksOf and firstRenderTask', () => {
  const at = (name: string, ts: number, tdur: number): TraceEvent => ({
    name,
    ph: 'X',
    ts,
    dur: tdur,
    tdur,
    pid: 1,
    tid: 1,
  })
  // A parse task, a rendering task (style, layout, paint inside its lifecycle), the end of parsing
  // laying out without painting (Chromium forces style and layout there), then tasks after FCP.
  const events = [
    at('RunTask', 1_000, 30_000),
    at('ParseHTML', 1_000, 20_000),
    at('EvaluateScript', 5_000, 4_000),
    at('RunTask', 40_000, 60_000),
    at('WebFrameWidgetImpl::UpdateLifecycle', 41_000, 58_000),
    at('UpdateLayoutTree', 41_000, 10_000),
    at('Layout', 52_000, 30_000),
    at('Paint', 83_000, 5_000),
    at('RunTask', 110_000, 70_000),
    at('Document::FinishedParsing', 110_500, 69_000),
    at('UpdateLayoutTree', 111_000, 20_000),
    at('Layout', 131_000, 45_000),
    at('RunTask', 200_000, 80_000),
    at('Paint', 201_000, 1_000),
    at('RunTask', 290_000, 5_000),
    at('Paint', 290_500, 1_000),
  ]

  it('splits each top-level task by the kind of its events’ self time', () => {
    const [parse, render] = tasksOf(events, 0)
    expect(parse).toMatchObject({ startMs: 1, ms: 30, paints: false })
    expect(parse?.by).toMatchObject({ parse: 16, script: 4, other: 10 })
    expect(render?.by).toMatchObject({ style: 10, layout: 30, paint: 5, other: 15 })
  })

  it('finds the first rendering task: the one that renders most before the first contentful paint', () => {
    const tasks = tasksOf(events, 0)
    expect(firstRenderTask({ tasks, fcpMs: 100 })?.startMs).toBe(40)
    // The end of parsing lays the page out in a task that does not paint: it renders more.
    expect(firstRenderTask({ tasks, fcpMs: 150 })).toMatchObject({ startMs: 110, ms: 70, paints: false })
    // A longer task that renders little (80 ms, 1 of paint) is not it.
    expect(firstRenderTask({ tasks, fcpMs: 300 })?.startMs).toBe(110)
    expect(firstRenderTask({ tasks, fcpMs: 20 })).toBeUndefined()
  })
})
