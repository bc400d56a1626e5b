/**
 * `npm test`: everything CI runs, on a fresh machine too. Installs Debian's Chromium (and nginx
 * for the HTTP contract suite) if missing, builds the site, then runs the unit and contract
 * tests (Vitest) and the browser tests (Playwright).
 */
import { spawnSync } from 'node:child_process'
import { ensureSystemPackages } from './ensure-chromium.ts'

function run(command: string, args: string[]) {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

ensureSystemPackages()
run('node', ['scripts/build.ts'])
run('vitest', ['run'])
run('playwright', ['test'])
