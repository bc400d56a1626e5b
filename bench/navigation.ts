/**
 * The language switch, prepared ahead: on every public page of the route table in each language, the
 * pointer rests on the switch (the speculation rules start preparing the twin), then clicks. Paint
 * time = the twin's first contentful paint, or its activation when prerendered, minus the click
 * event's own timestamp (CLICK_LISTENER; the protocol's 8–15 ms before the press reaches the page
 * are the harness's). With the rules, without them, and between two minimal documents with the same
 * rules (`serveReference`): the floor this browser and machine set, in the same run.
 */
import { createServer } from 'node:http'
import { PUBLIC_PAGES, pagePath, twinPath } from '../src/config/routes.ts'
import { speculationRulesScript } from '../src/document/speculation-rules.ts'
import { LANGS, otherLang } from '../src/i18n/lang.ts'
import { onLoopback } from '../test-support/launch.ts'
import { withChromium } from './lighthouse.ts'
import { type Check, median, type Row } from './table.ts'

const SWITCH_BUDGET_MS = 100
export const SWITCH_TITLE = `Language switch, pointer on it first, click → the twin's first paint, ms (median; budget < ${SWITCH_BUDGET_MS} ms with the page's speculation rules; "without": the rules withdrawn; "reference": two minimal documents with the same rules, same run)`
/** The window, set at launch: a viewport set through DevTools is lost when the session detaches. */
const WINDOW = ['--window-size=1280,800']
const [HOVER_MS, ATTACH_SETTLE_MS] = [1000, 300] // a session just attached drops input sent at once

/**
 * A bare DevTools-protocol session on one tab: Playwright turns prerendering off, and Chromium starts
 * no prerender while a DevTools client is attached (`PrerenderingDisabledByDevTools`), so the session
 * `detach()`es while the pointer rests on the link and `attach()`es again to click and read.
 */
async function openTab(port: number) {
  const opened = await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: 'PUT' })
  const target = (await opened.json()) as { id: string; webSocketDebuggerUrl: string }
  let socket: WebSocket | undefined
  let nextId = 0
  const waiting = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>()
  const attach = async () => {
    const next = new WebSocket(target.webSocketDebuggerUrl)
    await new Promise((resolve, reject) => Object.assign(next, { onopen: resolve, onerror: reject }))
    next.onmessage = (event) => {
      const message = JSON.parse(String(event.data))
      waiting.get(message.id)?.(message)
      waiting.delete(message.id)
    }
    socket = next
  }
  const detach = async () => {
    const closing = socket
    socket = undefined
    await new Promise((resolve) =>
      closing ? Object.assign(closing, { onclose: resolve }).close() : resolve(0),
    )
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
    const params = { expression, awaitPromise: true, returnByValue: true }
    const answer = await send<{ result: { value: T }; exceptionDetails?: unknown }>(
      'Runtime.evaluate',
      params,
    )
    if (answer.exceptionDetails) throw new Error(JSON.stringify(answer.exceptionDetails))
    return answer.result.value
  }
  const close = () => detach().then(() => fetch(`http://127.0.0.1:${port}/json/close/${target.id}`))
  await attach()
  return { send, evaluate, attach, detach, close }
}

type Tab = Awaited<ReturnType<typeof openTab>>
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits for `expression` to hold in the tab (it throws while a navigation replaces the page). */
async function until(tab: Tab, expression: string, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs
  while (!(await tab.evaluate<boolean>(expression).catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`)
    await sleep(20)
  }
}

/** The language switch (src/features/site), a link: a page is ready for it once loaded. */
const SWITCH = 'a[data-lang-switch]'
const LOADED = `document.readyState === 'complete'`
/** Keeps the click's own time (the event's timestamp, on the page's clock) where the twin, same origin, reads it. */
const CLICK_LISTENER = `addEventListener('click', (event) => localStorage.setItem('faheem-bench-click', performance.timeOrigin + event.timeStamp), { capture: true, once: true })`
/** On the twin: its first contentful paint, or its activation if prerendered, after the click. */
const CONTENT_TIME = `(async () => {
  const activation = performance.getEntriesByType('navigation')[0].activationStart ?? 0
  const fcp = await new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime))
    .observe({ type: 'paint', buffered: true }))
  const at = performance.timeOrigin + Math.max(activation, fcp)
  const clicked = Number(localStorage.getItem('faheem-bench-click'))
  return { ms: at - clicked, prerendered: activation > 0, path: location.pathname }
})()`
const WITHDRAW_RULES = `document.querySelectorAll('script[type="speculationrules"]').forEach((rules) => rules.remove())`

async function go(tab: Tab): Promise<{ ms: number; prerendered: boolean; path: string }> {
  const box = await tab.evaluate<{ x: number; y: number; from: string }>(
    `(() => { const r = document.querySelector(${JSON.stringify(SWITCH)}).getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2, from: location.href } })()`,
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
  await tab.evaluate(CLICK_LISTENER)
  await mouse('mousePressed')
  await mouse('mouseReleased')
  await until(tab, `location.href !== ${JSON.stringify(box.from)} && document.readyState !== 'loading'`)
  return await tab.evaluate(CONTENT_TIME)
}

type Route = { origin: string; from: string; to: string; rules: boolean }
/** The median click to the twin's first paint over `runs` fresh tabs, from `from` to `to`. */
async function switchTimes(port: number, route: Route, runs: number) {
  const { origin, from, to, rules } = route
  const times: number[] = []
  let prerendered = 0
  for (let run = 0; run < runs; run++) {
    const tab = await openTab(port)
    // A first switch: no choice saved by an earlier run, which would send the tab to the
    // twin before the measurement starts (the head script's redirect).
    await tab.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' })
    await tab.send('Page.navigate', { url: `${origin}${from}` })
    await until(tab, `location.pathname === ${JSON.stringify(from)} && ${LOADED}`)
    // Without: the page's rules withdrawn (removing the script element withdraws them).
    if (!rules) await tab.evaluate(WITHDRAW_RULES)
    const result = await go(tab)
    if (result.path !== to) throw new Error(`the switch on ${from} led to ${result.path}, not ${to}`)
    times.push(Math.round(result.ms))
    if (result.prerendered) prerendered++
    await tab.close()
  }
  return { ms: Math.round(median(times)), prerendered: `${prerendered} of ${runs}`, runs: times.join(' ') }
}

/**
 * Two minimal documents linked by the same switch with the same speculation rules, served on loopback:
 * what showing a prerendered page that costs nothing takes here. Ours minus this is our first frame.
 */
async function serveReference() {
  const page = (name: string, other: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}</title><script type="speculationrules">${speculationRulesScript()}</script></head><body><main><section id="top"><h1>${name}</h1><p>A reference document.</p><a data-lang-switch hreflang="en" href="/${other}">${other}</a></section></main></body></html>`
  const documents: Record<string, string> = { '/a': page('a', 'b'), '/b': page('b', 'a') }
  const server = createServer((request, response) => {
    const body = documents[new URL(request.url ?? '/', 'http://x').pathname]
    response.writeHead(body === undefined ? 404 : 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    })
    response.end(body ?? '')
  })
  return onLoopback(server)
}

/** The switch on every public page in each language, with the rules and without, then the reference. */
export async function switchRows(origin: string, runs: number, check: Check): Promise<Row[]> {
  const reference = await serveReference()
  const ours = PUBLIC_PAGES.flatMap((page) =>
    LANGS.map((lang) => ({
      origin,
      from: pagePath(page, lang),
      to: twinPath(page, otherLang(lang)),
      name: '',
    })),
  )
  const routes = [
    ...[true, false].flatMap((rules) => ours.map((route) => ({ ...route, rules }))),
    { origin: reference.origin, from: '/a', to: '/b', rules: true, name: 'reference ' },
    { origin: reference.origin, from: '/b', to: '/a', rules: true, name: 'reference ' },
  ]
  try {
    return await withChromium(async (port) => {
      const rows: Row[] = []
      for (const route of routes) {
        const { from, to, rules, name } = route
        const { ms, ...rest } = await switchTimes(port, route, runs)
        const held = rules && !name // our pages with their rules: the budget
        const mark = held
          ? check(`switch ${from} → ${to}: ${ms} ms ≥ ${SWITCH_BUDGET_MS} ms`, ms < SWITCH_BUDGET_MS)
          : ''
        const budget = held ? `< ${SWITCH_BUDGET_MS}` : '-'
        rows.push({
          switch: `${name}${from} → ${to}`,
          rules: rules ? 'with' : 'without',
          'click→paint ms': `${ms}${mark}`,
          budget,
          ...rest,
        })
      }
      return rows
    }, WINDOW)
  } finally {
    await reference.stop()
  }
}
