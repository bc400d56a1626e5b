/**
 * The HTTP contract on Cloudflare's own runtime: `wrangler pages dev dist` (workerd from npm,
 * workerd-server.ts), started ONCE for this file. The same tables as on our servers (route-cases.ts,
 * answers.ts FILES, the CSP of the pages); the rows Cloudflare must answer otherwise are claimed,
 * with the reason, by cloudflare-differences.ts, and every other row must be answered as ours.
 * Then the build's `_headers` is accepted rule for rule, and in Chromium a visitor keeps the
 * address they open, sees the page's language from the first frame, and no CSP violation.
 *
 * Node/nginx only, by nature (not run here): timeouts, slow clients, shutdown, raw malformed
 * requests and header limits (bad-input, both-resilience, node-*): they test our HTTP servers'
 * parsers and limits, which on Cloudflare are its edge's, not workerd's local ones.
 */
import { type Browser, chromium } from '@playwright/test'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { PUBLIC_PAGES, pagePath, visitPath } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../../test-support/chromium.ts'
import {
  decode,
  expectCspOfThePages,
  expectLanguageOf,
  expectSecurityHeaders,
  FILES,
  getter,
  HTML,
} from './answers.ts'
import { built, builtOrNull, EN_HOME, EN_PRICING, HOME, htmlOf, PRICING } from './built-files.ts'
import { CLOUDFLARE_DIFFERENCES, onCloudflare } from './cloudflare-differences.ts'
import { ROUTE_CASES } from './route-cases.ts'
import { describeServer, WORKERD_KIND } from './servers.ts'
import type { RunningWorkerd } from './workerd-server.ts'

vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

describeServer<RunningWorkerd>(WORKERD_KIND, 'workerd (wrangler pages dev)', (server) => {
  const get = getter(server)
  const workerd = server

  it('accepts every generated rule: each _headers block valid, no _redirects', () => {
    const report = workerd().ruleReport()
    expect(report.invalid, workerd().output()).toEqual([])
    const blocks = built('_headers')
      .toString()
      .split('\n')
      .filter((line) => line.startsWith('/'))
    expect(blocks.length).toBeGreaterThan(2)
    expect(report.validHeaderRules, workerd().output()).toBe(blocks.length)
    expect(builtOrNull('_redirects')).toBeNull()
    expect(report.validRedirectRules).toBe(0)
  })

  it('makes no request off loopback (no Request.cf fetch, no update check)', () => {
    expect(workerd().output()).not.toMatch(
      /workers\.cloudflare\.com|cf\.json|registry\.npmjs|update available/i,
    )
  })

  it('every difference of the table claims at least one row', () => {
    const claimed = new Set(ROUTE_CASES.map((row) => onCloudflare(row).differs))
    for (const name of Object.keys(CLOUDFLARE_DIFFERENCES)) expect(claimed, name).toContain(name)
  })

  it.each(
    ROUTE_CASES.map((row) => {
      const { answer, differs } = onCloudflare(row)
      const shown = 'location' in answer ? `${answer.status} ${answer.location}` : String(answer.status)
      return { target: row.target, answer, shown, note: differs ? `differs: ${differs}` : 'as ours' }
    }),
  )('$target → $shown ($note)', async ({ target, answer }) => {
    const response = await get(target)
    if (answer.status === 'not served') {
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.body.toString()).not.toContain('Content-Security-Policy:')
      return
    }
    expectSecurityHeaders(response)
    expect(response.status).toBe(answer.status)
    if ('location' in answer) {
      expect(response.headers.location).toBe(answer.location)
      return
    }
    expect(response.headers.location).toBeUndefined()
    if ('copy' in answer) {
      expect(decode(response).equals(built(answer.copy))).toBe(true)
      return
    }
    expect(response.headers['content-type']).toBe(HTML)
    expect(decode(response).equals(built(answer.file)), `body of ${target} is dist/${answer.file}`).toBe(true)
    expectLanguageOf(decode(response), answer.file)
  })

  it.each(FILES)(
    '$name: security headers, cache rule, type, ETag',
    async ({ target, file, kind, type, cache }) => {
      const response = await get(target)
      expect(response.status).toBe(kind === 'not-found' ? 404 : 200)
      expectSecurityHeaders(response)
      expect(response.headers['cache-control']).toBe(cache)
      // Content-Type: Cloudflare's type table (cloudflare-differences.ts); the type itself is ours.
      expect(response.headers['content-type']?.split(';')[0]).toBe(
        type.split(';')[0] === 'text/javascript' ? 'application/javascript' : type.split(';')[0],
      )
      if (kind !== 'not-found') expect(response.headers.etag).toMatch(/^(W\/)?"[^"]+"$/)
      expect(response.headers['x-powered-by']).toBeUndefined()
      expect(decode(response).equals(built(file))).toBe(true)
    },
  )

  it('HTML is no-cache and hashed assets immutable on every page address', async () => {
    for (const page of PUBLIC_PAGES) {
      for (const lang of LANGS) {
        const response = await get(pagePath(page, lang))
        expect(response.headers['cache-control'], pagePath(page, lang)).toBe(CACHE_CONTROL.html)
        expect(response.headers['content-type']).toBe(HTML)
        for (const [, src] of built(htmlOf(page, lang))
          .toString()
          .matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
          expect((await get(src ?? '')).headers['cache-control'], src).toBe(CACHE_CONTROL.asset)
        }
      }
    }
  })

  it('the CSP allows every inline script and style of every page, each by its hash, and no other', async () => {
    for (const target of [HOME, EN_PRICING, visitPath('not-found', 'en')]) {
      expectCspOfThePages((await get(target)).headers['content-security-policy'])
    }
  })

  it.each(['br', 'gzip', 'identity'])(
    'Accept-Encoding %s: the decoded bytes are the build',
    async (coding) => {
      for (const { target, file } of FILES) {
        const response = await get(target, { 'Accept-Encoding': coding })
        expect(decode(response).equals(built(file)), `${target} (${coding})`).toBe(true)
      }
    },
  )

  it('a matching ETag is a 304, with the security headers', async () => {
    for (const target of [PRICING, FILES.find((f) => f.kind === 'asset')?.target ?? '']) {
      const etag = (await get(target)).headers.etag ?? ''
      const response = await get(target, { 'If-None-Match': etag })
      expect(response.status, target).toBe(304)
      expect(response.body.length).toBe(0)
      expectSecurityHeaders(response)
    }
  })

  it('HEAD: the status of the GET, no body', async () => {
    for (const target of [HOME, EN_HOME, `${EN_HOME}/`, visitPath('not-found', 'en')]) {
      const head = await get(target, {}, 'HEAD')
      expect(head.status, target).toBe((await get(target)).status)
      expect(head.body.length).toBe(0)
    }
  })

  it('other methods are refused with 405 (differs: 405 answer)', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await get(PRICING, {}, method)
      expect(response.status, method).toBe(405)
      expectSecurityHeaders(response)
    }
  })

  // In Chromium, on the same runtime.
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
  })

  const visits = [
    ...PUBLIC_PAGES.flatMap((page) =>
      LANGS.map((lang) => ({ open: pagePath(page, lang), keep: pagePath(page, lang), lang })),
    ),
    ...LANGS.map((lang) => ({
      open: visitPath('not-found', lang),
      keep: visitPath('not-found', lang),
      lang,
    })),
    // Wrong spellings end at the page's address, never at a file name.
    { open: `${EN_HOME}/`, keep: EN_HOME, lang: 'en' },
    { open: `/${htmlOf('pricing', 'en')}`, keep: EN_PRICING, lang: 'en' },
  ]

  it.each(visits)(
    'Chromium: $open stays at $keep, in $lang from the first frame, no CSP violation',
    async ({ open, keep, lang }) => {
      if (!browser) throw new Error('Chromium did not start')
      const context = await browser.newContext()
      const page = await context.newPage()
      const problems: string[] = []
      page.on('console', (message) => {
        if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(String(error)))
      await page.addInitScript(() => {
        const w = window as unknown as { firstLang?: string; violations: string[] }
        w.violations = []
        document.addEventListener('securitypolicyviolation', (event) =>
          w.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        )
        requestAnimationFrame(() => {
          w.firstLang = `${document.documentElement.lang} ${document.documentElement.dir}`
        })
      })
      try {
        await page.goto(`${server().origin}${open}`, { waitUntil: 'load' })
        await page.evaluate(
          () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
        )
        expect(new URL(page.url()).pathname).toBe(keep)
        const seen = await page.evaluate(() => {
          const w = window as unknown as { firstLang?: string; violations: string[] }
          return { firstLang: w.firstLang, violations: w.violations }
        })
        expect(seen.firstLang).toBe(`${lang} ${lang === 'ar' ? 'rtl' : 'ltr'}`)
        expect([...seen.violations, ...problems]).toEqual([])
      } finally {
        await context.close()
      }
    },
  )
})
