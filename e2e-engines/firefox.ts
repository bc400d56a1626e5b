/**
 * Debian's firefox-esr over WebDriver BiDi, through puppeteer-core, which speaks BiDi to Firefox
 * itself (no geckodriver, which Debian does not ship; README, "Tests").
 */
import puppeteer from 'puppeteer-core'
import { type EnginePage, settledBox, waitForFonts } from './engine-page.ts'

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

export async function firefox(origin: string): Promise<EnginePage> {
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
