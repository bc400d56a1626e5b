/**
 * dist/ loaded into memory once at start: every servable file with its precompressed variants
 * and validators, and the security headers of those very pages (their CSP hashes their inline
 * scripts). Requests never touch the file system, so no path can escape dist/.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import { htmlFile, PAGES } from '../src/config/routes.ts'
import { LANGS } from '../src/i18n/lang.ts'
import { distFiles } from './dist-files.ts'
import { pageHashes } from './inline-hashes.ts'
import { EDITOR_PREFIX, editorHeaders, securityHeaders } from './security-headers.ts'

export type Encoding = 'br' | 'gzip' | 'identity'

interface Representation {
  body: Buffer
  etag: string
}

export interface StaticFile {
  type: string
  /** Hashed build output (under HASHED_PREFIXES): cached for a year, never revalidated. */
  immutable: boolean
  variants: Partial<Record<Encoding, Representation>> & { identity: Representation }
}

/** Content-Type by extension: the only files served; nginx's `types` are generated from this. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // Sveltia CMS's image converters (scripts/editor/build.ts): loaded only for an uploaded image, and
  // no field of ours takes one (src/editor/config.ts), so its policy does not let them compile.
  '.wasm': 'application/wasm',
}

/** Where the hashed build output is: the site's (Astro) and the editor's (scripts/editor/build.ts). */
export const HASHED_PREFIXES = ['/assets/', `${EDITOR_PREFIX}assets/`] as const

/**
 * A build as served: its files by URL path, the security headers every answer carries, and those
 * of the editor's answers (under /admin/, when the build has the editor: scripts/editor/build.ts).
 */
export interface Build {
  files: Map<string, StaticFile>
  security: Readonly<Record<string, string>>
  editor: Readonly<Record<string, string>>
}

export class DistError extends Error {}

/** 16 base64url characters (96 bits of the SHA-256): every header byte counts in a page's first round trip. */
function etagOf(body: Buffer, suffix: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}${suffix}"`
}

async function listFiles(dir: string): Promise<string[]> {
  return distFiles(dir).map((file) => join(dir, file))
}

/** Loads dist/, keyed by URL path (`/assets/app-1234.js`, `/index.html`). */
export async function loadDist(distDir: string): Promise<Build> {
  let paths: string[]
  try {
    paths = await listFiles(distDir)
  } catch {
    throw new DistError(
      `No build found at ${distDir}. Run "npm run build" first (npm start does it for you).`,
    )
  }
  const files = new Map<string, StaticFile>()
  for (const path of paths) {
    const ext = extname(path)
    if (ext === '.br' || ext === '.gz') continue
    const urlPath = `/${relative(distDir, path).split(sep).join('/')}`
    const type = CONTENT_TYPES[ext]
    if (!type) continue
    const identity = await readFile(path)
    const file: StaticFile = {
      type,
      immutable: HASHED_PREFIXES.some((prefix) => urlPath.startsWith(prefix)),
      variants: { identity: { body: identity, etag: etagOf(identity, '') } },
    }
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      try {
        const body = await readFile(`${path}${suffix}`)
        file.variants[encoding] = { body, etag: etagOf(identity, `-${encoding}`) }
      } catch {
        // Not precompressed (too small to gain): identity only.
      }
    }
    files.set(urlPath, file)
  }
  const missing = PAGES.flatMap((page) => LANGS.map((lang) => `/${htmlFile(page, lang)}`)).filter(
    (path) => !files.has(path),
  )
  if (missing.length > 0) {
    throw new DistError(
      `The build in ${distDir} is incomplete (missing ${missing.join(', ')}). Run "npm run build".`,
    )
  }
  const pages = [...files].filter(([path]) => path.endsWith('.html') && !path.startsWith(EDITOR_PREFIX))
  const hashes = pageHashes(pages.map(([, file]) => file.variants.identity.body.toString('utf8')))
  const editorConfig = files.get(`${EDITOR_PREFIX}config.json`)?.variants.identity.body.toString('utf8')
  const editor = editorHeaders(editorConfig)
  return { files, security: Object.fromEntries(securityHeaders(hashes)), editor: Object.fromEntries(editor) }
}
