/**
 * One page load as the observed run makes it (bench/observed.ts): a fresh browser context (cache
 * off), a mobile viewport, DevTools network and CPU throttling (OBSERVED_CONDITIONS), and the
 * page's own paint and load figures, with an optional performance trace summed by kind.
 */
import { loadavg } from 'node:os'
import type { Browser } from '@playwright/test'
import { summarizeTrace, type TraceEvent } from './trace-summary.ts'

export const OBSERVED_CONDITIONS = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1_000_000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
}

export type Lang = 'ar' | 'en'
export interface ObservedLoad {
  /** The machine's 1-minute load average when the load started (2 cores: above 2, it is shared). */
  loadAverage: number
  firstPaint: number
  fcp: number
  lcp: number
  load: number
  /** Main-thread milliseconds by kind (with --trace): in all, and before the first contentful paint. */
  trace?: { total: Record<string, number>; beforeFcp: Record<string, number> }
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
  '__metadata',
]

export async function loadOnce(browser: Browser, url: string, trace: boolean): Promise<ObservedLoad> {
  const c = OBSERVED_CONDITIONS
  const context = await browser.newContext({
    viewport: c.viewport,
    deviceScaleFactor: c.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const state = window as unknown as { observedLcp: number }
      state.observedLcp = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.observedLcp = entry.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: c.latencyMs,
      downloadThroughput: c.downloadBytesPerSecond,
      uploadThroughput: c.uploadBytesPerSecond,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: c.cpuSlowdown })
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    const loadAverage = loadavg()[0] ?? Number.NaN
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    // The first contentful paint may come after the load event: wait for it, then let the page settle.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { timeout: 30_000, polling: 50 },
    )
    await page.waitForTimeout(500)
    const figures = await page.evaluate(() => {
      const paint = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN
      const navigation = performance.getEntriesByType('navigation')[0] as
        | PerformanceNavigationTiming
        | undefined
      return {
        firstPaint: paint('first-paint'),
        fcp: paint('first-contentful-paint'),
        lcp: (window as unknown as { observedLcp: number }).observedLcp,
        load: navigation?.loadEventStart ?? Number.NaN,
      }
    })
    let traced: ObservedLoad['trace']
    if (trace) {
      const buffer = await browser.stopTracing()
      const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }
      const { total, beforeFcp } = summarizeTrace(traceEvents, 'cpu')
      traced = { total, beforeFcp }
    }
    return { ...figures, loadAverage, trace: traced }
  } finally {
    await context.close()
  }
}
