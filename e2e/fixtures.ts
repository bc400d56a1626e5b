/**
 * The test and expect of every browser test (every spec imports them from here, never from
 * @playwright/test).
 *
 * Pages are static documents: only the islands (the charts, the calculator) run React, each once
 * it scrolls into view, after the first paint (`client:painted`, src/islands/client-painted.ts),
 * the calculator only once the visitor first reaches for it. A test that uses an island first
 * waits for it with `islandReady` (a person's first touch comes after the island has appeared on
 * screen); e2e/pricing-calculator.spec.ts also uses the calculator before it has hydrated.
 *
 * The guard: every test fails, after its own steps, if any page of its browser context (popups
 * and contexts the test opens itself included)
 * - requested anything from another host than the loopback server (README: no third-party
 *   request), unless the test names that exact address in `externalRequest` (and intercepts it);
 * - received a `Set-Cookie` header;
 * - wrote a non-empty `document.cookie` or `cookieStore` entry, or read a non-empty
 *   `document.cookie`, or ended with any cookie in the context (README: no cookie);
 * - logged a console error or threw an uncaught error. The only console errors allowed are those
 *   of the not-found page, precisely: its own `404 Not Found: <path>` for the path it was opened
 *   at, and the browser's report that this document was answered 404.
 */

import {
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Locator,
  type Response,
} from '@playwright/test'
import { hydratesWhenSeen } from '../src/islands/island-options.ts'

/**
 * Brings the island around `inside` into view and waits until React has hydrated it: Astro
 * removes the island's `ssr` attribute once its component has rendered in the browser. An island
 * that waits for the visitor's first touch (`client:touched`, the calculator) gets
 * it as a person's pointer gives it: resting on `inside`.
 */
export async function islandReady(inside: Locator): Promise<void> {
  await inside.first().scrollIntoViewIfNeeded()
  const island = inside.first().locator('xpath=ancestor::astro-island[1]')
  await expect(island).toHaveCount(1)
  if (await waitsForItsTouch(island)) await inside.first().hover()
  await expect(island).not.toHaveAttribute('ssr', /.*/)
}

/** Whether the island still waits for a touch to hydrate (`client:touched`, src/islands/client-touched.ts). */
async function waitsForItsTouch(island: Locator): Promise<boolean> {
  const { client, opts, search, ssr } = await island.evaluate((element) => ({
    client: element.getAttribute('client'),
    opts: element.getAttribute('opts') ?? '{}',
    search: window.location.search,
    ssr: element.hasAttribute('ssr'),
  }))
  return (
    ssr && client === 'touched' && !hydratesWhenSeen((JSON.parse(opts) as { value?: unknown }).value, search)
  )
}

/** Prefix of the reports the cookie instrumentation sends to the console. */
const COOKIE_REPORT = '[e2e guard: cookie]'

/** Runs in every document before its own scripts: reports any cookie written or read. */
function instrumentCookies(prefix: string) {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
  if (descriptor?.get && descriptor.set) {
    const { get, set } = descriptor
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      enumerable: descriptor.enumerable,
      get(this: Document) {
        const value = get.call(this) as string
        if (value !== '') console.error(`${prefix} document.cookie read ${JSON.stringify(value)}`)
        return value
      },
      set(this: Document, value: unknown) {
        if (String(value).trim() !== '') console.error(`${prefix} document.cookie = ${JSON.stringify(value)}`)
        set.call(this, value)
      },
    })
  }
  const store = (globalThis as { CookieStore?: { prototype: { set: (...args: unknown[]) => unknown } } })
    .CookieStore
  if (store) {
    const original = store.prototype.set
    store.prototype.set = function (this: unknown, ...args: unknown[]) {
      console.error(`${prefix} cookieStore.set(${JSON.stringify(args)})`)
      return original.apply(this, args)
    }
  }
}

function isLoopback(address: string): boolean {
  const url = new URL(address)
  if (['data:', 'blob:', 'about:'].includes(url.protocol)) return true
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
}

const withoutHash = (address: string) => address.split('#')[0] ?? address

/** Per test, with `test.use` (single values: Playwright reads an array there as a fixture). */
interface GuardOptions {
  /** The one address on another host the test requests on purpose (and intercepts). */
  externalRequest: string | null
}

/**
 * Pages carry inline speculation rules (src/document/speculation-rules.ts). Under Playwright
 * Chromium never prerenders (DevTools turns it off) but still prefetches the link under the
 * pointer, and that speculative request keeps the context from closing (teardown times out). So
 * once a page is parsed (its rules read, and checked against the CSP), the tests remove them, which
 * withdraws them; tests/contract checks the rules and bench/navigation.ts measures them.
 */
function dropSpeculationRules() {
  document.addEventListener('DOMContentLoaded', () => {
    for (const rules of document.querySelectorAll('script[type="speculationrules"]')) rules.remove()
  })
}

/** Watches one browser context; `check()` returns what went wrong (and is safe to call twice). */
function guardContext(context: BrowserContext, options: GuardOptions) {
  const problems: string[] = []
  const pending: Promise<unknown>[] = []
  /** Documents answered 404 with the not-found page, by address. */
  const notFoundDocuments = new Set<string>()

  const onResponse = (response: Response) => {
    pending.push(
      (async () => {
        const headers = await response.headersArray().catch(() => [])
        if (headers.some(({ name }) => name.toLowerCase() === 'set-cookie')) {
          problems.push(`Set-Cookie on ${response.url()}`)
        }
      })(),
    )
    if (response.status() === 404 && response.request().isNavigationRequest()) {
      notFoundDocuments.add(withoutHash(response.url()))
    }
  }
  const allowedConsoleError = (message: ConsoleMessage) => {
    const text = message.text()
    const page = message.page()
    if (!page) return false
    const address = withoutHash(page.url())
    if (!notFoundDocuments.has(address)) return false
    if (text === `404 Not Found: ${new URL(address).pathname}`) return true
    return (
      text === 'Failed to load resource: the server responded with a status of 404 (Not Found)' &&
      withoutHash(message.location().url) === address
    )
  }

  context.on('request', (request) => {
    const address = request.url()
    if (!isLoopback(address) && address !== options.externalRequest) {
      problems.push(`request to another host: ${request.method()} ${address}`)
    }
  })
  context.on('response', onResponse)
  context.on('console', (message) => {
    if (message.type() !== 'error') return
    if (message.text().startsWith(COOKIE_REPORT)) problems.push(message.text())
    else if (!allowedConsoleError(message)) {
      problems.push(`console error on ${message.page()?.url()}: ${message.text()}`)
    }
  })
  context.on('weberror', (error) => problems.push(`uncaught error: ${String(error.error())}`))

  let checked: string[] | null = null
  return {
    ready: Promise.all([
      context.addInitScript(instrumentCookies, COOKIE_REPORT),
      context.addInitScript(dropSpeculationRules),
    ]),
    async check(): Promise<string[]> {
      if (checked) return checked
      await Promise.all(pending)
      const cookies = await context.cookies().catch(() => [])
      for (const cookie of cookies) problems.push(`cookie in the browser: ${cookie.name}=${cookie.value}`)
      checked = [...problems]
      return checked
    },
  }
}

/** A serial suite's one context, opened in `beforeAll` (e2e/editor.spec.ts): `check()` it in `afterAll`. */
export async function openWatchedContext(open: () => Promise<BrowserContext>) {
  const context = await open()
  const guarded = guardContext(context, { externalRequest: null })
  await guarded.ready
  return { context, check: guarded.check }
}
/** The guard of each context, so that one opened through the `context` fixture is watched once. */
const guarding = new WeakMap<BrowserContext, ReturnType<typeof guardContext>>()
const ownedByContextFixture = new WeakSet<BrowserContext>()

export const test = base.extend<GuardOptions & { guard: undefined }, Record<never, never>>({
  externalRequest: [null, { option: true }],

  context: async ({ context, externalRequest }, use) => {
    const guarded = guarding.get(context) ?? guardContext(context, { externalRequest })
    guarding.set(context, guarded)
    ownedByContextFixture.add(context)
    await guarded.ready
    await use(context)
    expect(await guarded.check(), 'requests, cookies and console errors').toEqual([])
  },

  /** Contexts a test opens itself are guarded the same way, checked before they close. */
  guard: [
    async ({ browser, externalRequest }, use) => {
      const options = { externalRequest }
      const opened: Array<[BrowserContext, ReturnType<typeof guardContext>]> = []
      const newContext = browser.newContext
      browser.newContext = async (...args) => {
        const context = await newContext.apply(browser, args)
        const guarded = guardContext(context, options)
        guarding.set(context, guarded)
        await guarded.ready
        opened.push([context, guarded])
        const close = context.close.bind(context)
        context.close = async (...closeArgs) => {
          await guarded.check()
          return close(...closeArgs)
        }
        return context
      }
      try {
        await use(undefined)
      } finally {
        browser.newContext = newContext
      }
      // The test's own `context` is checked by that fixture; these are the others.
      const others = opened.filter(([context]) => !ownedByContextFixture.has(context))
      const problems = (await Promise.all(others.map(([, guarded]) => guarded.check()))).flat()
      expect(problems, 'requests, cookies and console errors in contexts the test opened').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
