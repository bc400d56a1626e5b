/**
 * Vitest for the Firefox and WebKit tests (e2e-engines/), apart from the unit and contract tests
 * (vitest.config.ts): one browser at a time, one file at a time, run once per engine by
 * scripts/ci/test.ts with ENGINE set.
 */
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
