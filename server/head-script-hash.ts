/**
 * The CSP hash of the one inline script (the head script), from the bytes the build wrote
 * (scripts/build/head-script.ts writes src/generated/head-script.js as its first step): the
 * server starts without compiling anything and without Vite. Where no build has run yet (a unit
 * test, a script on a fresh checkout), the script is compiled here instead, as the build does.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

export const HEAD_SCRIPT_FILE = new URL('../src/generated/head-script.js', import.meta.url)

/** The CSP source allowing exactly `script`: `sha256-<base64>`. */
export function scriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`
}

/** The head script as the last build wrote it, or freshly compiled when there is none. */
export async function builtHeadScript(): Promise<string> {
  try {
    return readFileSync(HEAD_SCRIPT_FILE, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    const { headScript } = await import('../scripts/build/head-script.ts')
    return headScript()
  }
}
