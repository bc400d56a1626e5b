/**
 * Vitest: the unit, component, document, validity, budget and contract tests (`npm test` runs them
 * after the build). The same Vite plugins and constants as the Astro build
 * (scripts/build/vite-plugin.ts), so a component test renders what a page renders.
 */
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { viteConfig } from './scripts/build/vite-plugin.ts'
import { resolveBuildConfig } from './src/config/build-config.ts'

const { plugins, define } = viteConfig(resolveBuildConfig(process.env))

export default defineConfig({
  plugins: [react(), ...plugins],
  define,
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    // Vitest's default on two cores is one file at a time; most of the slow files wait (the
    // servers' timeouts in tests/contract/, a JVM, a build) rather than compute, so three overlap.
    maxWorkers: 3,
  },
})
