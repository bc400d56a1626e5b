/**
 * The one way to walk a build: every file under `dir` (dist/ or a copy of it), as paths relative
 * to it with `/` separators, sorted. Used by the Node server (loading dist/), the precompression
 * step and the tests. Throws when `dir` does not exist.
 */
import { readdirSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'

/** The build served, where `npm run build` writes it: the one definition of dist/'s path. */
export const DIST = resolve(import.meta.dirname, '..', 'dist')

export function distFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
}
