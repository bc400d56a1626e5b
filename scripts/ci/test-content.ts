/**
 * `npm run test:content`: the checks a change under content/ alone needs, in minutes (`npm test`
 * keeps everything; .github/workflows/checks.yml picks one or the other by the paths a pull
 * request touches). Installs Debian's Chromium and Java if missing (scripts/ci/ensure-chromium.ts
 * --content), runs the build's content check alone (scripts/ci/content-check.ts: a refusal in a
 * second, before the build), builds the site, then Vitest over what the words and prices feed:
 * the unit and component tests of src/ (the schema, the owner's pricing facts, the words' rules,
 * the sentences read against the cards), the share images, the fonts cut to the copy, the built
 * documents, the SEO head and files, the byte budgets and the HTML checker over dist/; then one
 * pass in Chromium over every page of the route table in both languages (e2e/content-pass.spec.ts:
 * axe, the FAQ, the calculator, the switch). Prints each step's time and its own duration.
 */
import { spawnSync } from 'node:child_process'

const started = performance.now()
const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`
const times: string[] = []

function run(name: string, command: string, args: string[]) {
  const start = performance.now()
  console.log(`\n$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
  times.push(`${name} ${seconds(start)}`)
}

run('packages', 'node', ['scripts/ci/ensure-chromium.ts', '--content'])
run('content check', 'node', ['scripts/ci/content-check.ts'])
run('build', 'npm', ['run', 'build'])
// 20 s a test instead of Vitest's 5: on a shared two-core machine a file's first test, which parses
// the built page, waited longer than 5 s at a load average of 16 (no test here measures time).
run('vitest', 'vitest', [
  'run',
  '--testTimeout=20000',
  'src',
  'scripts/build/share-images.test.ts',
  'tests/fonts',
  'tests/documents',
  'tests/seo',
  'tests/budget',
  'tests/validity',
])
run('browser', 'playwright', ['test', 'e2e/content-pass.spec.ts'])
console.log(`\n${times.join(', ')}`)
console.log(`\nnpm run test:content: everything passed in ${seconds(started)}`)
