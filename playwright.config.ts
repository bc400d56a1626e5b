import { execFileSync } from 'node:child_process'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './test-support/chromium.ts'

/**
 * The port of the server under test: E2E_PORT if set, otherwise a port the system reports free.
 * This file is evaluated in the runner and again in every worker: the runner writes the port it
 * chose into its environment, which the workers inherit, so they all agree on it. Two runs at
 * once therefore never share a server.
 */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))
}
process.env.E2E_PORT ||= String(freePort())
const PORT = Number(process.env.E2E_PORT)

/** Browser tests against the production server over the built dist/ (npm test builds first). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two workers whether CI is set or not, so that `npm test` takes the same time on a
  // developer's machine as in CI (Playwright's default, half the cores, is one on two cores).
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'node server/main.ts',
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
