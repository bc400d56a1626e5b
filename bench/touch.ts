/**
 * The calculator's first touch on a phone: a tap on the slider's track, pointerdown to the frame after
 * the total's new text, at `--cpu`× CPU, on every page of the route table whose built HTML has a
 * slider, both languages. `first`: the page loaded and idle 2 s, the island's code downloaded
 * (src/islands/client-touched.ts); `next`: once hydrated and idle again. A fresh context each run,
 * median of `runs`. Budget at 4× CPU: first ≤ 150 ms, next ≤ 100 ms; at 8× printed alone.
 */
import { chromium, type Page } from '@playwright/test'
import { PUBLIC_PAGES, type PublicPageId, pagePath, ROUTES } from '../src/config/routes.ts'
import { LANGS } from '../src/i18n/lang.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../test-support/chromium.ts'
import { type Check, median, type Row } from './table.ts'

type Tap = 'first' | 'next'
const TOUCH_BUDGET_MS: Record<Tap, number> = { first: 150, next: 100 }
/** Where each tap lands on the track, as a share of its length from its start (reading direction). */
const TAP_AT: Record<Tap, number> = { first: 0.45, next: 0.8 }
const SLIDER = 'input[type="range"]'

export const touchTitle = (cpu: number, runs: number) =>
  `The calculator answers a tap: pointerdown on the slider's track → the frame after the new total, ms (a phone, ${cpu}× CPU, median of ${runs}; "first": loaded and idle 2 s; "next": once hydrated; budget at 4×: first ≤ ${TOUCH_BUDGET_MS.first}, next ≤ ${TOUCH_BUDGET_MS.next})`

/** In the page: ms from the next pointerdown to the frame after the total (its live region) changes. */
const ARM = `new Promise((resolve) => {
  const live = document.querySelector('astro-island [aria-live]')
  const before = live.textContent
  let downAt = Number.NaN
  document.addEventListener('pointerdown', (event) => { if (Number.isNaN(downAt)) downAt = event.timeStamp }, { capture: true })
  new MutationObserver((changes, observer) => {
    if (Number.isNaN(downAt) || live.textContent === before) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - downAt)))
  }).observe(live, { childList: true, subtree: true, characterData: true })
})`

/** Lets the main thread rest: two frames, then `ms` of quiet. */
async function idle(page: Page, ms: number) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await page.waitForTimeout(ms)
}

/** Taps the slider's track where TAP_AT says, in the page's reading direction: ms to the new total. */
async function tap(page: Page, which: Tap): Promise<number> {
  const measured = page.evaluate(ARM) as Promise<number>
  const box = await page.locator(SLIDER).boundingBox()
  if (!box) throw new Error('slider not laid out')
  const share = (await page.locator('html').getAttribute('dir')) === 'rtl' ? 1 - TAP_AT[which] : TAP_AT[which]
  await page.touchscreen.tap(box.x + box.width * share, box.y + box.height / 2)
  return await measured
}

/** One page load: the first tap, then the next once the island has hydrated. */
async function once(page: Page, url: string, cpu: number): Promise<Record<Tap, number>> {
  await page.goto(url, { waitUntil: 'load' })
  await page.locator(SLIDER).scrollIntoViewIfNeeded()
  // The island's component module has arrived (client:touched fetches React on the first touch only).
  await page.waitForFunction(() => {
    const url = document.querySelector('astro-island')?.getAttribute('component-url') ?? '-'
    const done = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    return done.some((entry) => entry.name.endsWith(url) && entry.responseEnd > 0)
  })
  await idle(page, 2000)
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  const first = await tap(page, 'first')
  await page.waitForFunction(() => !document.querySelector('astro-island')?.hasAttribute('ssr'))
  await idle(page, 1000)
  return { first, next: await tap(page, 'next') }
}

/** Every page whose route places the calculator island, in both languages, `runs` times. */
export async function touchRows(origin: string, runs: number, cpu: number, check: Check) {
  const calculator = (page: PublicPageId) =>
    (ROUTES[page].islands as readonly string[]).includes('calculator')
  const paths = PUBLIC_PAGES.filter(calculator).flatMap((page) => LANGS.map((lang) => pagePath(page, lang)))
  const times = new Map(paths.map((path) => [path, { first: [] as number[], next: [] as number[] }]))
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    for (let run = 0; run < runs; run++) {
      for (const [path, seen] of times) {
        // A phone: touch, Lighthouse's mobile viewport; a fresh context each run.
        const phone = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true }
        const context = await browser.newContext(phone)
        const measured = await once(await context.newPage(), `${origin}${path}`, cpu)
        await context.close()
        for (const which of ['first', 'next'] as const) seen[which].push(Math.round(measured[which]))
      }
    }
  } finally {
    await browser.close()
  }
  const held = cpu === 4
  return [...times].flatMap(([page, seen]) =>
    (['first', 'next'] as const).map((tap): Row => {
      const [ms, budget] = [Math.round(median(seen[tap])), TOUCH_BUDGET_MS[tap]]
      const mark = held ? check(`touch ${page} ${tap}: ${ms} ms > ${budget} ms`, ms <= budget) : ''
      return { page, tap, ms: `${ms}${mark}`, budget: held ? `≤ ${budget}` : '-', runs: seen[tap].join(' ') }
    }),
  )
}
