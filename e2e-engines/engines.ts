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
import type { EngineName, EnginePage } from './engine-page.ts'
import { firefox } from './firefox.ts'
import { webkit } from './webkit.ts'

export { ENGINES, type EngineName, type EnginePage } from './engine-page.ts'

/** `narrow`: able to show 360 px (WebKit then runs at 200 %, e2e-engines/webkit.ts says why). */
export function launch(engine: EngineName, origin: string, { narrow = false } = {}): Promise<EnginePage> {
  return engine === 'firefox' ? firefox(origin) : webkit(origin, narrow ? 2 : 1)
}
