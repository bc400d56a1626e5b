/**
 * Build-time configuration: pure, no Vite and no DOM, so the Vite config, the server and the
 * scripts resolve the environment the same way.
 */
export const DEFAULT_INSTALL_URL = 'https://faheem.app/download'
export const DEFAULT_SITE_URL = 'https://faheem.app'

export interface BuildConfig {
  installUrl: string
  siteUrl: string
}

function httpsUrl(name: string, value: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be an absolute URL, got ${JSON.stringify(value)}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`)
  }
  return url
}

export function resolveBuildConfig(env: Record<string, string | undefined>): BuildConfig {
  const install = httpsUrl('FAHEEM_INSTALL_URL', env.FAHEEM_INSTALL_URL?.trim() || DEFAULT_INSTALL_URL)
  const origin = httpsUrl('FAHEEM_SITE_URL', env.FAHEEM_SITE_URL?.trim() || DEFAULT_SITE_URL)
  return { installUrl: install.href, siteUrl: origin.origin }
}
