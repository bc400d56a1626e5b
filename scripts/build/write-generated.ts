/**
 * Writes a generated file under src/generated/ only if its content changed: an unchanged file keeps
 * Vite's cache (and its watchers) quiet. Used by the brand tokens and the icons' stylesheet.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export function writeGenerated(file: string, content: string): void {
  let current = ''
  try {
    current = readFileSync(file, 'utf8')
  } catch {}
  if (current === content) return
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}
