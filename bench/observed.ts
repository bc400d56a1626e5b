/**
 * The observed run: real loads in Debian's Chromium with DevTools throttling (OBSERVED_TITLE), closer
 * to a mid-range phone than Lighthouse's simulation, a fresh context each. Every public page of the
 * route table, Arabic and English one right after the other in each round, the order flipping round
 * by round, so the shared machine's drift falls on both. Budget: the ratio of the median first
 * contentful paints, with its 90 % interval (bench/ratio-interval.ts), over OBSERVED_ROUNDS
 * (bench/run.ts) or more.
 */
import { type Browser, chromium } from '@playwright/test'
import { PUBLIC_PAGES, pagePath } from '../src/config/routes.ts'
import type { Lang } from '../src/i18n/lang.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../test-support/chromium.ts'
import { ratioInterval } from './ratio-interval.ts'
import { type Check, median, type Row } from './table.ts'

const OBSERVED_RATIO_BUDGET = 1.05

const CONDITIONS = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 }

export const OBSERVED_TITLE = `Observed first contentful paint (Chromium, DevTools throttling: ${CONDITIONS.latency} ms a request, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU, 412 px, cache off; medians over paired rounds; budget: Arabic ÷ English ≤ ${OBSERVED_RATIO_BUDGET}, read with its 90 % interval)`

/** One throttled load of `url`: its first contentful paint, ms. */
async function firstContentfulPaint(browser: Browser, url: string): Promise<number> {
  const phone = {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  }
  const context = await browser.newContext(phone)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...CONDITIONS })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    // The first contentful paint may come after the load event.
    const fcp = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime
    return Number(await (await page.waitForFunction(fcp, undefined, { polling: 50 })).jsonValue())
  } finally {
    await context.close()
  }
}

export async function observedRows(origin: string, rounds: number, check: Check): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const paints = new Map(PUBLIC_PAGES.map((page) => [page, { ar: [] as number[], en: [] as number[] }]))
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [page, seen] of paints) {
        const order: Lang[] = round % 2 === 0 ? ['ar', 'en'] : ['en', 'ar']
        for (const lang of order)
          seen[lang].push(await firstContentfulPaint(browser, `${origin}${pagePath(page, lang)}`))
      }
      console.log(`observed round ${round + 1} of ${rounds}`)
    }
  } finally {
    await browser.close()
  }
  return [...paints].map(([page, { ar, en }]) => {
    const [ratio, path] = [median(ar) / median(en), pagePath(page, 'ar')]
    const [low = 0, high = 0] = ratioInterval(ar, en)
    const interval = `${low.toFixed(3)}–${high.toFixed(3)}`
    return {
      page: `${path} · ${pagePath(page, 'en')}`,
      'ar FCP ms': Math.round(median(ar)),
      'en FCP ms': Math.round(median(en)),
      'ar ÷ en': `${ratio.toFixed(3)}${check(`observed ${path}: Arabic paints ${ratio.toFixed(3)}× English (90 %: ${interval}) > ${OBSERVED_RATIO_BUDGET}`, ratio <= OBSERVED_RATIO_BUDGET)}`,
      budget: `≤ ${OBSERVED_RATIO_BUDGET}`,
      '90 % interval': interval,
      rounds: ar.length,
      'ar runs': ar.map(Math.round).join(' '),
      'en runs': en.map(Math.round).join(' '),
    }
  })
}
