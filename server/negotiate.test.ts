import { describe, expect, it } from 'vitest'
import { acceptedEncodings, pickEncoding } from './negotiate.ts'

const ALL = { br: 1, gzip: 1, identity: 1 }

describe('Accept-Encoding negotiation (what nginx brotli_static/gzip_static choose)', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1, br;q=0.5', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0', 'identity'],
    ['br;q=0.000, gzip', 'gzip'],
    ['br;q=0.001', 'br'],
    ['br;q=1.000', 'br'],
    ['br;q=1.5', 'identity'],
    ['br;q=abc', 'identity'],
    ['gzip;q=0, identity', 'identity'],
    ['*', 'identity'],
    ['x-gzip', 'identity'],
    ['garbage', 'identity'],
    [';;;==,,', 'identity'],
  ] as const)('%j → %s', (header, wanted) => {
    expect(pickEncoding(ALL, acceptedEncodings(header))).toBe(wanted)
  })

  it('never picks a variant that was not built', () => {
    expect(pickEncoding({ identity: 1 }, acceptedEncodings('br, gzip'))).toBe('identity')
    expect(pickEncoding({ gzip: 1, identity: 1 }, acceptedEncodings('br, gzip'))).toBe('gzip')
  })
})
