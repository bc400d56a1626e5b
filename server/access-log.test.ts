import { describe, expect, it } from 'vitest'
import {
  anonymousAddress,
  createAccessLog,
  escapeLogField,
  formatLine,
  parserErrorStatus,
} from './access-log.ts'

describe('access log', () => {
  it('writes every byte outside printable ASCII, and " and \\, as \\xHH (nginx escape=default)', () => {
    expect(escapeLogField('GET /a\r\nFAKE "x" \\y\x1b[0m\x7f\xff HTTP/1.1')).toBe(
      'GET /a\\x0D\\x0AFAKE \\x22x\\x22 \\x5Cy\\x1B[0m\\x7F\\xFF HTTP/1.1',
    )
    expect(escapeLogField('GET /pricing?lang=en HTTP/1.1')).toBe('GET /pricing?lang=en HTTP/1.1')
  })

  it.each([
    ['203.0.113.7', '203.0.113.0'],
    ['127.0.0.1', '127.0.0.0'],
    ['10.255.255.255', '10.255.255.0'],
    ['::ffff:203.0.113.7', '203.0.113.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8:85a3::7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8::'],
    ['2001:db8:0:8d3::1', '2001:db8::'],
    ['2001:0:0:1::', '2001::'],
    ['2001:db8:0:1:0:0:0:1', '2001:db8::'],
    ['1:0:5:6:7:8:9:a', '1:0:5::'],
    ['fe80::1', 'fe80::'],
    ['0:0:7:1::', '0:0:7::'],
    ['0:0:0:1::', '::'],
    ['::5:6:7:8:9:a', '0:0:5::'],
    ['::1', '::'],
    ['::', '::'],
    ['::203.0.113.7', '::'],
    ['64:ff9b::203.0.113.7', '64:ff9b::'],
    [undefined, '-'],
    ['', '-'],
    ['unix:', '-'],
  ])('the address %j is logged as %j', (address, kept) => {
    expect(anonymousAddress(address)).toBe(kept)
  })

  it('one line: address [time] "request" status bytes seconds', () => {
    const line = formatLine({
      address: '127.0.0.1',
      request: 'GET / HTTP/1.1',
      status: 200,
      bytes: 11268,
      seconds: 0.0012,
    })
    expect(line).toMatch(
      /^127\.0\.0\.0 \[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00\] "GET \/ HTTP\/1\.1" 200 11268 0\.001\n$/,
    )
    expect(formatLine({ address: undefined, request: '-', status: 400, bytes: 12, seconds: null })).toMatch(
      /^- \[.+\] "-" 400 12 -\n$/,
    )
  })

  it('is off with ACCESS_LOG=off (or 0, false, no), on otherwise', () => {
    for (const off of ['off', 'OFF', '0', 'false', 'no', ' off ']) expect(createAccessLog(off)).toBeNull()
    for (const on of [undefined, '', 'on', '1', 'yes']) expect(createAccessLog(on)).not.toBeNull()
  })

  it('gives a refused request the status nginx gives it', () => {
    const error = (code: string, raw: string) =>
      Object.assign(new Error(code), { code, rawPacket: Buffer.from(raw, 'latin1') })
    expect(parserErrorStatus(error('ERR_HTTP_REQUEST_TIMEOUT', ''))).toBe(408)
    expect(parserErrorStatus(error('HPE_HEADER_OVERFLOW', `GET /${'a'.repeat(20_000)}`))).toBe(414)
    expect(
      parserErrorStatus(error('HPE_HEADER_OVERFLOW', `GET / HTTP/1.1\r\nX: ${'a'.repeat(20_000)}`)),
    ).toBe(431)
    expect(parserErrorStatus(error('HPE_INVALID_VERSION', 'GET / HTTP/3.0\r\nHost: x\r\n\r\n'))).toBe(505)
    expect(parserErrorStatus(error('HPE_INVALID_METHOD', 'GARBAGE\r\n\r\n'))).toBe(400)
  })
})
