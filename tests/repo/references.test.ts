/**
 * Every file path and heading named in a comment, in README.md or in docs/ exists: a comment that
 * sends the next engineer to a file that moved, or to a section that was renamed, fails here with
 * its file and line. What counts as a reference: tests/repo/references.ts.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  commentsOf,
  holds,
  REPO_FILES,
  type Reference,
  ROOT,
  referencesIn,
  resolvePath,
} from './references.ts'

const SOURCE = /\.(ts|tsx|mts|mjs|astro|css)$/
const read = REPO_FILES.filter(
  (path) => SOURCE.test(path) || path === 'README.md' || /^docs\/[^/]+\.md$/.test(path),
)

describe('the reader of the references', () => {
  it('reads comments and steps over strings, templates and regexes', () => {
    const source = [
      "const url = 'https://example.com/a.ts' // src/one.ts",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template's source, as text
      'const t = `// not/a.ts ${1 / 2} /* no/b.ts */` /* src/two.ts */',
      "const re = /\\/\\/ no\\/c.ts/g; const half = 1 / 2 // src/three.ts: '",
      '/**',
      ' * src/four.ts',
      ' */',
    ].join('\n')
    const texts = commentsOf('x.ts', source).map((c) => [c.line, c.text.trim()])
    expect(texts).toEqual([
      [1, 'src/one.ts'],
      [2, 'src/two.ts'],
      [3, "src/three.ts: '"],
      [4, 'src/four.ts'],
    ])
  })

  it.each([
    ['src/features/pricing/data/pricing.ts', 'src/x.ts', 'src/features/pricing/data/pricing.ts'],
    ['../data/pricing.ts', 'src/features/pricing/lib/quote.ts', 'src/features/pricing/data/pricing.ts'],
    ['./lang.ts', 'src/i18n/format.ts', 'src/i18n/lang.ts'],
    ['src/features/landing/sections/*.tsx', 'README.md', 'src/features/landing/sections/'],
    ['src/i18n/locales/{en,ar}/', 'README.md', 'src/i18n/locales/'],
    ['src/pages/[...lang]/<name>.astro', 'README.md', 'src/pages/[...lang]/'],
    ['lib/covering-bundle.ts', 'README.md', 'lib/covering-bundle.ts'],
    ['sections/*.tsx', 'README.md', undefined],
    ['dist/index.html', 'README.md', undefined],
    ['src/generated/head-script.js', 'docs/architecture.md', undefined],
    ['/en/pricing', 'README.md', undefined],
    ['@astrojs/check', 'README.md', undefined],
    ['and/or', 'README.md', undefined],
  ])('takes %s (in %s) for %s', (written, from, target) => {
    expect(resolvePath(written, from)).toBe(target)
  })

  it('finds a heading named after a document, across lines, and checks it', () => {
    const comment = { line: 10, text: 'see docs/architecture.md,\n"Boundaries"; README, "No such heading"' }
    const headings = referencesIn(comment, 'src/x.ts').filter((r) => r.heading)
    expect(headings).toEqual([
      { line: 10, target: 'docs/architecture.md', heading: 'Boundaries' },
      { line: 11, target: 'README.md', heading: 'No such heading' },
    ])
    expect(headings.map(holds)).toEqual([true, false])
  })
})

describe('the references of the repository', () => {
  const references = read.flatMap((path) =>
    commentsOf(path, readFileSync(join(ROOT, path), 'utf8')).flatMap((comment) =>
      referencesIn(comment, path).map((reference) => ({ path, ...reference })),
    ),
  )

  it(`are read from the comments of ${read.length} files, README.md and docs/`, () => {
    expect(read).toContain('README.md')
    expect(read).toContain('docs/architecture.md')
    // About 840 paths and 24 headings when this was written: far fewer means the reader broke.
    expect(references.filter((reference) => !reference.heading).length).toBeGreaterThan(600)
    expect(references.filter((reference) => reference.heading).length).toBeGreaterThan(15)
  })

  it('name only files and headings that exist', () => {
    const broken = references
      // A heading in a missing document: the document's own path is reported.
      .filter((reference) => !(reference.heading && !existsSync(join(ROOT, reference.target))))
      .filter((reference) => !holds(reference))
      .map(explain)
    expect(broken).toEqual([])
  })
})

function explain({ path, line, target, heading }: Reference & { path: string }): string {
  return heading === undefined
    ? `${path}:${line} names ${target}`
    : `${path}:${line} names "${heading}" in ${target}`
}
