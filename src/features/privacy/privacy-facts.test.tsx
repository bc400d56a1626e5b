/**
 * What the privacy notice says of the server, held against the code that makes it true: the
 * example address is written as the access log writes it; a log line, on either server, holds the
 * fields the notice lists and nothing else (no whole address, no browser, no referring page); the
 * deployment guide keeps the logs as long as the notice says; and the page shows the storage key,
 * its values, the example and the days from the code, in both languages. What it says of the
 * browser: e2e/privacy-notice.spec.ts. The table of addresses: server/access-log.test.ts; both
 * servers' lines for real requests: tests/contract/log-addresses.test.ts.
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { JSDOM } from 'jsdom'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { anonymousAddress, createAccessLog } from '../../../server/access-log.ts'
import { site } from '../../config/site.ts'
import { WordsProvider } from '../../content/use-words.tsx'
import { allWords } from '../../content/words.ts'
import { plural } from '../../i18n/format.ts'
import { LANG_STORAGE_KEY, LANGS } from '../../i18n/lang.ts'
import { LocaleProvider } from '../../i18n/locale-context.tsx'
import { LOG_EXAMPLE, LOG_KEPT_DAYS, NOTICE_SECTIONS } from './data/facts.ts'
import { PrivacyPage } from './privacy-page.tsx'
import { AppData } from './sections/links.tsx'

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')

/** Whole addresses of each kind the log may see: IPv4, IPv6, IPv4 written as IPv6. */
const VISITORS = [
  { address: LOG_EXAMPLE.full, whole: LOG_EXAMPLE.full },
  { address: '2001:db8:85a3:8d3:1319:8a2e:370:7348', whole: '2001:db8:85a3:8d3:1319:8a2e:370:7348' },
  { address: '::ffff:198.51.100.23', whole: '198.51.100.23' },
]
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile'
const CAME_FROM = 'https://search.example/?q=faheem'

/** The lines the Node server's access log writes for one request and one refused request from `address`. */
function linesFor(address: string): string[] {
  const lines: string[] = []
  const log = createAccessLog(undefined, (line) => lines.push(line))
  const socket = { remoteAddress: address } as Socket
  const req = {
    method: 'GET',
    url: '/pricing?subjects=3&period=term',
    httpVersion: '1.1',
    socket,
    headers: { 'user-agent': BROWSER, referer: CAME_FROM, cookie: 'id=1' },
  } as unknown as IncomingMessage
  log?.request(req, { statusCode: 200 } as ServerResponse, process.hrtime.bigint())
  log?.malformed(socket, 400)
  return lines
}

describe('the notice’s server log', () => {
  it('shows an example address written as the access log writes it, shortened', () => {
    expect(anonymousAddress(LOG_EXAMPLE.full)).toBe(LOG_EXAMPLE.kept)
    expect(LOG_EXAMPLE.kept).not.toBe(LOG_EXAMPLE.full)
  })

  it.each(VISITORS)('keeps no whole address, browser or referring page: $address', ({ address, whole }) => {
    const [line, refused] = linesFor(address)
    // The fields the notice lists: the shortened address, the time, the page asked for with its
    // query, the status, the bytes sent, the seconds; nothing else.
    const kept = anonymousAddress(address).replace(/\./g, '\\.')
    expect(line).toMatch(
      new RegExp(
        `^${kept} \\[[^\\]]+\\] "GET /pricing\\?subjects=3&period=term HTTP/1\\.1" 200 0 \\d+\\.\\d{3}\\n$`,
      ),
    )
    expect(refused).toMatch(new RegExp(`^${kept} \\[[^\\]]+\\] "-" 400 \\d+ -\\n$`))
    for (const written of [line, refused]) {
      expect(written).not.toContain(whole)
      expect(written).not.toContain('Mozilla')
      expect(written).not.toContain('search.example')
      expect(written).not.toContain('id=1')
    }
  })

  it('is written by nginx with the same fields, the address shortened by the same rules', () => {
    const conf = read('deploy/nginx.conf')
    const format = /^\s*log_format faheem escape=default '([^']*)';/m.exec(conf)?.[1] ?? ''
    expect(format.match(/\$\w+/g)).toEqual([
      '$faheem_anon_addr',
      '$time_iso8601',
      '$request',
      '$status',
      '$body_bytes_sent',
      '$request_time',
    ])
    // Every access log nginx writes uses that format.
    const logs = [...conf.matchAll(/^\s*access_log\s+([^;]*);/gm)].map((match) => match[1])
    expect(logs.length).toBeGreaterThan(0)
    for (const log of logs) expect(log).toMatch(/ faheem$/)
  })

  it(`is kept as long as the deployment guide says: ${LOG_KEPT_DAYS} days`, () => {
    const deploy = read('docs/deploy.md')
    const server = read('docs/server.md')
    const figures = [
      ...`${deploy}\n${server}`.matchAll(/Keep the logs (\d+) days|rotate (\d+)|MaxRetentionSec=(\d+)day/g),
    ].map((match) => Number(match[1] ?? match[2] ?? match[3]))
    // deploy.md: the rule, logrotate's count, journald's retention; server.md: the rule again.
    expect(figures).toEqual([LOG_KEPT_DAYS, LOG_KEPT_DAYS, LOG_KEPT_DAYS, LOG_KEPT_DAYS])
  })
})

describe.each(LANGS)('the notice in %s', (lang) => {
  const page = new JSDOM(renderToStaticMarkup(<PrivacyPage lang={lang} />)).window.document
  const codes = (id: string) => [...page.querySelectorAll(`#${id} code`)].map((code) => code.textContent)
  const text = (id: string) => page.querySelector(`#${id}`)?.textContent ?? ''

  it('names the storage key and the values the head script writes, from the code', () => {
    expect(codes(NOTICE_SECTIONS.choice)).toEqual([LANG_STORAGE_KEY, ...LANGS])
  })

  it('shows the example address, and how long the lines are kept, from the code', () => {
    expect(codes(NOTICE_SECTIONS.log)).toEqual([LOG_EXAMPLE.full, LOG_EXAMPLE.kept])
    expect(text(NOTICE_SECTIONS.log)).toContain(plural(lang, LOG_KEPT_DAYS, allWords(lang).privacy.days))
  })

  it('leaves no placeholder unfilled', () => {
    expect(page.querySelector('main')?.textContent).not.toMatch(/[{}]/)
  })
})

describe.each(LANGS)('the app’s privacy policy, in %s', (lang) => {
  const copy = allWords(lang).privacy.app
  const render = (policyUrl: string | null) =>
    new JSDOM(
      renderToStaticMarkup(
        <LocaleProvider lang={lang}>
          <WordsProvider words={{ privacy: allWords(lang).privacy }}>
            <AppData policyUrl={policyUrl} />
          </WordsProvider>
        </LocaleProvider>,
      ),
    ).window.document

  it('is said to be in the app, with no link, while the configuration gives no address', () => {
    const section = render(null)
    expect(section.body.textContent).toContain(copy.inApp)
    // Its one link is whom to ask.
    expect([...section.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      `mailto:${site.support.email}`,
    ])
  })

  it('is linked, in the same tab, once the configuration gives its address', () => {
    const section = render('https://policy.example/faheem')
    expect(section.body.textContent).not.toContain(copy.inApp)
    const link = section.querySelector('a[href="https://policy.example/faheem"]')
    expect(link?.textContent).toBe(copy.link)
    expect(link?.hasAttribute('target')).toBe(false)
  })
})
