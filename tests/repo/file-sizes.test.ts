/**
 * Every source file, tests included, is at most 250 lines: past that, a file holds more than one
 * thing and is split. A data table may be longer (icon shapes, a table of cases) when its first
 * lines say so and why, in a comment that starts `Longer than 250 lines, a data table:` followed
 * by the reason.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_FILES, ROOT } from './references.ts'

const MAX_LINES = 250
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro|css|conf)$/
/** The marker, in one of a file's first lines, with a reason of a few words after it. */
const MARKER = /^\s*(?:\/\/|\/\*+|\*|#|<!--)\s*Longer than 250 lines, a data table: \S.{9,}/
const HEAD_LINES = 10

/** Lines as `wc -l` counts them: the line breaks (a last line without one counts too). */
function lineCount(text: string): number {
  if (text === '') return 0
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
}

/** Whether a file's first lines say why it is longer. */
function saysWhyLonger(text: string): boolean {
  return text.split('\n', HEAD_LINES).some((line) => MARKER.test(line))
}

/** `path: N lines` for each source file over the limit that does not say why. */
function tooLong(files: ReadonlyArray<{ path: string; text: string }>): string[] {
  return files
    .filter(({ path }) => SOURCE.test(path))
    .filter(({ text }) => lineCount(text) > MAX_LINES && !saysWhyLonger(text))
    .map(({ path, text }) => `${path}: ${lineCount(text)} lines`)
}

describe(`source files of at most ${MAX_LINES} lines`, () => {
  it('counts lines as wc -l does, and reads the marker only at the top', () => {
    expect(lineCount('')).toBe(0)
    expect(lineCount('a\nb\n')).toBe(2)
    expect(lineCount('a\nb')).toBe(2)
    const long = (head: string) => `${head}\n${'x\n'.repeat(MAX_LINES)}`
    const marked = '/**\n * Longer than 250 lines, a data table: the shapes, one an entry.\n */'
    expect(tooLong([{ path: 'a.ts', text: long('// short') }])).toEqual(['a.ts: 251 lines'])
    expect(tooLong([{ path: 'a.ts', text: long(marked) }])).toEqual([])
    // Said without a reason, or below the first lines, it does not count.
    expect(tooLong([{ path: 'a.ts', text: long('// Longer than 250 lines, a data table:') }])).toHaveLength(1)
    expect(tooLong([{ path: 'a.ts', text: `${'x\n'.repeat(20)}${long(marked)}` }])).toHaveLength(1)
    expect(tooLong([{ path: 'a.md', text: long('') }])).toEqual([])
    expect(tooLong([{ path: 'b.ts', text: 'x\n'.repeat(MAX_LINES) }])).toEqual([])
  })

  it('holds for every source file of the repository, tests included', () => {
    const files = REPO_FILES.map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }))
    expect(tooLong(files), 'split each, or say in its first lines why it is a longer data table').toEqual([])
  })
})
