/**
 * WebKitGTK's MiniBrowser over classic WebDriver (WebKitWebDriver, with WebdriverIO's `webdriver`
 * client), in an Xvfb display of its own (README, "Tests").
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { PNG } from 'pngjs'
import WebDriver from 'webdriver'
import { type EnginePage, type Key, settledBox, waitForFonts } from './engine-page.ts'

const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

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
 * MiniBrowser's window cannot be narrower than its toolbar (about 450 px). For a phone's 360 px,
 * `zoom: 2` runs WebKit at 200 % (GDK_DPI_SCALE=2, which WebKitGTK turns into page zoom): a 720 px
 * window is 360 CSS px wide. Only for that: at 200 % WebKitGTK also doubles the `rem` of media
 * queries (40rem = 1280 px), so a zoomed 1280 px page gets the tablet layout; at 360 px no
 * breakpoint of ours holds either way (src/styles/global.css, Tailwind's 40rem and up).
 */
export async function webkit(origin: string, zoom = 1): Promise<EnginePage> {
  const ZOOM = zoom
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
  /**
   * Moves the pointer (and clicks) at `fraction` of the element's width, half-way down. WebDriver's
   * own element click and element-relative moves miss under the zoom (they land at half the
   * distance), so the pointer goes to viewport coordinates, which WebKitWebDriver takes in window
   * pixels: CSS px × ZOOM.
   */
  const pointer = async (selector: string, fraction: number, click: boolean) => {
    const box = await settledBox(self, selector)
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
      let inner = { width: 0, height: 0 }
      for (let attempt = 0; attempt < 5; attempt++) {
        await client.setWindowRect(null, null, rect.width, rect.height)
        // The window settles a frame or two after the request.
        inner = await self.run(async () => {
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
          return { width: innerWidth, height: innerHeight }
        })
        // The width exactly (the layout depends on it), the height to a pixel or two.
        if (inner.width === width && Math.abs(inner.height - height) <= 2) return
        rect = {
          width: rect.width + (width - inner.width) * ZOOM,
          height: rect.height + (height - inner.height) * ZOOM,
        }
      }
      throw new Error(`WebKit's viewport is ${inner.width} × ${inner.height}, not ${width} × ${height}`)
    },
    async screenshot(file) {
      // WebDriver shows the viewport only: the page a screen at a time, stacked into one image.
      const { height, total } = await self.run(() => ({
        height: innerHeight,
        total: document.documentElement.scrollHeight,
      }))
      const tiles: PNG[] = []
      for (let top = 0; top < total; top += height) {
        const shown = await self.run(async (y: number) => {
          scrollTo({ top: y, behavior: 'instant' })
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
          return scrollY
        }, top)
        const tile = PNG.sync.read(Buffer.from(await client.takeScreenshot(), 'base64'))
        const skip = Math.round((top - shown) * ZOOM) // the last screen overlaps the one before
        const kept = new PNG({ width: tile.width, height: tile.height - skip })
        PNG.bitblt(tile, kept, 0, skip, tile.width, tile.height - skip, 0, 0)
        tiles.push(kept)
      }
      const whole = new PNG({
        width: tiles[0]?.width ?? 1,
        height: tiles.reduce((sum, tile) => sum + tile.height, 0),
      })
      let y = 0
      for (const tile of tiles) {
        PNG.bitblt(tile, whole, 0, 0, tile.width, tile.height, 0, y)
        y += tile.height
      }
      await writeFile(file, PNG.sync.write(whole))
    },
    viewportPng: async () => Buffer.from(await client.takeScreenshot(), 'base64'),
    async close() {
      await client.deleteSession().catch(() => {})
      stopProcesses()
    },
  }
  return self
}
