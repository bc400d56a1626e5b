import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { brandTokens } from './scripts/build/vite-plugin-brand.ts'
import { installQr } from './scripts/build/vite-plugin-install-qr.ts'
import { resolveBuildConfig } from './src/config/build-config.ts'

const config = resolveBuildConfig(process.env)

/** The one client entry: it loads the page's own code after the first paint (src/entries/boot.ts). */
export const CLIENT_ENTRY = 'src/entries/boot.ts'

export default defineConfig({
  plugins: [brandTokens(), react(), tailwindcss(), installQr(config.installUrl)],
  define: {
    __FAHEEM_INSTALL_URL__: JSON.stringify(config.installUrl),
    __FAHEEM_SITE_URL__: JSON.stringify(config.siteUrl),
  },
  build: {
    target: 'es2022',
    manifest: true,
    // The page's code loads after the first paint, its chunks named by the head script
    // (src/document/page-code.ts): no preload helper in front of it.
    modulePreload: false,
    assetsInlineLimit: 0,
    cssCodeSplit: true,
    rolldownOptions: {
      input: { boot: CLIENT_ENTRY },
      // What several pages' chunks share (the shell, the locale, the accordion) in one chunk, not
      // in several small ones: each chunk costs its own request and compresses less well.
      output: { codeSplitting: { groups: [{ name: 'shared', minShareCount: 2 }] } },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
  },
})
