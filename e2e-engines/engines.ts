/**
 * Firefox and WebKit as the browser tests drive them, through the W3C protocols: Debian's
 * firefox-esr over WebDriver BiDi (puppeteer-core, which speaks BiDi to Firefox itself: no
 * geckodriver, which Debian does not ship), and WebKitGTK's MiniBrowser over classic WebDriver
 * (WebKitWebDriver, with the `webdriver` client) in an Xvfb display of its own. Playwright's own
 * builds of these engines cannot be downloaded here, and its BiDi mode asks Firefox ESR for
 * commands it lacks (`emulation.setMediaFeaturesOverride`): README, "Tests".
 *
 * Both behind one small interface, so e2e-engines/core.test.ts is written once. Functions passed to
 * `run` are sent as source text, so they may use only their arguments and the page's globals.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import puppeteer from 'puppeteer-core'
import WebDriver from 'webdriver'

export const ENGINES = ['firefox', 'webkit'] as const
export type EngineName = (typeof ENGINES)[number]
export type Key =
  | 'Tab'
  | 'Enter'
  | 'Space'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Home'
  | 'End'

export interface EnginePage {
  readonly engine: EngineName
  /** Opens origin + path and waits for its load event and its fonts. */
  goto(path: string): Promise<void>
  /** Calls `fn(...args)` in the page and returns its (awaited, JSON) result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>
  /** A pointer click, and a pointer resting, on the centre of the first element `selector` matches. */
  click(selector: string): Promise<void>
  hover(selector: string): Promise<void>
  /** A pointer click at `fraction` of the element's width from its left edge, half-way down. */
  clickAt(selector: string, fraction: number): Promise<void>
  press(key: Key): Promise<void>
  /** Sets the viewport to `width` × `height` CSS px. */
  resize(width: number, height: number): Promise<void>
  screenshot(file: string): Promise<void>
  /** A PNG of what the viewport shows, in device pixels (WebKit's: ZOOM a CSS px). */
  viewportPng(): Promise<Buffer>
  close(): Promise<void>
}

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/**
 * Brings the element into the middle of the viewport if it is out of sight, and returns its box once it has stopped
 * moving (two frames alike): the sections below the first screen are laid out only as they come
 * near it (`content-visibility: auto`, src/styles/global.css), which moves what follows them.
 */
async function settledBox(page: EnginePage, selector: string) {
  const box = await page.run(async (wanted: string) => {
    const target = document.querySelector(wanted)
    if (!target) return null
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    let last = ''
    for (let attempt = 0; attempt < 20; attempt++) {
      const seen = target.getBoundingClientRect()
      const inView = seen.top >= 0 && seen.bottom <= innerHeight && seen.left >= 0 && seen.right <= innerWidth
      // Only when out of sight, as a visitor scrolls: a sticky header's link stays where it is.
      if (!inView) target.scrollIntoView({ block: 'center', inline: 'nearest' })
      await frame()
      const { x, y, width, height } = target.getBoundingClientRect()
      const now = JSON.stringify({ x, y, width, height })
      if (now === last) return { x, y, width, height }
      last = now
    }
    return null
  }, selector)
  if (!box) throw new Error(`${selector} matches nothing, or it never stopped moving`)
  return box
}

async function waitForFonts(page: EnginePage): Promise<void> {
  await page.run(() => document.fonts.ready.then(() => undefined))
}

async function firefox(origin: string): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // No update, telemetry or remote-settings traffic: the tests' server is the only host.
    extraPrefsFirefox: { 'network.proxy.type': 0, 'browser.region.network.url': '' },
  })
  const page = await browser.newPage()
  const self: EnginePage = {
    engine: 'firefox',
    async goto(path) {
      await page.goto(`${origin}${path}`, { waitUntil: 'load' })
      await waitForFonts(self)
    },
    run: (fn, ...args) => page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as never,
    click: (selector) => self.clickAt(selector, 0.5),
    async hover(selector) {
      const box = await settledBox(self, selector)
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    },
    async clickAt(selector, fraction) {
      const box = await settledBox(self, selector)
      await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2)
    },
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    resize: (width, height) => page.setViewport({ width, height }),
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png`, fullPage: true })
    },
    viewportPng: async () => Buffer.from(await page.screenshot()),
    close: () => browser.close(),
  }
  return self
}

const WEBDRIVER_KEYS: Record<Key, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Space: '\uE00D',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
}

/** The key of an element reference in the W3C WebDriver protocol. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise((done) => server.close(done))
  return typeof address === 'object' && address ? address.port : 0
}

/** Starts Xvfb on a free display (it writes the number it took to fd 3). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '3000x2200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  })
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`))
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)))
  })
  return { display, process: xvfb }
}

/**
 * MiniBrowser's window cannot be narrower than its toolbar (about 450 px), so WebKit runs at 200 %
 * (GDK_DPI_SCALE=2, which WebKitGTK turns into page zoom): a 720 px window is 360 CSS px wide,
 * as a phone is, and every measure the tests take is in CSS px.
 */
const ZOOM = Number(process.env.WEBKIT_ZOOM ?? 2)

async function webkit(origin: string): Promise<EnginePage> {
  const xvfb = await startXvfb()
  const port = await freePort()
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: xvfb.display, GDK_DPI_SCALE: String(ZOOM) },
    stdio: 'ignore',
  })
  const stopProcesses = () => {
    driver.kill()
    xvfb.process.kill()
  }
  let client: Awaited<ReturnType<typeof WebDriver.newSession>>
  try {
    for (let attempt = 0; ; attempt++) {
      const up = await fetch(`http://127.0.0.1:${port}/status`).then(
        (answer) => answer.ok,
        () => false,
      )
      if (up) break
      if (attempt > 100) throw new Error('WebKitWebDriver did not answer within 10 s')
      await new Promise((done) => setTimeout(done, 100))
    }
    client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'warn',
      capabilities: {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    })
  } catch (error) {
    stopProcesses()
    throw error
  }
  const element = async (selector: string) => {
    const found = await client.findElement('css selector', selector)
    const id = (found as Record<string, string>)[ELEMENT]
    if (!id) throw new Error(`no element matches ${selector}`)
    return id
  }
  /**
   * Moves the pointer (and clicks) at `fraction` of the element's width, half-way down. WebDriver's
   * own element click and element-relative moves miss under the zoom (they land at half the
   * distance), so the pointer goes to viewport coordinates, which WebKitWebDriver takes in window
   * pixels: CSS px × ZOOM.
   */
  const pointer = async (selector: string, fraction: number, click: boolean) => {
    const box = await self.run((wanted: string) => {
      const target = document.querySelector(wanted)
      target?.scrollIntoView({ block: 'center', inline: 'nearest' })
      const rect = target?.getBoundingClientRect()
      return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null
    }, selector)
    if (!box) throw new Error(`no element matches ${selector}`)
    const x = Math.round((box.x + box.width * fraction) * ZOOM)
    const y = Math.round((box.y + box.height / 2) * ZOOM)
    const press = click
      ? [
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ]
      : []
    await client.performActions([
      {
        type: 'pointer',
        id: 'mouse',
        actions: [{ type: 'pointerMove', duration: 0, origin: 'viewport', x, y }, ...press],
      },
    ])
    await client.releaseActions()
  }
  const self: EnginePage = {
    engine: 'webkit',
    async goto(path) {
      await client.navigateTo(`${origin}${path}`)
      await waitForFonts(self)
    },
    async run(fn, ...args) {
      const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${fn.toString()})(...${JSON.stringify(args)}))
          .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }))`
      const result = (await client.executeAsyncScript(script, [])) as { value?: never; error?: string }
      if (result.error) throw new Error(result.error)
      return result.value as never
    },
    click: (selector) => pointer(selector, 0.5, true),
    hover: (selector) => pointer(selector, 0.5, false),
    clickAt: (selector, fraction) => pointer(selector, fraction, true),
    async press(key) {
      const value = WEBDRIVER_KEYS[key]
      await client.performActions([
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ])
      await client.releaseActions()
    },
    async resize(width, height) {
      let rect = { width: width * ZOOM, height: height * ZOOM }
      for (let attempt = 0; attempt < 3; attempt++) {
        await client.setWindowRect(null, null, rect.width, rect.height)
        const inner = await self.run(() => ({ width: innerWidth, height: innerHeight }))
        if (inner.width === width && inner.height === height) return
        rect = {
          width: rect.width + (width - inner.width) * ZOOM,
          height: rect.height + (height - inner.height) * ZOOM,
        }
      }
      throw new Error(`WebKit's viewport could not be set to ${width} × ${height}`)
    },
    async screenshot(file) {
      const html = await element('html')
      await writeFile(file, Buffer.from(await client.takeElementScreenshot(html), 'base64'))
    },
    viewportPng: async () => Buffer.from(await client.takeScreenshot(), 'base64'),
    async close() {
      await client.deleteSession().catch(() => {})
      stopProcesses()
    },
  }
  return self
}

export function launch(engine: EngineName, origin: string): Promise<EnginePage> {
  return engine === 'firefox' ? firefox(origin) : webkit(origin)
}
