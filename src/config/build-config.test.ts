import { describe, expect, it } from 'vitest'
import { DEFAULT_INSTALL_URL, DEFAULT_SITE_URL, resolveBuildConfig } from './build-config.ts'

describe('resolveBuildConfig', () => {
  it('uses the defaults when nothing is set', () => {
    expect(resolveBuildConfig({})).toEqual({ installUrl: DEFAULT_INSTALL_URL, siteUrl: DEFAULT_SITE_URL })
  })

  it.each([
    [{ FAHEEM_INSTALL_URL: 'https://example.org/get?x=1' }, 'https://example.org/get?x=1', DEFAULT_SITE_URL],
    [{ FAHEEM_SITE_URL: 'https://www.faheem.eg/some/path' }, DEFAULT_INSTALL_URL, 'https://www.faheem.eg'],
    [{ FAHEEM_INSTALL_URL: '  ', FAHEEM_SITE_URL: '' }, DEFAULT_INSTALL_URL, DEFAULT_SITE_URL],
  ])('%j → install %s, site %s', (env, installUrl, siteUrl) => {
    expect(resolveBuildConfig(env)).toEqual({ installUrl, siteUrl })
  })

  it.each([
    [{ FAHEEM_INSTALL_URL: 'not a url' }, /FAHEEM_INSTALL_URL must be an absolute URL/],
    [{ FAHEEM_INSTALL_URL: 'javascript:alert(1)' }, /FAHEEM_INSTALL_URL must be an http\(s\) URL/],
    [{ FAHEEM_SITE_URL: 'ftp://faheem.app' }, /FAHEEM_SITE_URL must be an http\(s\) URL/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => resolveBuildConfig(env)).toThrow(message)
  })
})
