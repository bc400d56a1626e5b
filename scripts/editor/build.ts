/**
 * The editor's build (README, "Editing the words and prices (the editor)"): Sveltia CMS from npm bundled by Vite into
 * dist/admin/, and its configuration generated from the content (config.ts) beside it as
 * dist/admin/config.json. Run after the pages (scripts/build/integration.ts, astro:build:done), before the
 * .br/.gz copies and the headers (scripts/build/after-build.ts), so they cover it too.
 * FAHEEM_EDITOR=off builds the site without it. Nothing here is loaded or linked by a page.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { type EditorEnv, editorConfig } from '../../src/editor/config.ts'

/** The editor's address: its page, dist/admin/config.json and its bundle (assets/) under it. */
const EDITOR_PATH = '/admin/'

/**
 * Sveltia's code editor highlights with Shiki, whose ~250 languages and themes Vite would bundle as
 * lazy files; no field of ours is a code field, so they are left out (an empty list each).
 */
const noShiki: Plugin = {
  name: 'faheem-editor-no-shiki',
  enforce: 'pre',
  resolveId: (id) => (/^@shikijs\/(langs|themes)\//.test(id) ? '\0no-shiki' : undefined),
  load: (id) => (id === '\0no-shiki' ? 'export default []' : undefined),
}

/**
 * No request leaves our origin: Sveltia's stylesheet also names its fonts on jsdelivr, beside the
 * same fonts it registers from its own files (bundled here), so those @font-face rules go; and its
 * check of githubstatus.com (a banner when GitHub is down) reads an empty answer and says nothing.
 */
const ownOrigin: Plugin = {
  name: 'faheem-editor-own-origin',
  transform(code, id) {
    if (!id.includes('@sveltia/cms/npm/')) return undefined
    return code
      .replace(/@font-face \{[^}]*cdn\.jsdelivr\.net[^}]*\}/g, '')
      .replace('https://www.githubstatus.com/api/v2/status.json', 'data:,')
  },
}

/** Whether the build writes the editor: yes unless FAHEEM_EDITOR=off. */
export const editorWanted = (env: NodeJS.ProcessEnv = process.env) => env.FAHEEM_EDITOR?.trim() !== 'off'

/** Writes dist/admin/ (index.html, assets/, dist/admin/config.json); returns its number of files. */
export async function buildEditor(dist: string, root: string, env: EditorEnv = process.env): Promise<number> {
  const { build } = await import('vite')
  const outDir = join(dist, EDITOR_PATH)
  const result = await build({
    configFile: false,
    root: fileURLToPath(new URL('../../src/editor/app/', import.meta.url)),
    base: EDITOR_PATH,
    logLevel: 'warn',
    plugins: [noShiki, ownOrigin],
    // No PostCSS or Tailwind of the site's: the editor brings its own styles.
    css: { postcss: {} },
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((out) =>
    'output' in out ? out.output : [],
  )
  const config = editorConfig(root, env)
  await writeFile(join(outDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`)
  return outputs.length + 1
}
