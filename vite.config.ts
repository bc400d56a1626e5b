import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { installQr } from './scripts/vite-plugin-install-qr.ts'
import { resolveBuildConfig } from './src/config/build-config.ts'

const config = resolveBuildConfig(process.env)

/** One client entry per document: a page never downloads another page's code. */
export const CLIENT_ENTRIES = {
  landing: 'src/entries/landing.ts',
  pricing: 'src/entries/pricing.ts',
  'not-found': 'src/entries/not-found.ts',
}

export default defineConfig({
  plugins: [react(), tailwindcss(), installQr(config.installUrl)],
  define: {
    __FAHEEM_INSTALL_URL__: JSON.stringify(config.installUrl),
    __FAHEEM_SITE_URL__: JSON.stringify(config.siteUrl),
  },
  build: {
    target: 'es2022',
    manifest: true,
    // The page's code loads after the first paint (src/entries/after-first-paint.ts): no preload
    // helper in front of it.
    modulePreload: false,
    assetsInlineLimit: 0,
    cssCodeSplit: true,
    rolldownOptions: { input: CLIENT_ENTRIES },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
  },
})
