/**
 * Makes sure Debian's three browser engines (and, with --nginx, nginx) are installed: Chromium for
 * Playwright, firefox-esr and WebKitGTK's WebDriver (its MiniBrowser comes with libwebkit2gtk-4.1-0)
 * under Xvfb for the tests of e2e-engines/, Java for the HTML checker (tests/validity/html.test.ts),
 * and jq for the workflows' own shell (scripts/ci/workflows.test.ts).
 * Test tools cannot download browsers or Java here, so `npm test` installs them with apt-get when it
 * runs as root, and otherwise says exactly what to install. With --content (`npm run test:content`,
 * scripts/ci/test-content.ts), only Chromium and Java: the content tier drives no other engine.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'

const CHROMIUM = { check: '/usr/bin/chromium', packages: ['chromium', 'fonts-noto-core'] }
const JAVA = { check: '/usr/bin/java', packages: ['default-jre-headless'] }
const NEEDS: Array<{ check: string; packages: string[] }> = process.argv.includes('--content')
  ? [CHROMIUM, JAVA]
  : [
      CHROMIUM,
      { check: '/usr/bin/firefox-esr', packages: ['firefox-esr'] },
      { check: '/usr/bin/WebKitWebDriver', packages: ['webkit2gtk-driver'] },
      { check: '/usr/bin/Xvfb', packages: ['xvfb'] },
      JAVA,
      // The workflows' shell, run by scripts/ci/workflows.test.ts, reads wrangler's output with jq.
      { check: '/usr/bin/jq', packages: ['jq'] },
    ]
if (process.argv.includes('--nginx')) {
  // Core nginx is enough: the .br copies are picked by deploy/nginx.conf itself, not by the
  // brotli_static module (README, "Deploying").
  NEEDS.push({ check: '/usr/sbin/nginx', packages: ['nginx-light'] })
}

export function ensureSystemPackages(): void {
  const missing = NEEDS.filter((need) => !existsSync(need.check)).flatMap((need) => need.packages)
  if (missing.length === 0) return
  const list = missing.join(' ')
  if (process.getuid?.() !== 0)
    throw new Error(`Missing system packages: ${list}. Install them with: sudo apt-get install ${list}`)
  console.log(`Installing ${list} with apt-get (once per machine)...`)
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } } as const
  // Installing nginx must not start a system service on port 80: only tests start nginx, as an
  // unprivileged process on a loopback port. policy-rc.d tells Debian's scripts not to start it.
  const policy = '/usr/sbin/policy-rc.d'
  const ownPolicy = !existsSync(policy)
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 })
  try {
    execFileSync('apt-get', ['update', '-qq'], options)
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], options)
  } finally {
    if (ownPolicy) rmSync(policy, { force: true })
  }
}

if (import.meta.main) ensureSystemPackages()
