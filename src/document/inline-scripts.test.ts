/**
 * What the browser checks: the sha256 of the bytes of each inline script and style as they stand
 * in the built pages (dist/, npm test builds first) against the script-src and style-src of every
 * policy we ship: the Node server's header (server/security-headers.ts, of the build it serves),
 * nginx's (deploy/nginx/security-headers.conf, written by the build) and the static hosts'
 * (dist/_headers). Read here
 * independently of server/inline-hashes.ts: a script added to a page without rebuilding and
 * regenerating the policies fails. And no inline `style=` attribute, which a strict style-src blocks.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DIST } from '../../server/dist-files.ts'
import { inlineHashes } from '../../server/inline-hashes.ts'
import { contentSecurityPolicy } from '../../server/security-headers.ts'
import { htmlFile, PAGES } from '../config/routes.ts'
import { LANGS } from '../i18n/lang.ts'

const root = resolve(import.meta.dirname, '../..')
const FILES = PAGES.flatMap((page) => LANGS.map((lang) => htmlFile(page, lang)))

/** The sources of one directive of a policy. */
function sources(policy: string, directive: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
  return found ? found.slice(1) : []
}

const POLICIES: Array<[string, () => string]> = [
  ['server/security-headers.ts', () => contentSecurityPolicy(inlineHashes(DIST))],
  [
    'deploy/nginx/security-headers.conf',
    () =>
      /add_header Content-Security-Policy "([^"]+)"/.exec(
        readFileSync(join(root, 'deploy/nginx/security-headers.conf'), 'utf8'),
      )?.[1] ?? '',
  ],
  [
    'dist/_headers',
    () => /Content-Security-Policy: (.+)/.exec(readFileSync(join(DIST, '_headers'), 'utf8'))?.[1] ?? '',
  ],
]

/**
 * The inline elements a browser runs or applies: <script> without src (JSON-LD is data, which CSP
 * does not check) and <style>, each as the exact bytes served (latin1 keeps one char per byte).
 */
function inline(file: string) {
  const html = readFileSync(join(DIST, file)).toString('latin1')
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && !/application\/ld\+json/i.test(attributes),
    )
    .map(([, , body = '']) => Buffer.from(body, 'latin1'))
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) =>
    Buffer.from(body, 'latin1'),
  )
  return { html, scripts, styles }
}

const hash = (bytes: Buffer) => `'sha256-${createHash('sha256').update(bytes).digest('base64')}'`

describe.each(FILES)('%s', (file) => {
  it('every inline script and style is allowed by its hash in every policy we ship', () => {
    const { scripts, styles } = inline(file)
    // At least the head script and the speculation rules.
    expect(scripts.length).toBeGreaterThanOrEqual(2)
    for (const [name, policy] of POLICIES) {
      const text = policy()
      expect(text, `${name}: no policy found`).not.toBe('')
      for (const directive of ['script-src', 'style-src']) {
        expect(sources(text, directive), `${name} ${directive}`).not.toContain("'unsafe-inline'")
      }
      for (const bytes of scripts) {
        expect(sources(text, 'script-src'), `${name}: <script>${bytes.toString().slice(0, 60)}…`).toContain(
          hash(bytes),
        )
      }
      for (const bytes of styles) {
        expect(sources(text, 'style-src'), `${name}: <style>${bytes.toString().slice(0, 60)}…`).toContain(
          hash(bytes),
        )
      }
    }
  })

  it('has no inline style attribute and no inline event handler', () => {
    const { html } = inline(file)
    // Attributes inside tags only (text and attribute values may mention the words).
    const tags = html.match(/<[a-z][^>]*>/gi) ?? []
    expect(tags.filter((tag) => /\sstyle\s*=/i.test(tag))).toEqual([])
    expect(tags.filter((tag) => /\son[a-z]+\s*=/i.test(tag))).toEqual([])
  })
})

it('the three policies are the same policy', () => {
  const [node, ...others] = POLICIES.map(([, policy]) => policy())
  for (const [index, other] of others.entries()) expect(other, POLICIES[index + 1]?.[0]).toBe(node)
})
