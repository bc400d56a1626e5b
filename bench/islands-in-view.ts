/**
 * Which islands of each built page are in its first screen, and which script files the browser
 * actually fetched by then: the half of "first load" the HTML alone cannot say (bench/first-load.ts
 * takes the first, tests/budget/bytes.test.ts checks the second against it). Each page is opened
 * unscrolled in Chromium at Lighthouse's phone (412 × 823) and desktop (1350 × 940) viewports; an
 * island is in view when one of its elements meets the screen (Astro's client:visible watches the
 * island's children: the island element itself is `display: contents`).
 */
import { type Browser, chromium } from '@playwright/test'
import { PAGES, type PageId, visitPath } from '../src/config/routes.ts'
import { LANGS, type Lang } from '../src/i18n/lang.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../test-support/chromium.ts'
import { serveDist } from '../test-support/serve-dist.ts'

export const VIEWPORTS = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
} as const

export interface InView {
  page: PageId
  lang: Lang
  viewport: keyof typeof VIEWPORTS
  /** The uids of the islands in the first screen. */
  islands: string[]
  /** The same-origin script files fetched by the time the page had loaded and settled. */
  scripts: string[]
}

/**
 * In the page: whether the code of the islands `uids` (their component and renderer modules) has
 * arrived. Also bench/first-touch.ts, which waits for it before it touches the calculator.
 */
export function islandCodeArrived(uids: string[]): boolean {
  const arrived = new Set(
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
      .map((entry) => new URL(entry.name).pathname),
  )
  return uids.every((uid) => {
    const island = document.querySelector(`astro-island[uid="${uid}"]`)
    // client:touched fetches its renderer on the first touch only (src/islands/client-touched.ts).
    const parts =
      island?.getAttribute('client') === 'touched' ? ['component-url'] : ['component-url', 'renderer-url']
    const code = parts.map((name) => island?.getAttribute(name))
    return code.every((url) => !url || arrived.has(new URL(url, location.href).pathname))
  })
}

/** How long, once the code of the islands in view has arrived, anything else may still start fetching. */
const SETTLE_MS = 300

async function openOnce(browser: Browser, url: string, viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) {
  const context = await browser.newContext({ viewport })
  try {
    const page = await context.newPage()
    const scripts = new Set<string>()
    const origin = new URL(url).origin
    page.on('request', (request) => {
      const address = new URL(request.url())
      if (address.origin === origin && address.pathname.endsWith('.js')) scripts.add(address.pathname)
    })
    await page.goto(url, { waitUntil: 'load' })
    const islands = await page.evaluate(() =>
      [...document.querySelectorAll('astro-island')]
        .filter((island) =>
          [...island.children].some((child) => {
            const box = child.getBoundingClientRect()
            return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
          }),
        )
        .map((island) => island.getAttribute('uid') ?? ''),
    )
    // The code of the islands in view has arrived, however busy the machine (an island that waits
    // for a touch only downloads it: src/islands/client-touched.ts). Then a moment for anything
    // else to start.
    await page.waitForFunction(islandCodeArrived, islands, { timeout: 30_000 })
    await page.waitForTimeout(SETTLE_MS)
    return { islands: islands.sort(), scripts: [...scripts].sort() }
  } finally {
    await context.close()
  }
}

/** Every page in both languages at both viewports (the built dist/ served on loopback). */
export async function islandsInView(dist?: string): Promise<InView[]> {
  const { origin, stop } = await serveDist(dist)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    // Each page in its own context, all at once: independent, and quicker on a shared machine.
    return await Promise.all(
      PAGES.flatMap((page) =>
        LANGS.flatMap((lang) =>
          (Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>).map(async (viewport) => {
            const seen = await openOnce(browser, `${origin}${visitPath(page, lang)}`, VIEWPORTS[viewport])
            return { page, lang, viewport, ...seen }
          }),
        ),
      ),
    )
  } finally {
    await browser.close()
    await stop()
  }
}

/** The islands of a page in view at any of the viewports: the first load must hold for each. */
export function inViewOf(found: InView[], page: PageId, lang: Lang): Set<string> {
  return new Set(found.filter((row) => row.page === page && row.lang === lang).flatMap((row) => row.islands))
}
