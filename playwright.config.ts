import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './test-support/chromium.ts'

/**
 * Browser tests against the production server over the built dist/ (npm test builds first),
 * started once by e2e/site-server.ts on a free port: two runs at once never share a server.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/site-server.ts',
  fullyParallel: true,
  // Two workers whether CI is set or not, so that `npm test` takes the same time on a
  // developer's machine as in CI (Playwright's default, half the cores, is one on two cores).
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_ORIGIN,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
})
