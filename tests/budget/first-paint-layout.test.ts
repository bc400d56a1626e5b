/**
 * What a page renders as it loads, on a phone (412 × 823 px, Lighthouse's): the sections below
 * the first screen use `content-visibility: auto` (src/styles/global.css, `render-when-near`).
 * The first frame renders only those on the screen (src/document/first-screen.ts,
 * e2e/first-screen.spec.ts); right after it Chromium renders every such section that starts
 * within 150 % of a viewport below the screen, on the main thread of a phone that is still
 * starting the page. Arabic text costs more to lay out than English, so an Arabic page must not
 * render more sections than its English twin: with 720 px placeholders, the Arabic landing page
 * (its hero is shorter) laid out its three charts before the first paint and painted later than
 * the English one (README, "What moved the figures"). Needs a build.
 */
import { type Browser, chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/chromium.ts'
import { serveDist } from '../../scripts/dev/serve-dist.ts'
import { PUBLIC_PAGES, ROUTES } from '../../src/config/routes.ts'
import { FIRST_FRAME_ATTRIBUTE } from '../../src/document/first-screen.ts'

// A browser per file, several page loads per test, on a shared machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

let browser: Browser
let server: Awaited<ReturnType<typeof serveDist>>

beforeAll(async () => {
  server = await serveDist()
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/**
 * The sections the browser rendered while the page loaded, unscrolled, by their heading id. A
 * section rendered once counts even if it is skipped again later: its layout was paid for.
 * A section skipped from the start reports nothing, so the page is read once it has painted,
 * the first frame's hold is over and a moment has passed.
 */
async function renderedOnLoad(path: string): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const state = { rendered: new Set<string>() }
      ;(window as unknown as { sections: typeof state }).sections = state
      document.addEventListener(
        'contentvisibilityautostatechange',
        (event) => {
          const target = event.target as Element
          if (!target.classList.contains('render-when-near')) return
          const name = target.getAttribute('aria-labelledby') ?? target.tagName.toLowerCase()
          if (!(event as ContentVisibilityAutoStateChangeEvent).skipped) state.rendered.add(name)
        },
        true,
      )
    })
    await page.goto(`${server.origin}${path}`, { waitUntil: 'load' })
    // The events follow the frame that decided: wait for the first paint and the end of the
    // first frame's hold, then let the page settle (the real heights of the first sections arrive).
    await page.waitForFunction(
      (attribute) =>
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        !document.documentElement.hasAttribute(attribute),
      FIRST_FRAME_ATTRIBUTE,
    )
    await page.waitForTimeout(500)
    return await page.evaluate(() =>
      [...(window as unknown as { sections: { rendered: Set<string> } }).sections.rendered].sort(),
    )
  } finally {
    await context.close()
  }
}

describe.each(PUBLIC_PAGES.map((page) => ROUTES[page].path))('%s on a phone', (path) => {
  it('renders the same sections as it loads in Arabic and in English', async () => {
    const arabic = await renderedOnLoad(path)
    const english = await renderedOnLoad(`${path}?lang=en`)
    expect(arabic.length).toBeGreaterThan(0)
    expect(arabic).toEqual(english)
  })
})

it('leaves the charts of the landing page for later, in both languages', async () => {
  for (const path of [ROUTES.landing.path, `${ROUTES.landing.path}?lang=en`]) {
    expect(await renderedOnLoad(path)).not.toContain('insights-title')
  }
})
