/**
 * Every file of the build, on BOTH servers: each text file has its .br and .gz copies, each
 * file is served (HTML files by route, the others by path) with its type, caching, Vary and the
 * bytes of the build in every coding. Files a deployment adds are in other-files.test.ts.
 */
import { extname } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { EDITOR_PREFIX, editorHeaders } from '../../server/security-headers.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import {
  EDITOR_PAGE,
  expectSecurityHeaders,
  getter,
  HTML_ADDRESS,
  NOT_FOUND_FILES,
  SERVED,
} from './answers.ts'
import { built, builtFiles, builtVariant, type Coding, isText } from './built-files.ts'
import { describeEachServer } from './servers.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

describe('the build', () => {
  it('has a .br and a .gz copy of every text file, each decoding to the original bytes', () => {
    const texts = builtFiles().filter(isText)
    expect(texts.length).toBeGreaterThan(15)
    for (const file of texts) {
      const original = built(file)
      expect(brotliDecompressSync(built(`${file}.br`)).equals(original), `${file}.br`).toBe(true)
      expect(gunzipSync(built(`${file}.gz`)).equals(original), `${file}.gz`).toBe(true)
    }
  })

  it('serves every file it has: each HTML file is a route, every other file has a type', () => {
    for (const file of builtFiles()) {
      if (/\.(br|gz)$/.test(file) || file === '_headers' || file === '_redirects') continue
      expect(CONTENT_TYPES[extname(file)], file).toBeDefined()
      if (file.endsWith('.html') && file !== EDITOR_PAGE) expect(HTML_ADDRESS[file], file).toBeDefined()
    }
  })
})

/** The editor's files (editor.test.ts): its own headers; its hashed bundle immutable, the rest revalidated. */
const isEditor = (file: string) => file.startsWith(EDITOR_PREFIX.slice(1))
const EDITOR_HEADERS = editorHeaders(
  builtFiles().includes('admin/config.json') ? built('admin/config.json').toString() : undefined,
)

describeEachServer('every file of the build, as built', (server) => {
  const get = getter(server)

  it('includes the sitemap, manifest, robots.txt, icons and share images', () => {
    const files = SERVED.map(({ file }) => file)
    for (const file of [
      'sitemap.xml',
      'site.webmanifest',
      'robots.txt',
      'favicon.svg',
      'icon-192.png',
      'icon-512.png',
      'apple-touch-icon.png',
      'share-ar.png',
      'share-en.png',
    ]) {
      expect(files).toContain(file)
    }
  })

  it.each(SERVED)('$file: its type, caching and every coding', async ({ file, target }) => {
    const type = CONTENT_TYPES[extname(file)]
    const status = NOT_FOUND_FILES.has(file) ? 404 : 200
    const cache =
      status === 404
        ? CACHE_CONTROL.error
        : file.endsWith('.html')
          ? CACHE_CONTROL.html
          : /^(?:admin\/)?assets\//.test(file)
            ? CACHE_CONTROL.asset
            : isEditor(file)
              ? CACHE_CONTROL.html
              : CACHE_CONTROL.file
    for (const [accept, coding] of [
      [null, 'identity'],
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get(target, accept === null ? {} : { 'Accept-Encoding': accept })
      const sent: Coding = isText(file) ? coding : 'identity'
      expect(response.status, `${target} ${accept}`).toBe(status)
      expect(response.headers['content-type']).toBe(type)
      expect(response.headers['cache-control']).toBe(cache)
      expect(response.headers['content-encoding'] ?? 'identity', `${target} ${accept}`).toBe(sent)
      expect(response.headers.vary).toBe(isText(file) ? 'Accept-Encoding' : undefined)
      expect(response.body.equals(builtVariant(file, sent)), `${target} ${accept}: the built bytes`).toBe(
        true,
      )
      if (!isEditor(file)) expectSecurityHeaders(response)
      for (const [name, value] of isEditor(file) ? EDITOR_HEADERS : [])
        expect(response.headers[name.toLowerCase()], name).toBe(value)
    }
  })
})
