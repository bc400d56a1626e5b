/**
 * Lighthouse runs against Debian's Chromium: mobile (default, simulated throttling) and desktop
 * presets, several runs per page, reduced to medians. Options: the mobile CPU slowdown
 * (`cpuSlowdownMultiplier`, Lighthouse's default 4; 8 for the low-end phones many visitors carry),
 * and `blockScripts`, which blocks the page's script files (`blockedUrlPatterns`) to measure the
 * same page without its JavaScript: inline scripts still run, the files they load do not.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM_ARGS, chromiumPath } from '../test-support/chromium.ts'

export type Preset = 'mobile' | 'desktop'
export interface RunOptions {
  /** Mobile CPU slowdown (the desktop preset keeps its own, 1×). */
  cpu?: number
  /** Block every script file (`*.js`): the page without its JavaScript. */
  blockScripts?: boolean
}
/** The patterns that block a page's script files, on any host. */
export const SCRIPT_FILES = ['*.js', '*.mjs']
export interface LighthouseRun {
  scores: { performance: number; accessibility: number; 'best-practices': number; seo: number }
  fcp: number
  lcp: number
  tbt: number
  /**
   * All main-thread work of the load (parsing, style, layout, paint, script), Lighthouse's
   * `mainthread-work-breakdown`, on the same CPU scale as the blocking time: what the page costs,
   * wherever its first paint falls.
   */
  mainThread: number
  cls: number
  si: number
  benchmarkIndex: number
  otherHosts: string[]
  /** The script files the page requested (Lighthouse's `Script` requests): none on a page without islands. */
  scriptFiles: number
  /** The CPU slowdown Lighthouse applied (read back from the report). */
  cpuSlowdown: number
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export async function withChromium<T>(work: (port: number) => Promise<T>, flags: string[] = []): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS, ...flags],
    logLevel: 'silent',
  })
  try {
    return await work(chrome.port)
  } finally {
    await chrome.kill()
  }
}

/** One Lighthouse run; a trace that failed to record (NO_NAVSTART on a busy machine) is retried. */
export async function runLighthouse(
  url: string,
  preset: Preset,
  port: number,
  options: RunOptions = {},
  attempts = 3,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, preset, port, options)
    } catch (error) {
      if (attempt >= attempts) throw error
      console.error(`retrying ${url} ${preset}: ${String(error)}`)
    }
  }
}

async function runOnce(
  url: string,
  preset: Preset,
  port: number,
  options: RunOptions,
): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      // Without its scripts only the blocking time is read: the performance category alone.
      onlyCategories: options.blockScripts ? ['performance'] : [...CATEGORIES],
      ...(options.blockScripts ? { blockedUrlPatterns: SCRIPT_FILES } : {}),
      ...(preset === 'mobile' && options.cpu ? { throttling: { cpuSlowdownMultiplier: options.cpu } } : {}),
    },
    preset === 'desktop' ? desktopConfig : undefined,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const origin = new URL(url).origin
  const requests =
    (
      lhr.audits['network-requests']?.details as
        | { items?: Array<{ url: string; resourceType?: string }> }
        | undefined
    )?.items ?? []
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as LighthouseRun['scores'],
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    mainThread: metric('mainthread-work-breakdown'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
    scriptFiles: requests.filter((request) => request.resourceType === 'Script').length,
    otherHosts: [
      ...new Set(
        requests
          .map((request) => request.url)
          .filter((address) => /^https?:/.test(address) && new URL(address).origin !== origin)
          .map((address) => new URL(address).host),
      ),
    ],
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export function medianRun(runs: LighthouseRun[]) {
  const pick = (get: (run: LighthouseRun) => number) => median(runs.map(get))
  return {
    performance: pick((run) => run.scores.performance),
    accessibility: pick((run) => run.scores.accessibility),
    bestPractices: pick((run) => run.scores['best-practices']),
    seo: pick((run) => run.scores.seo),
    fcp: pick((run) => run.fcp),
    lcp: pick((run) => run.lcp),
    tbt: pick((run) => run.tbt),
    mainThread: pick((run) => run.mainThread),
    cls: pick((run) => run.cls),
    si: pick((run) => run.si),
    benchmarkIndex: pick((run) => run.benchmarkIndex),
    cpuSlowdown: pick((run) => run.cpuSlowdown),
    otherHosts: [...new Set(runs.flatMap((run) => run.otherHosts))],
    scriptFiles: Math.max(0, ...runs.map((run) => run.scriptFiles)),
  }
}
