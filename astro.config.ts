import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'
import { brandTokens } from './scripts/build/vite-plugin-brand.ts'
import { icons } from './scripts/build/vite-plugin-icons.ts'
import { installQr } from './scripts/build/vite-plugin-install-qr.ts'
import { resolveBuildConfig } from './src/config/build-config.ts'
import { ISLAND_DIRECTIVE } from './src/islands/directive.ts'

const config = resolveBuildConfig(process.env)

export default defineConfig({
  site: config.siteUrl,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', assets: 'assets', inlineStylesheets: 'never' },
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [
    react(),
    {
      // The islands' directive (src/islands/directive.ts): in view, and after the first paint.
      name: 'faheem:client-painted',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => addClientDirective(ISLAND_DIRECTIVE),
      },
    },
  ],
  vite: {
    plugins: [brandTokens(), tailwindcss(), installQr(config.installUrl), icons()],
    define: {
      __FAHEEM_INSTALL_URL__: JSON.stringify(config.installUrl),
      __FAHEEM_SITE_URL__: JSON.stringify(config.siteUrl),
    },
    build: { assetsInlineLimit: 0 },
  },
})
