/**
 * Compiles the head script (src/document/head-script-main.ts and what it imports) into the one
 * minified classic script every page inlines, and hashes those bytes for the CSP. Nothing here is
 * typed by hand: the CSP of the Node server (server/security-headers.ts), the nginx snippet and
 * _headers (scripts/generate-deploy-config.ts) all hash what this returns. See docs/architecture.md.
 */
import { createHash } from 'node:crypto'
import { resolve } from 'node:path'
import { build } from 'vite'

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

/** The CSP source allowing exactly `script`: `sha256-<base64>`. */
export function scriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`
}
