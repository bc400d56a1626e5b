/**
 * Files a deployment may add to the build (.well-known/..., nested assets), and files that must
 * never be served, on BOTH servers over a copy of dist/ with such files added: other files are
 * cached an hour and revalidated, unknown types and symlinks (even to a file outside dist/) are
 * not found. The build's own files (sitemap, manifest, robots.txt, icons, share images) are
 * checked as built in every-built-file.test.ts.
 */
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { DIST } from '../../server/dist-files.ts'
import { request } from './http-client.ts'
import { ROOT } from './processes.ts'
import { describeEachServer } from './servers.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

const SECURITY = 'Contact: mailto:security@faheem.app\nExpires: 2030-01-01T00:00:00.000Z\n'
const NESTED_SCRIPT = `export const answer = ${'42 + '.repeat(100)}0\n`

let fixture: string

beforeAll(async () => {
  fixture = await mkdtemp(join(tmpdir(), 'faheem-dist-extra-'))
  await cp(DIST, fixture, { recursive: true })
  await mkdir(join(fixture, '.well-known'))
  await writeFile(join(fixture, '.well-known', 'security.txt'), SECURITY)
  await mkdir(join(fixture, 'assets', 'nested'))
  await writeFile(join(fixture, 'assets', 'nested', 'deep-abc123.js'), NESTED_SCRIPT)
  await writeFile(join(fixture, 'notes.md'), '# not a type we serve\n')
  await writeFile(join(fixture, 'assets', 'source.map.md'), 'no\n')
  await symlink(join(ROOT, 'package.json'), join(fixture, 'outside.json'))
  await symlink(join(ROOT, 'package.json'), join(fixture, 'assets', 'outside-123.json'))
  await symlink(join(fixture, '.well-known', 'security.txt'), join(fixture, 'inside-link.txt'))
})

afterAll(async () => {
  await rm(fixture, { recursive: true, force: true })
})

describeEachServer(
  'other files of the build',
  (server) => {
    it.each([
      ['/.well-known/security.txt', SECURITY, 'text/plain; charset=utf-8', CACHE_CONTROL.file],
      ['/assets/nested/deep-abc123.js', NESTED_SCRIPT, 'text/javascript; charset=utf-8', CACHE_CONTROL.asset],
    ])('%s: served as built, %s', async (target, body, type, cache) => {
      const response = await request(server().port, target)
      expect(response.status).toBe(200)
      expect(response.body.toString()).toBe(body)
      expect(response.headers['content-type']).toBe(type)
      expect(response.headers['cache-control']).toBe(cache)
      expect(response.headers['content-security-policy']).toBeDefined()
    })

    it.each([
      '/notes.md',
      '/assets/source.map.md',
      '/favicon.svg.br',
      '/robots.txt.gz',
      '/outside.json',
      '/assets/outside-123.json',
      '/inside-link.txt',
      '/.well-known/',
      '/.well-known',
      '/assets/nested/',
    ])('%s is the not-found page', async (target) => {
      const response = await request(server().port, target)
      expect(response.status).toBe(404)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.body.toString()).not.toContain('faheem-website')
    })
  },
  { dist: () => fixture },
)
