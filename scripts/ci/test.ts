/**
 * `npm test`: everything CI runs, on a fresh machine too. Installs Debian's Chromium, firefox-esr,
 * WebKitGTK's WebDriver, Xvfb, Java (for the HTML checker) and nginx (for the HTTP contract suite,
 * which never skips it) if missing, lints (`npm run lint`: Biome, then knip) and type-checks
 * (`npm run typecheck`: astro check and tsc), builds the site, then runs the unit, document,
 * budget and contract tests and the HTML checker over dist/ (Vitest; tests/validity/html.test.ts),
 * the browser tests in Chromium (Playwright) and the core flows in Firefox and WebKit
 * (e2e-engines/core.test.ts, once per engine). The browser tests take free ports
 * (playwright.config.ts, e2e-engines/site-under-test.ts), so two runs at once do not collide.
 * Prints the browser tests' time per engine and its own duration.
 */
import { spawnSync } from 'node:child_process'

const started = performance.now()
const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`
const engineTimes: string[] = []

function run(command: string, args: string[], env: Record<string, string> = {}, engine = '') {
  const start = performance.now()
  const vars = Object.entries(env).map(([name, value]) => `${name}=${value} `)
  console.log(`\n$ ${vars.join('')}${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
  if (engine) engineTimes.push(`${engine} ${seconds(start)}`)
}

run('node', ['scripts/ci/ensure-chromium.ts', '--nginx'])
run('npm', ['run', 'lint'])
run('npm', ['run', 'typecheck'])
run('npm', ['run', 'build'])
run('vitest', ['run'])
run('playwright', ['test'], {}, 'Chromium')
// WebKit also draws the Arabic marks (e2e-engines/webkit-marks.test.ts; it skips itself elsewhere).
const engines = { firefox: ['Firefox', []], webkit: ['WebKit', ['webkit-marks']] } as const
for (const [engine, [name, more]] of Object.entries(engines)) {
  run('vitest', ['run', '-c', 'e2e-engines/vitest.config.ts', 'core', ...more], { ENGINE: engine }, name)
}
console.log(`\nbrowser tests: ${engineTimes.join(', ')}`)
console.log(`\nnpm test: everything passed in ${seconds(started)}`)
