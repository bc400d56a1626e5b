/**
 * Compiles the head script (src/document/head-script-main.ts and what it imports) into the one
 * minified classic script every page inlines (src/layouts/document.astro). The CSP allows it by the
 * hash of the bytes found in the built pages (server/inline-hashes.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
/** Where the build writes the compiled script; src/layouts/document.astro inlines it. */
export const HEAD_SCRIPT_FILE = new URL('../../src/generated/head-script.js', import.meta.url)

const ENTRY = resolve(import.meta.dirname, '../../src/document/head-script-main.ts')

let compiled: Promise<string> | undefined

async function compile(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: { entry: ENTRY, formats: ['iife'], name: 'faheemHeadScript', fileName: 'head-script' },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  for (const output of outputs) {
    if (!('output' in output)) continue
    for (const chunk of output.output) {
      if (chunk.type === 'chunk' && chunk.isEntry) return chunk.code.trim()
    }
  }
  throw new Error('head script: the build produced no entry chunk')
}

/** The built head script, compiled once per process. */
export function headScript(): Promise<string> {
  compiled ??= compile()
  return compiled
}

/**
 * Compiles the head script and writes it where the document layout inlines it
 * (src/generated/head-script.js): the build's first step, before Astro renders the pages.
 */
export async function writeHeadScript(): Promise<string> {
  const script = await headScript()
  const file = fileURLToPath(HEAD_SCRIPT_FILE)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, script)
  return script
}
