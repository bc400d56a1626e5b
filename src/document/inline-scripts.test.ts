import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { distFiles } from '../../server/dist-files.ts'
import { CONTENT_SECURITY_POLICY } from '../../server/security-headers.ts'

/**
 * What the browser checks: the sha256 of the bytes of each inline script as they stand in the
 * built pages (dist/, npm test builds first), against the script-src of every policy we ship:
 * the Node server's header, nginx's (deploy/nginx) and the static hosts' (dist/_headers).
 */
describe('the inline scripts of the built pages', () => {
  const root = resolve(import.meta.dirname, '../..')
  const dist = join(root, 'dist')
  const pages = existsSync(dist) ? distFiles(dist).filter((file) => /^[^/]+\.html$/.test(file)) : []

  /** The script-src sources of a policy. */
  const scriptSources = (policy: string) =>
    (
      policy
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .find(([name]) => name === 'script-src') ?? []
    ).slice(1)
  const policies: Array<[string, () => string]> = [
    ['server/security-headers.ts', () => CONTENT_SECURITY_POLICY],
    [
      'deploy/nginx/security-headers.conf',
      () =>
        /add_header Content-Security-Policy "([^"]+)"/.exec(
          readFileSync(join(root, 'deploy/nginx/security-headers.conf'), 'utf8'),
        )?.[1] ?? '',
    ],
    [
      'dist/_headers',
      () => /Content-Security-Policy: (.+)/.exec(readFileSync(join(dist, '_headers'), 'utf8'))?.[1] ?? '',
    ],
  ]

  it('has six pages to read', () => {
    expect(pages).toHaveLength(6)
  })

  it.each(pages)(
    '%s: every inline script is allowed by its hash in every policy, and nothing else inline',
    (page) => {
      const html = readFileSync(join(dist, page))
      // Script elements without src that the browser runs (JSON-LD is data, not checked by CSP).
      const inline = [...html.toString('latin1').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(
          ([, attributes]) =>
            !/\bsrc=/.test(attributes ?? '') && !/application\/ld\+json/.test(attributes ?? ''),
        )
        // latin1 keeps one character per byte: back to the exact bytes served.
        .map(([, , body]) => Buffer.from(body ?? '', 'latin1'))
      expect(inline.length).toBeGreaterThan(0)
      for (const [name, policy] of policies) {
        const sources = scriptSources(policy())
        expect(sources, name).not.toContain("'unsafe-inline'")
        for (const bytes of inline) {
          const hash = `'sha256-${createHash('sha256').update(bytes).digest('base64')}'`
          expect(sources, `${name}: ${bytes.toString('utf8').slice(0, 60)}…`).toContain(hash)
        }
      }
    },
  )
})
