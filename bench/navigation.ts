/**
 * The language switch and the dark theme, measured in Chromium against a running server:
 *   - click to the twin's first paint: on each page in each language, the visitor rests the
 *     pointer on the language switch (the head script aims it at the twin with the visitor's
 *     place; the Speculation Rules, moderate eagerness, start preparing that address), then
 *     clicks. Paint time = the twin's first contentful paint, or its activation when it was
 *     prerendered (navigation timing `activationStart`), minus the click: the click event's own
 *     timestamp, which the page logs to DevTools (CLICK_LISTENER), on one clock
 *     (`performance.timeOrigin`), not the moment the bench asks for the click: the protocol's
 *     round trips before the press reaches the page (8–15 ms here) are the harness's, not the
 *     visitor's. Measured with the rules and, as a reference, without them; and, as the floor
 *     this browser and machine set, the same switch between two minimal documents with the same
 *     rules (`measureReferenceSwitch`).
 *   - axe (WCAG 2.2 AA) in the dark theme: 3 pages × 2 languages × 360/1280 px.
 * `node bench/navigation.ts <origin>` prints both; bench/run.ts calls `measureNavigation` and `darkAxe`.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import AxeBuilder from '@axe-core/playwright'
import { type Browser, chromium } from '@playwright/test'
import { PAGES, PUBLIC_PAGES, pagePath, twinPath, visitPath } from '../src/config/routes.ts'
import { speculationRulesScript } from '../src/document/speculation-rules.ts'
import { LANGS, otherLang } from '../src/i18n/lang.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../test-support/chromium.ts'

export const NAVIGATION_BUDGET_MS = 100
/**
 * The window the navigation runs in, set at launch: a viewport set through DevTools would be
 * lost each time the session detaches (see openTab), moving the link from under the pointer.
 */
export const NAVIGATION_WINDOW = ['--window-size=1280,800']
const HOVER_MS = 1000
/** A session just attached drops input sent at once. */
const ATTACH_SETTLE_MS = 300

export interface NavigationRow {
  route: string
  lang: string
  rules: boolean
  prerendered: boolean
  clickToContentMs: number
  /** The two minimal reference documents (measureReferenceSwitch), not one of our pages. */
  reference?: boolean
}

/**
 * A bare DevTools-protocol session on one tab. Playwright is not used here: it turns prerendering
 * off in every page it drives. And Chromium refuses to start a prerender from a page while any
 * DevTools client is attached to it (`PrerenderingDisabledByDevTools`, whatever
 * `Page.setPrerenderingAllowed` says), so the session can `detach()` while the pointer rests on a
 * link, as a visitor's would, and `attach()` again to click and read the timings.
 */
async function openTab(port: number) {
  const target = (await (
    await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: 'PUT' })
  ).json()) as {
    id: string
    webSocketDebuggerUrl: string
  }
  let socket: WebSocket | undefined
  let nextId = 0
  const waiting = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>()
  const listeners = new Map<string, (params: unknown) => void>()
  const attach = async () => {
    const opened = new WebSocket(target.webSocketDebuggerUrl)
    await new Promise((resolve, reject) => {
      opened.onopen = resolve
      opened.onerror = reject
    })
    opened.onmessage = (event) => {
      const message = JSON.parse(String(event.data))
      if (message.method) listeners.get(message.method)?.(message.params)
      waiting.get(message.id)?.(message)
      waiting.delete(message.id)
    }
    socket = opened
  }
  const detach = async () => {
    const closing = socket
    socket = undefined
    if (!closing) return
    await new Promise((resolve) => {
      closing.onclose = resolve
      closing.close()
    })
  }
  const send = <T = unknown>(method: string, params: object = {}): Promise<T> =>
    new Promise((resolve, reject) => {
      if (!socket) throw new Error(`${method}: the tab is detached`)
      const id = ++nextId
      waiting.set(id, (message) =>
        message.error ? reject(new Error(message.error.message)) : resolve(message.result as T),
      )
      socket.send(JSON.stringify({ id, method, params }))
    })
  const evaluate = async <T>(expression: string): Promise<T> => {
    const { result, exceptionDetails } = await send<{ result: { value: T }; exceptionDetails?: unknown }>(
      'Runtime.evaluate',
      { expression, awaitPromise: true, returnByValue: true },
    )
    if (exceptionDetails) throw new Error(JSON.stringify(exceptionDetails))
    return result.value
  }
  const close = async () => {
    await detach()
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`)
  }
  /** One handler per DevTools event name (the last one set wins). */
  const on = (method: string, handler: (params: unknown) => void) => listeners.set(method, handler)
  await attach()
  return { send, evaluate, attach, detach, close, on }
}

type Tab = Awaited<ReturnType<typeof openTab>>
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(tab: Tab, expression: string, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs
  for (;;) {
    try {
      if (await tab.evaluate<boolean>(expression)) return
    } catch (error) {
      if (process.env.DEBUG_NAV) console.error(String(error))
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`)
    await sleep(20)
  }
}

/** On the new page: when its content was first shown, and whether it had been prerendered. */
const CONTENT_TIME = `(async () => {
  const navigation = performance.getEntriesByType('navigation')[0]
  const activation = navigation.activationStart ?? 0
  const fcp = await new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime))
    .observe({ type: 'paint', buffered: true }))
  return { at: performance.timeOrigin + Math.max(activation, fcp), prerendered: activation > 0 }
})()`

/** The selector of the language switch (src/features/site: `a[data-lang-switch]`). */
const SWITCH = 'a[data-lang-switch]'
/** A page is ready once loaded: nothing hydrates the switch, it is a link. */
const LOADED = `document.readyState === 'complete'`

const CLICK_MARK = 'faheem-bench-click'
/** Logs the click's own time (the input event's timestamp, on the page's clock) to DevTools. */
const CLICK_LISTENER = `addEventListener('click', (event) => console.debug(${JSON.stringify(CLICK_MARK)}, performance.timeOrigin + event.timeStamp), { capture: true, once: true })`

const WITHDRAW_RULES = `document.querySelectorAll('script[type="speculationrules"]').forEach((rules) => rules.remove())`

async function go(tab: Tab, selector: string): Promise<{ ms: number; prerendered: boolean }> {
  const box = await tab.evaluate<{ x: number; y: number; from: string }>(
    `(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2, from: location.href } })()`,
  )
  const mouse = (type: string) =>
    tab.send('Input.dispatchMouseEvent', { type, x: box.x, y: box.y, button: 'left', clickCount: 1 })
  // The pointer rests on the link, as a visitor's does before clicking (DevTools detached, so
  // that Chromium may prepare the page: see openTab).
  await tab.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: box.x, y: box.y })
  await tab.detach()
  await sleep(HOVER_MS)
  await tab.attach()
  await sleep(ATTACH_SETTLE_MS)
  const clickEvent = new Promise<number>((resolve, reject) => {
    setTimeout(() => reject(new Error('the page logged no click')), 15_000).unref()
    tab.on('Runtime.consoleAPICalled', (params) => {
      const { args } = params as { args: { value?: unknown }[] }
      if (args[0]?.value === CLICK_MARK) resolve(Number(args[1]?.value))
    })
  })
  await tab.send('Runtime.enable')
  await tab.evaluate(CLICK_LISTENER)
  await mouse('mousePressed')
  await mouse('mouseReleased')
  const clickAt = await clickEvent
  await until(tab, `location.href !== ${JSON.stringify(box.from)} && document.readyState !== 'loading'`)
  const { at, prerendered } = await tab.evaluate<{ at: number; prerendered: boolean }>(CONTENT_TIME)
  return { ms: at - clickAt, prerendered }
}

/** The median click to the twin's first paint over `runs` fresh tabs, from `from` to `to`. */
async function switchRow(
  origin: string,
  port: number,
  route: { from: string; to: string; lang: string; reference?: boolean },
  rules: boolean,
  runs: number,
): Promise<NavigationRow> {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
  const { from, to } = route
  const times: number[] = []
  let prerendered = 0
  for (let run = 0; run < runs; run++) {
    const tab = await openTab(port)
    // A first switch: no choice saved by an earlier run, which would send the tab to the
    // twin before the measurement starts (the head script's redirect).
    await tab.send('Page.navigate', { url: `${origin}/robots.txt` })
    await until(tab, `location.pathname === '/robots.txt' && ${LOADED}`)
    await tab.evaluate('localStorage.clear()')
    await tab.send('Page.navigate', { url: `${origin}${from}` })
    await until(tab, `location.pathname === ${JSON.stringify(from)} && ${LOADED}`)
    // Without: the page's rules withdrawn (removing the script element withdraws them).
    if (!rules) await tab.evaluate(WITHDRAW_RULES)
    const result = await go(tab, SWITCH)
    const landed = await tab.evaluate<string>('location.pathname')
    if (landed !== to) throw new Error(`the switch on ${from} led to ${landed}, not ${to}`)
    times.push(result.ms)
    if (result.prerendered) prerendered++
    await tab.close()
  }
  return {
    route: `${route.reference ? 'reference ' : ''}${from} → ${to}`,
    lang: route.lang,
    rules,
    prerendered: prerendered === runs,
    clickToContentMs: Math.round(median(times)),
    reference: route.reference,
  }
}

/** Median click to the twin's first paint of the switch on every page, with the rules and (withdrawn) without them. */
export async function measureNavigation(origin: string, port: number, runs = 3): Promise<NavigationRow[]> {
  const rows: NavigationRow[] = []
  for (const rules of [true, false]) {
    for (const page of PUBLIC_PAGES) {
      for (const lang of LANGS) {
        const route = { from: pagePath(page, lang), to: twinPath(page, otherLang(lang)), lang }
        rows.push(await switchRow(origin, port, route, rules, runs))
      }
    }
  }
  return rows
}

/**
 * Two minimal documents that link to each other with the same switch and the same speculation
 * rules as ours: what this browser on this machine takes to show a prerendered page that costs
 * nothing to render. Ours minus this is what our pages' own first frame costs.
 */
function referenceDocument(name: string, other: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}</title><script type="speculationrules">${speculationRulesScript()}</script></head><body><main><section id="top"><h1>${name}</h1><p>A reference document.</p><a data-lang-switch hreflang="en" href="/${other}">${other}</a></section></main></body></html>`
}

/** The switch between the two reference documents, each way, served on loopback for the run. */
export async function measureReferenceSwitch(port: number, runs = 3): Promise<NavigationRow[]> {
  const documents: Record<string, string> = {
    '/a': referenceDocument('a', 'b'),
    '/b': referenceDocument('b', 'a'),
    '/robots.txt': '',
  }
  const server = createServer((request, response) => {
    const body = documents[new URL(request.url ?? '/', 'http://x').pathname]
    response.writeHead(body === undefined ? 404 : 200, {
      'Content-Type': request.url === '/robots.txt' ? 'text/plain' : 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    })
    response.end(body ?? '')
  })
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  const { port: referencePort } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${referencePort}`
  try {
    return [
      await switchRow(origin, port, { from: '/a', to: '/b', lang: 'en', reference: true }, true, runs),
      await switchRow(origin, port, { from: '/b', to: '/a', lang: 'en', reference: true }, true, runs),
    ]
  } finally {
    server.close()
  }
}

export interface AxeRow {
  page: string
  lang: string
  width: number
  violations: string[]
}

export async function darkAxe(origin: string): Promise<AxeRow[]> {
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const rows: AxeRow[] = []
  try {
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ colorScheme: 'dark', viewport: { width, height: 900 } })
      const page = await context.newPage()
      for (const page_ of PAGES) {
        for (const lang of LANGS) {
          const path = visitPath(page_, lang)
          await page.goto(`${origin}${visitPath(page_, lang)}`, { waitUntil: 'load' })
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .analyze()
          rows.push({
            page: path,
            lang,
            width,
            violations: results.violations.map((violation) => violation.id),
          })
        }
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return rows
}

if (import.meta.main) {
  const origin = process.argv[2] ?? 'http://127.0.0.1:4480'
  const { withChromium } = await import('./lighthouse.ts')
  await withChromium(async (port) => {
    for (const row of await measureNavigation(origin, port)) console.log(JSON.stringify(row))
  }, NAVIGATION_WINDOW)
  for (const row of await darkAxe(origin)) console.log(JSON.stringify(row))
}
