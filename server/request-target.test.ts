import { describe, expect, it } from 'vitest'
import { isAcceptableHost, parseRequestTarget } from './request-target.ts'

describe('parseRequestTarget (as nginx reads a request target)', () => {
  it.each([
    ['/', '/', ''],
    ['/pricing?lang=en', '/pricing', '?lang=en'],
    ['/pricing?', '/pricing', '?'],
    ['/%70ricing', '/pricing', ''],
    ['//pricing', '/pricing', ''],
    ['/./pricing', '/pricing', ''],
    ['/x/../pricing', '/pricing', ''],
    ['/x%2f..%2fpricing', '/pricing', ''],
    ['/pricing/', '/pricing/', ''],
    ['/pricing/.', '/pricing/', ''],
    ['/pricing/..', '/', ''],
    ['/a//..', '/', ''],
    ['///', '/', ''],
    ['/%2e', '/', ''],
    ['/...', '/...', ''],
    ['/..;/x', '/..;/x', ''],
    ['/%25', '/%', ''],
    ['/pricing%3Flang=en', '/pricing?lang=en', ''],
    ['/a%5c..%5cb', '/a\\..\\b', ''],
    ['/pricing#faq', '/pricing', ''],
    ['/pricing?lang=en#faq', '/pricing', '?lang=en'],
    ['/pricing#x?lang=en', '/pricing', ''],
    ['/?q=%zz', '/', '?q=%zz'],
    ['http://localhost/pricing?lang=en', '/pricing', '?lang=en'],
    ['https://example.com:8443', '/', ''],
    ['http://x?lang=en', '/', '?lang=en'],
    ['http://[::1]:80/pricing', '/pricing', ''],
  ])('%s → path %s, search %s', (raw, path, search) => {
    expect(parseRequestTarget(raw)).toEqual({ path, search })
  })

  it.each([
    '/%',
    '/%zz',
    '/%2',
    '/%g0',
    '/%00',
    '/pricing%00',
    '/..',
    '/../pricing',
    '/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/assets/..%2f..%2fpackage.json',
    '/a/../../b',
    '*',
    'pricing',
    '',
    'http://user@localhost/',
    'http://a b/',
  ])('%j → 400', (raw) => {
    expect(parseRequestTarget(raw)).toEqual({ error: 400 })
  })
})

describe('isAcceptableHost (as nginx validates Host)', () => {
  it.each([
    [['localhost'], 1, 1, true],
    [['faheem.app.'], 1, 1, true],
    [['[::1]:8080'], 1, 1, true],
    [['x:99999'], 1, 1, true],
    [undefined, 1, 0, true],
    [undefined, 1, 1, false],
    [['a', 'b'], 1, 1, false],
    [[''], 1, 1, false],
    [['.'], 1, 1, false],
    [['../etc'], 1, 1, false],
    [['a/b'], 1, 1, false],
    [['a b'], 1, 1, false],
    [['a\u0001'], 1, 1, false],
  ] as const)('%j over HTTP/%i.%i → %s', (hosts, major, minor, ok) => {
    expect(isAcceptableHost(hosts as string[] | undefined, major, minor)).toBe(ok)
  })
})
