/**
 * What `client:touched` (src/islands/client-touched.ts) costs the visitor who uses the calculator:
 * from the first touch of the calculator (the pointer coming over it) to its new total on screen,
 * with React hydrating in between, the island's code already downloaded (it is, once seen).
 * Reference, same run: the same click once the island has hydrated (what the touch cost when
 * the island hydrated as soon as it was seen). Chromium with DevTools CPU throttling at the
 * bench's `--cpu`, on both pricing pages, median of `--runs`.
 */
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts'
import { pagePath } from '../src/config/routes.ts'
import { LANGS, type Lang } from '../src/i18n/lang.ts'
import { TOUCH_EVENTS } from '../src/islands/island-options.ts'
import { islandCodeArrived } from './islands-in-view.ts'
import { median } from './lighthouse.ts'

export interface TouchRow {
  page: string
  /** `first`: the touch that hydrates the island; `hydrated`: a click on the hydrated island. */
  touch: 'first' | 'hydrated'
  ms: number
}

/** The period to choose: the term, a radio away from the prerendered monthly default. */
const RADIO = 'input[type="radio"][value="term"]'

/** Resolves in the page with ms from the first touch of the island to the frame after its quote changed. */
const ARM = `new Promise((resolve) => {
  const island = document.querySelector('astro-island')
  const live = island.querySelector('[aria-live]')
  let touched = Number.NaN
  for (const type of ${JSON.stringify(TOUCH_EVENTS)})
    island.addEventListener(type, (event) => { if (Number.isNaN(touched)) touched = event.timeStamp }, { capture: true })
  new MutationObserver((changes, observer) => {
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - touched)))
  }).observe(live, { childList: true, subtree: true, characterData: true })
})`

/** Waits until the calculator island's code has arrived (its `client:touched` preparation). */
async function codeArrived(page: Page) {
  const uid = (await page.locator('astro-island').getAttribute('uid')) ?? ''
  await page.waitForFunction(islandCodeArrived, [uid])
}

async function once(page: Page, origin: string, lang: Lang, cpu: number, hydrateFirst: boolean) {
  await page.goto(`${origin}${pagePath('pricing', lang)}`, { waitUntil: 'load' })
  await page.locator(RADIO).scrollIntoViewIfNeeded()
  await codeArrived(page)
  if (hydrateFirst) {
    await page.locator('astro-island').locator('xpath=*[1]').hover()
    await page.waitForFunction(() => !document.querySelector('astro-island')?.hasAttribute('ssr'))
    // A click from elsewhere: the pointer leaves the island first.
    await page.mouse.move(0, 0)
  }
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  try {
    const measured = page.evaluate(ARM) as Promise<number>
    await page.locator(RADIO).click({ force: true })
    return await measured
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await session.detach()
  }
}

/** Median first-touch and hydrated-click times on both pricing pages. */
export async function measureFirstTouch(origin: string, runs: number, cpu: number): Promise<TouchRow[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const rows: TouchRow[] = []
  try {
    for (const lang of LANGS) {
      const times = { first: [] as number[], hydrated: [] as number[] }
      for (let run = 0; run < runs; run++) {
        // Interleaved, each in a fresh context (nothing compiled or cached in memory from the last).
        for (const touch of ['first', 'hydrated'] as const) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
          try {
            times[touch].push(await once(await context.newPage(), origin, lang, cpu, touch === 'hydrated'))
          } finally {
            await context.close()
          }
        }
      }
      for (const touch of ['first', 'hydrated'] as const)
        rows.push({ page: pagePath('pricing', lang), touch, ms: Math.round(median(times[touch])) })
    }
  } finally {
    await browser.close()
  }
  return rows
}

if (import.meta.main) {
  const [origin = 'http://127.0.0.1:4480', runs = '5', cpu = '4'] = process.argv.slice(2)
  for (const row of await measureFirstTouch(origin, Number(runs), Number(cpu)))
    console.log(JSON.stringify(row))
}
