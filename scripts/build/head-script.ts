/**
 * Compiles the head script (src/document/head-script-main.ts and what it imports) into the one
 * minified classic script every page inlines, and hashes those bytes for the CSP. Nothing here is
 * typed by hand: the CSP of the Node server (server/security-headers.ts), the nginx snippet and
 * _headers (scripts/build/generate-deploy-config.ts) all hash what this returns. See docs/architecture.md.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { HEAD_SCRIPT_FILE } from '../../server/head-script-hash.ts'

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
 * Compiles the head script and writes it where the production server reads its hash
 * (src/generated/head-script.js, server/head-script-hash.ts): the build's first step, so that no
 * later step reads the script of an earlier build, and the server never needs Vite to start.
 */
export async function writeHeadScript(): Promise<string> {
  const script = await headScript()
  const file = fileURLToPath(HEAD_SCRIPT_FILE)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, script)
  return script
}

export { scriptHash } from '../../server/head-script-hash.ts'
