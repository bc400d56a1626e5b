/**
 * The integration (scripts/build/integration.ts) does what it promises: before Vite runs it adds
 * the directives, plugins and constants and, for a build or the dev server, has the head script
 * compiled and the fonts cut; after a build, on a small dist/ of our own, it writes the images,
 * site files, compressed copies, `_headers` and the nginx snippets, with a CSP of that dist's
 * inline script, and says so through Astro's logger.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { HookParameters } from 'astro'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_INSTALL_URL, DEFAULT_SITE_URL } from '../../src/config/build-config.ts'
import { writeHeadScript } from './head-script.ts'
import { faheem } from './integration.ts'
import { subsetFonts } from './subset-fonts.ts'
import type { viteConfig } from './vite-plugin.ts'

// The real ones write src/generated/, which other test files read meanwhile; the build runs them.
vi.mock('./head-script.ts', () => ({ writeHeadScript: vi.fn() }))
vi.mock('./subset-fonts.ts', () => ({ subsetFonts: vi.fn(async () => ['cut.woff2']) }))
vi.setConfig({ testTimeout: 120_000 })
// The fixture has pages, not content/: the editor's build (scripts/editor/build.ts) reads the
// repository's, and e2e/editor.spec.ts and tests/contract/editor.test.ts test it on a real build.
vi.stubEnv('FAHEEM_EDITOR', 'off')

const hooks = faheem({ installUrl: DEFAULT_INSTALL_URL, siteUrl: DEFAULT_SITE_URL }).hooks
const logger = { info: vi.fn() }
const fixture = mkdtempSync(join(tmpdir(), 'faheem-integration-'))
afterAll(() => rmSync(fixture, { recursive: true, force: true }))

/** Astro's first hook for `command`, in a project whose root is the fixture. */
function setup(
  command: HookParameters<'astro:config:setup'>['command'],
  updateConfig = vi.fn(),
  addClientDirective = vi.fn(),
) {
  const config = { root: pathToFileURL(`${fixture}/`) }
  const options = { config, command, updateConfig, addClientDirective }
  return hooks['astro:config:setup']?.(options as unknown as HookParameters<'astro:config:setup'>)
}

describe('astro:config:setup', () => {
  it('adds the two island directives, the Vite plugins and the build constants', async () => {
    const addClientDirective = vi.fn()
    const updateConfig = vi.fn<(config: { vite: ReturnType<typeof viteConfig> }) => void>()
    await setup('sync', updateConfig, addClientDirective)
    expect(addClientDirective.mock.calls.map(([directive]) => directive.name)).toEqual(['painted', 'touched'])
    const vite = updateConfig.mock.calls[0]?.[0].vite
    expect(vite?.plugins.flat().map((plugin) => plugin.name)).toContain('faheem:files')
    expect(vite?.define.__FAHEEM_INSTALL_URL__).toBe(JSON.stringify(DEFAULT_INSTALL_URL))
  })

  it('has the head script compiled and the fonts cut for a build or the dev server, not for astro sync', async () => {
    for (const command of ['sync', 'preview', 'build', 'dev'] as const) {
      vi.mocked(writeHeadScript).mockClear()
      vi.mocked(subsetFonts).mockClear()
      await setup(command)
      const expected = command === 'build' || command === 'dev' ? 1 : 0
      expect(vi.mocked(writeHeadScript), command).toHaveBeenCalledTimes(expected)
      expect(vi.mocked(subsetFonts), command).toHaveBeenCalledTimes(expected)
    }
  })
})

describe('astro:build:done, on a dist/ of our own', () => {
  const dist = join(fixture, 'dist')
  const script = 'console.log("fixture")'
  const read = (path: string) => readFileSync(join(fixture, path), 'utf8')

  it('writes the files around the pages, and says so', async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true })
    writeFileSync(join(dist, 'index.html'), `<!doctype html><script>${script}</script><p>fixture</p>`)
    writeFileSync(join(dist, 'assets', 'app.js'), 'export {}\n'.repeat(50))
    mkdirSync(join(fixture, 'deploy', 'nginx'), { recursive: true })
    writeFileSync(join(fixture, 'deploy', 'nginx', 'stale.conf'), '')
    await setup('build')
    const done = { dir: pathToFileURL(`${dist}/`), logger }
    await hooks['astro:build:done']?.(done as unknown as HookParameters<'astro:build:done'>)
    expect(logger.info).toHaveBeenCalledTimes(1)
    expect(logger.info.mock.calls[0]?.[0]).toMatch(
      /share-ar\.png, .*sitemap\.xml.* 5 files precompressed.*cut\.woff2/,
    )
  })

  it('the share images, icons, sitemap, robots.txt and manifest', () => {
    for (const file of [
      'share-ar.png',
      'share-en.png',
      'icon-192.png',
      'icon-512.png',
      'apple-touch-icon.png',
    ]) {
      expect(readFileSync(join(dist, file)).subarray(1, 4).toString(), file).toBe('PNG')
    }
    expect(read('dist/sitemap.xml')).toContain(`<loc>${DEFAULT_SITE_URL}/en/pricing</loc>`)
    expect(read('dist/robots.txt')).toContain(`Sitemap: ${DEFAULT_SITE_URL}/sitemap.xml`)
    expect(JSON.parse(read('dist/site.webmanifest')).lang).toBe('ar')
  })

  it('a .br and a .gz copy of every text file, each the same bytes', () => {
    for (const file of ['index.html', 'assets/app.js', 'sitemap.xml', 'robots.txt', 'site.webmanifest']) {
      const original = readFileSync(join(dist, file))
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(original), file).toBe(true)
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(original), file).toBe(true)
    }
  })

  it('_headers and the nginx snippets, with the CSP of these pages, and nothing stale', () => {
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    const headers = read('dist/_headers')
    expect(headers).toMatch(new RegExp(`^  Content-Security-Policy: .*script-src 'self' ${hash};`, 'm'))
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
    expect(headers).toContain('/robots.txt\n  Cache-Control: public, max-age=3600, must-revalidate\n')
    const snippets =
      'access-log cache-control editor-headers editor error-pages file-types languages pages precompressed-headers precompressed requests'
    expect(readdirSync(join(fixture, 'deploy', 'nginx')).sort()).toEqual(
      `${snippets} security-headers`.split(' ').map((name) => `${name}.conf`),
    )
    expect(read('deploy/nginx/security-headers.conf')).toContain(`script-src 'self' ${hash};`)
  })
})
