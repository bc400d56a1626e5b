/** For the Vitest files that read dist/ (test-support/built.ts): no build, no such test. */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll } from 'vitest'
import { DIST } from '../server/dist-files.ts'

/** Fails the file at once, with what to do, when there is no build. */
export function requireBuild(): void {
  beforeAll(() => {
    if (!existsSync(join(DIST, 'index.html')))
      throw new Error('dist/ is missing: run npm run build (npm test does)')
  })
}
