/**
 * Playwright's global setup (playwright.config.ts): the production server over dist/, started once
 * for the run by the tests' one launcher (test-support/launch.ts) on a port of its own choosing.
 * Its origin, in E2E_ORIGIN, is the tests' baseURL: the workers, started after this, inherit it and
 * read the config again. Returns the teardown that stops it.
 */
import { startNodeServer } from '../test-support/launch.ts'

export default async function serveTheSite(): Promise<() => Promise<void>> {
  const server = await startNodeServer(undefined, { accessLog: false })
  process.env.E2E_ORIGIN = server.origin
  return server.stop
}
