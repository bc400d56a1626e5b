/**
 * The calculator's answer to a tap on a phone (issue 33, item 8): a tap on the slider's track, from
 * its pointerdown to the frame after the total's new text, at the bench's `--cpu` (DevTools CPU
 * throttling), on both pricing pages. `first`: the first tap, the page loaded and idle for 2 s with
 * the island's code already downloaded (src/islands/client-touched.ts prepares it when seen);
 * `next`: a second tap on the same page once the island has hydrated and the page is idle again.
 * Arabic and English interleaved run by run, each run in a fresh context (nothing compiled or cached
 * in memory from the last), median of `--runs`. Budget (docs/performance.md): ≤ 150 ms for the
 * first tap, ≤ 100 ms for the next, at 4× CPU.
 */
import { chromium, type Page } from '@playwright/test'
import { pagePath } from '../src/config/routes.ts'
import { LANGS } from '../src/i18n/lang.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../test-support/chromium.ts'
import { islandCodeArrived } from './islands-in-view.ts'
import { median } from './lighthouse.ts'

export type Tap = 'first' | 'next'

export interface TouchRow {
  page: string
  tap: Tap
  /** Median, ms. */
  ms: number
  /** Every run, ms, in order. */
  runs: number[]
}

/** The budget of each tap, ms (docs/performance.md). */
export const TOUCH_BUDGET_MS: Record<Tap, number> = { first: 150, next: 100 }

/** Where each tap lands on the track, as a share of its length from its start (reading direction). */
const TAP_AT: Record<Tap, number> = { first: 0.45, next: 0.8 }

const SLIDER = 'input[type="range"]'

/**
 * Resolves in the page with ms from the next pointerdown to the frame after the calculator's
 * total (its live region) changed text: a requestAnimationFrame callback after the change, then a
 * task, which runs once that frame has been produced.
 */
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
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
  await page.waitForTimeout(ms)
}

/** Taps the slider's track at `share` of its length from its start, in the page's reading direction. */
async function tapTrack(page: Page, share: number) {
  const box = await page.locator(SLIDER).boundingBox()
  if (!box) throw new Error('slider not laid out')
  const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl'
  const x = box.x + box.width * (rtl ? 1 - share : share)
  await page.touchscreen.tap(x, box.y + box.height / 2)
}

async function tapTimed(page: Page, tap: Tap): Promise<number> {
  const measured = page.evaluate(ARM) as Promise<number>
  await tapTrack(page, TAP_AT[tap])
  return await measured
}

/** One page load: the first tap, then the next once the island has hydrated. */
async function once(page: Page, url: string, cpu: number): Promise<Record<Tap, number>> {
  await page.goto(url, { waitUntil: 'load' })
  await page.locator(SLIDER).scrollIntoViewIfNeeded()
  const uid = (await page.locator('astro-island').getAttribute('uid')) ?? ''
  await page.waitForFunction(islandCodeArrived, [uid])
  await idle(page, 2000)
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  try {
    const first = await tapTimed(page, 'first')
    await page.waitForFunction(() => !document.querySelector('astro-island')?.hasAttribute('ssr'))
    await idle(page, 1000)
    const next = await tapTimed(page, 'next')
    return { first, next }
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await session.detach()
  }
}

/** Median first-tap and next-tap times on both pricing pages. */
export async function measureFirstTouch(origin: string, runs: number, cpu: number): Promise<TouchRow[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const times = new Map<string, Record<Tap, number[]>>(
    LANGS.map((lang) => [pagePath('pricing', lang), { first: [], next: [] }]),
  )
  try {
    for (let run = 0; run < runs; run++) {
      for (const [path, seen] of times) {
        // A phone: touch, Lighthouse's mobile viewport.
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          hasTouch: true,
          isMobile: true,
        })
        try {
          const { first, next } = await once(await context.newPage(), `${origin}${path}`, cpu)
          seen.first.push(Math.round(first))
          seen.next.push(Math.round(next))
        } finally {
          await context.close()
        }
      }
    }
  } finally {
    await browser.close()
  }
  return [...times].flatMap(([page, seen]) =>
    (['first', 'next'] as const).map((tap) => ({
      page,
      tap,
      ms: Math.round(median(seen[tap])),
      runs: seen[tap],
    })),
  )
}

if (import.meta.main) {
  const [origin = 'http://127.0.0.1:4480', runs = '5', cpu = '4'] = process.argv.slice(2)
  for (const row of await measureFirstTouch(origin, Number(runs), Number(cpu)))
    console.log(JSON.stringify(row))
}
