/**
 * Vitest: the unit, component, document, budget and contract tests (`npm test` runs them after the
 * build). The same Vite plugins and constants as the Astro build (astro.config.ts), so a component
 * test renders what a page renders.
 */
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { brandTokens } from './scripts/build/vite-plugin-brand.ts'
import { icons } from './scripts/build/vite-plugin-icons.ts'
import { installQr } from './scripts/build/vite-plugin-install-qr.ts'
import { resolveBuildConfig } from './src/config/build-config.ts'

const config = resolveBuildConfig(process.env)

export default defineConfig({
  plugins: [brandTokens(), react(), tailwindcss(), installQr(config.installUrl), icons()],
  define: {
    __FAHEEM_INSTALL_URL__: JSON.stringify(config.installUrl),
    __FAHEEM_SITE_URL__: JSON.stringify(config.siteUrl),
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
  },
})
