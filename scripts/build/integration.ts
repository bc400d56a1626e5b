/**
 * What the site adds to Astro's build (`astro build`, `astro dev`; docs/architecture.md, "From a
 * build to files"). astro:config:setup: the Vite plugins and constants (vite-plugin.ts), the
 * islands' directives (src/islands/directive.ts) and, for a build or the dev server, what the
 * layout reads before Vite runs: the compiled head script and the fonts cut to the copy
 * (src/generated/). astro:build:done: the editor at /admin/ (scripts/editor/build.ts; not with
 * FAHEEM_EDITOR=off), then after-build.ts.
 */
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import type { BuildConfig } from '../../src/config/build-config.ts'
import { checkContent } from '../../src/content/check.ts'
import { ISLAND_DIRECTIVES } from '../../src/islands/directive.ts'
import { writeHeadScript } from './head-script.ts'
import { subsetFonts } from './subset-fonts.ts'
import { viteConfig } from './vite-plugin.ts'

type AfterBuild = typeof import('./after-build.ts')
type EditorBuild = typeof import('../editor/build.ts')

const require = createRequire(import.meta.url)

export function faheem(config: BuildConfig): AstroIntegration {
  let root = ''
  let started = 0
  let fonts: string[] = []
  return {
    name: 'faheem',
    hooks: {
      'astro:config:setup': async ({ config: astro, command, updateConfig, addClientDirective }) => {
        started = performance.now()
        // A broken content file (content/) stops here, with its file and field, before Vite runs.
        checkContent()
        root = fileURLToPath(astro.root)
        updateConfig({ vite: viteConfig(config) })
        for (const directive of ISLAND_DIRECTIVES) addClientDirective(directive)
        if (command !== 'build' && command !== 'dev') return
        await writeHeadScript()
        fonts = await subsetFonts()
      },
      'astro:build:done': async ({ dir, logger }) => {
        // Loaded now, by Node itself: the Vite module runner that loaded this file with Astro's
        // config is closed.
        const { afterBuild }: AfterBuild = require('./after-build.ts')
        const { buildEditor, editorWanted }: EditorBuild = require('../editor/build.ts')
        if (editorWanted())
          logger.info(`editor: ${await buildEditor(fileURLToPath(dir), root)} files in admin/`)
        const done = await afterBuild(fileURLToPath(dir), root, config.siteUrl)
        logger.info(`${done}, fonts: ${fonts.join(', ')}, ${Math.round(performance.now() - started)} ms`)
      },
    },
  }
}
