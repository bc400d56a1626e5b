import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'
import { brandTokens } from './scripts/build/vite-plugin-brand.ts'
import { icons } from './scripts/build/vite-plugin-icons.ts'
import { installQr } from './scripts/build/vite-plugin-install-qr.ts'
import { resolveBuildConfig } from './src/config/build-config.ts'
import { ISLAND_DIRECTIVES } from './src/islands/directive.ts'

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
      // The islands' directives (src/islands/directive.ts): in view, after the first paint.
      name: 'faheem:island-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          for (const directive of ISLAND_DIRECTIVES) addClientDirective(directive)
        },
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
