import react from '@astrojs/react'
import { defineConfig } from 'astro/config'
import { faheem } from './scripts/build/integration.ts'
import { resolveBuildConfig } from './src/config/build-config.ts'

const config = resolveBuildConfig(process.env)

export default defineConfig({
  site: config.siteUrl,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', assets: 'assets', inlineStylesheets: 'never' },
  prefetch: false,
  devToolbar: { enabled: false },
  // `npm run dev` on loopback only; `npm run dev -- --host 0.0.0.0 --port 8080` to change.
  server: { host: '127.0.0.1' },
  integrations: [react(), faheem(config)],
  vite: { build: { assetsInlineLimit: 0 } },
})
