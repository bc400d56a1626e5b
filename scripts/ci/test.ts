/**
 * `npm test`: everything CI runs, on a fresh machine too. Installs Debian's Chromium (and nginx
 * for the HTTP contract suite) if missing, lints (Biome) and type-checks (tsc), builds the site,
 * then runs the unit, document, budget and contract tests (Vitest) and the browser tests
 * (Playwright). The browser tests take a free port unless E2E_PORT names one
 * (playwright.config.ts), so two runs at once do not collide. Prints its own duration.
 */
import { spawnSync } from 'node:child_process'

const started = performance.now()

function run(command: string, args: string[]) {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// Chromium for the browser tests; nginx and its brotli module for the HTTP contract suite, which
// runs against nginx as well as the Node server and never skips it.
run('node', ['scripts/ci/ensure-chromium.ts', '--nginx'])
run('biome', ['check', '.'])
run('npm', ['run', 'typecheck'])
run('node', ['scripts/build/build.ts'])
run('vitest', ['run'])
run('playwright', ['test'])
console.log(`\nnpm test: everything passed in ${Math.round((performance.now() - started) / 1000)} s`)
