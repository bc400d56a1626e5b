/**
 * `npm test`: everything CI runs, on a fresh machine too. Installs Debian's Chromium, firefox-esr,
 * WebKitGTK's WebDriver and Xvfb (and nginx for the HTTP contract suite) if missing, lints (Biome)
 * and type-checks (`npm run typecheck`: astro check and tsc), builds the site, then runs the unit, document, budget and contract tests
 * (Vitest), the browser tests in Chromium (Playwright) and the core flows in Firefox and WebKit
 * (e2e-engines/core.test.ts, once per engine). The browser tests take free ports
 * (playwright.config.ts, e2e-engines/site-under-test.ts), so two runs at once do not collide.
 * Prints the browser tests' time per engine and its own duration.
 */
import { spawnSync } from 'node:child_process'

const started = performance.now()

const engineTimes: string[] = []

function run(command: string, args: string[], env: Record<string, string> = {}) {
  console.log(
    `\n$ ${Object.entries(env)
      .map(([name, value]) => `${name}=${value} `)
      .join('')}${command} ${args.join(' ')}`,
  )
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** Runs a browser suite and records its time under `engine`. */
function timed(engine: string, command: string, args: string[], env: Record<string, string> = {}) {
  const start = performance.now()
  run(command, args, env)
  engineTimes.push(`${engine} ${Math.round((performance.now() - start) / 1000)} s`)
}

// The three browser engines; nginx and its brotli module for the HTTP contract suite, which
// runs against nginx as well as the Node server and never skips it.
run('node', ['scripts/ci/ensure-chromium.ts', '--nginx'])
run('biome', ['check', '.'])
run('npm', ['run', 'typecheck'])
run('npm', ['run', 'build'])
run('vitest', ['run'])
timed('Chromium', 'playwright', ['test'])
for (const engine of ['firefox', 'webkit']) {
  timed(
    engine === 'firefox' ? 'Firefox' : 'WebKit',
    'vitest',
    // WebKit also draws the Arabic marks (e2e-engines/webkit-marks.test.ts; it skips itself elsewhere).
    ['run', '-c', 'e2e-engines/vitest.config.ts', 'core', ...(engine === 'webkit' ? ['webkit-marks'] : [])],
    {
      ENGINE: engine,
    },
  )
}
console.log(`\nbrowser tests: ${engineTimes.join(', ')}`)
console.log(`\nnpm test: everything passed in ${Math.round((performance.now() - started) / 1000)} s`)
