/**
 * What the repository's prose names: the file paths and headings in the comments of the source
 * (ts, tsx, mts, mjs, astro, css), in README.md and in docs/*.md, and whether each exists
 * (tests/repo/references.test.ts). A path is checked when it is rooted (its first segment is an entry
 * of the repository's root), relative (`./`, `../`, from the file that names it) or, with none of
 * those, a file name or partial path ending in a source extension (some file must end with it). A glob
 * or placeholder (`sections/*.tsx`, `locales/{en,ar}/`, `<name>.astro`) is checked up to its first
 * wildcard. Build outputs (the directories .gitignore lists) are not checked: they exist after a build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')

export type Comment = { line: number; text: string }
export type Reference = { line: number; target: string; heading?: string }

/** Directories .gitignore lists (`dist/`, `src/generated/`, …): outputs, not sources. */
const ignoredDirs = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, ''))
  .filter((line) => line.endsWith('/') && !line.startsWith('#'))

const ignored = (path: string) => path === '.git' || ignoredDirs.some((dir) => `${path}/`.startsWith(dir))

/** Every file of the repository (outside .git and the ignored directories), relative to its root. */
export const REPO_FILES: readonly string[] = (function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name
    if (ignored(path)) return []
    return entry.isDirectory() ? walk(path) : entry.isFile() ? [path] : []
  })
})('')

const rootEntries = new Set(REPO_FILES.map((path) => path.split('/')[0]))
const SOURCE_EXTENSION = /\.(ts|tsx|mts|mjs|astro|css|md|json)$/
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length

/** The comments of a script (TypeScript, TSX, JavaScript): a scanner that steps over strings, templates and regexes. */
function scriptComments(source: string): Comment[] {
  const comments: Comment[] = []
  const templates: number[] = [] // brace depth at which each open template's `${` resumes
  let depth = 0
  let last = '' // the last significant character, to tell a regex from a division
  let i = 0
  const skipTo = (pattern: RegExp) => {
    pattern.lastIndex = i
    const match = pattern.exec(source)
    i = match ? match.index + match[0].length : source.length
  }
  const template = () => {
    // From the character before a template's text to its end, or to a `${` (its depth kept).
    for (i++; i < source.length; i++) {
      if (source[i] === '\\') i++
      else if (source[i] === '`') break
      else if (source[i] === '$' && source[i + 1] === '{') {
        templates.push(depth++)
        i += 2
        return
      }
    }
    i++
  }
  while (i < source.length) {
    const c = source[i] ?? ''
    const next = source[i + 1]
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i)
      const stop = end < 0 ? source.length : end
      comments.push({ line: lineAt(source, i), text: source.slice(i + 2, stop) })
      i = stop
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2)
      const stop = end < 0 ? source.length : end
      const text = source.slice(i + 2, stop).replace(/^[ \t]*\*(?!\/)[ \t]?/gm, '')
      comments.push({ line: lineAt(source, i), text })
      i = stop + 2
    } else if (c === "'" || c === '"') {
      skipTo(c === "'" ? /'(?:\\.|[^'\\\n])*'?/y : /"(?:\\.|[^"\\\n])*"?/y)
      last = 'a'
    } else if (c === '`') {
      template()
      last = 'a'
    } else if (c === '}' && templates.at(-1) === depth - 1) {
      depth--
      templates.pop()
      template()
      last = 'a'
    } else if (c === '/' && (last === '' || '(,=:[!&|?{};+-*%<>~^'.includes(last))) {
      skipTo(/\/(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])*\/[a-z]*/y)
      last = 'a'
    } else {
      if (c === '{') depth++
      else if (c === '}') depth--
      if (!/\s/.test(c)) last = /[\w$)\]]/.test(c) ? 'a' : c
      i++
    }
  }
  return comments
}

/** The comments of any source file the check reads; a Markdown file is all prose. */
export function commentsOf(path: string, source: string): Comment[] {
  if (path.endsWith('.md')) return [{ line: 1, text: source }]
  if (path.endsWith('.css')) {
    return [...source.matchAll(/\/\*([\s\S]*?)\*\//g)].map((match) => ({
      line: lineAt(source, match.index),
      text: (match[1] ?? '').replace(/^[ \t]*\*[ \t]?/gm, ''),
    }))
  }
  if (path.endsWith('.astro')) {
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source)
    const script = frontmatter
      ? scriptComments(frontmatter[1] ?? '').map((c) => ({ ...c, line: c.line + 1 }))
      : []
    const markup = [...source.matchAll(/<!--([\s\S]*?)-->|\{\/\*([\s\S]*?)\*\/\}/g)].map((match) => ({
      line: lineAt(source, match.index),
      text: match[1] ?? match[2] ?? '',
    }))
    return [...script, ...markup]
  }
  return scriptComments(source)
}

const PATH = /(?:[\w.@[\]*<>/-]|\{[\w,.-]*\})+/g
const HEADING = /\b(README(?:\.md)?|(?:\.\.\/)*docs\/[\w-]+\.md)[\s,(]*(?:section\s+)?["“]([^"”]{1,80})["”]/g

/** The paths and headings a comment names (a path relative to the repository's root, or as written). */
export function referencesIn(comment: Comment, from: string): Reference[] {
  const text = comment.text.replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, ' ') // URLs name no file here
  const at = (index: number) => comment.line + text.slice(0, index).split('\n').length - 1
  const references: Reference[] = []
  for (const match of text.matchAll(PATH)) {
    if (/["']/.test(text[match.index - 1] ?? '')) continue // a string in an example of code
    const written = match[0].replace(/[.,:;]+$/, '')
    const target = resolvePath(written, from)
    if (target !== undefined) references.push({ line: at(match.index), target })
  }
  for (const match of text.matchAll(HEADING)) {
    const doc = match[1] === 'README' ? 'README.md' : (resolvePath(match[1] ?? '', from) ?? '')
    references.push({ line: at(match.index), target: doc, heading: match[2]?.replace(/\s+/g, ' ') })
  }
  return references
}

/**
 * The path a written one names, relative to the root and cut at its first wildcard; a partial path
 * as written (checked as the end of some file's path); undefined for what is not a path here.
 */
export function resolvePath(written: string, from: string): string | undefined {
  if (written.startsWith('/') || !/[\w]/.test(written)) return undefined
  const wildcard = written.search(/[*{<]/)
  const fixed = wildcard < 0 ? written : written.slice(0, written.lastIndexOf('/', wildcard) + 1)
  const first = written.split('/')[0] ?? ''
  let path: string
  if (first === '.' || first === '..') path = normalize(join(dirname(from), fixed))
  else if (rootEntries.has(first) || ignoredDirs.includes(`${first}/`)) path = fixed
  else if (
    wildcard < 0 &&
    SOURCE_EXTENSION.test(written) &&
    /^[\w@]/.test(written) &&
    !(written.includes('/') && first.includes('.'))
  ) {
    return written // a file name, or a partial path (not a host's: `example.com/a.json`)
  } else return undefined
  if (path.startsWith('..') || ignored(path.replace(/\/$/, ''))) return undefined
  return path === '' || path === '.' ? undefined : path
}

/** Whether a reference holds: the path exists (or ends some file's path), the heading is in the file. */
export function holds(reference: Reference): boolean {
  const { target, heading } = reference
  const rooted = rootEntries.has(target.split('/')[0] ?? '') || target.startsWith('.')
  const exists = rooted
    ? existsSync(join(ROOT, target))
    : REPO_FILES.some((file) => file === target || file.endsWith(`/${target}`))
  if (!exists || heading === undefined) return exists
  // A heading is named whole, or by its words before a comma or a parenthesis.
  return headingsOf(target).some(
    (h) => h === heading || [' (', ','].some((end) => h.startsWith(heading + end)),
  )
}

function headingsOf(doc: string): string[] {
  const text = readFileSync(join(ROOT, doc), 'utf8').replace(/^```[\s\S]*?^```/gm, '')
  return [...text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*$/gm)].map((match) =>
    (match[1] ?? '').replaceAll('`', ''),
  )
}
