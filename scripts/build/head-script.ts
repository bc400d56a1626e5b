/**
 * Compiles the head script (src/document/head-script-main.ts and what it imports) into the one
 * minified classic script every page inlines (src/layouts/document.astro), before Astro renders
 * the pages. The CSP allows it by the hash of the bytes found in the built pages
 * (server/inline-hashes.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/** Where the build writes the compiled script; src/layouts/document.astro inlines it. */
export const HEAD_SCRIPT_FILE = new URL('../../src/generated/head-script.js', import.meta.url)

export async function writeHeadScript(): Promise<void> {
  const entry = fileURLToPath(new URL('../../src/document/head-script-main.ts', import.meta.url))
  const lib = { entry, formats: ['iife' as const], name: 'faheemHeadScript', fileName: 'head-script' }
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: { write: false, target: 'es2020', minify: true, lib },
  })
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((out) =>
    'output' in out ? out.output : [],
  )
  const entryChunk = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry)
  if (entryChunk?.type !== 'chunk') throw new Error('head script: the build produced no entry chunk')
  await mkdir(fileURLToPath(new URL('.', HEAD_SCRIPT_FILE)), { recursive: true })
  await writeFile(HEAD_SCRIPT_FILE, entryChunk.code.trim())
}
