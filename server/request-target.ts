/**
 * The request target as nginx reads it, so the Node server and deploy/nginx route every address
 * the same way (tests/contract/ proves it on both): the fragment is dropped, an absolute-form
 * target (`http://host/path`) is reduced to its path, the path is percent-decoded, repeated
 * slashes are merged and `.`/`..` segments resolved. A malformed escape, an escaped NUL or a `..`
 * above the root is a 400. The query is left raw: resolveRoute (src/config/routes.ts) reads the
 * old `lang` parameter as URLSearchParams does, and a redirect keeps the other bytes as sent.
 * A well-formed target longer than MAX_URL_LENGTH is answered 414 (after the syntax and Host
 * checks, as nginx does).
 */
export const MAX_URL_LENGTH = 2048

export type RequestTarget = { path: string; search: string } | { error: 400 }

const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)(.*)$/s
/** host[:port] or [IPv6][:port]; no user info. */
const AUTHORITY = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]*)?$/
const HEX = /^[0-9A-Fa-f]{2}$/

/** Percent-decodes a path byte by byte (as latin1: routes are ASCII), or null when malformed. */
function decodePath(raw: string): string | null {
  if (!raw.includes('%')) return raw
  let out = ''
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]
    if (char !== '%') {
      out += char
      continue
    }
    const hex = raw.slice(i + 1, i + 3)
    if (!HEX.test(hex)) return null
    const code = Number.parseInt(hex, 16)
    if (code === 0) return null
    out += String.fromCharCode(code)
    i += 2
  }
  return out
}

/** Merges slashes and resolves dot segments; null when `..` climbs above the root. */
function normalizePath(path: string): string | null {
  const segments = path.split('/').slice(1)
  const out: string[] = []
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (out.length === 0) return null
      out.pop()
      continue
    }
    out.push(segment)
  }
  const last = segments[segments.length - 1]
  const trailingSlash = out.length > 0 && (last === '' || last === '.' || last === '..')
  return `/${out.join('/')}${trailingSlash ? '/' : ''}`
}

export function parseRequestTarget(rawUrl: string): RequestTarget {
  let target = rawUrl
  const hashAt = target.indexOf('#')
  if (hashAt !== -1) target = target.slice(0, hashAt)
  const absolute = ABSOLUTE_FORM.exec(target)
  if (absolute) {
    const [, authority = '', rest = ''] = absolute
    if (!AUTHORITY.test(authority)) return { error: 400 }
    target = rest.startsWith('/') ? rest : `/${rest}`
  }
  if (!target.startsWith('/')) return { error: 400 }
  const queryAt = target.indexOf('?')
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt)
  const search = queryAt === -1 ? '' : target.slice(queryAt)
  const decoded = decodePath(rawPath)
  if (decoded === null) return { error: 400 }
  const path = normalizePath(decoded)
  if (path === null) return { error: 400 }
  return { path, search }
}

/**
 * The Host header as nginx accepts it: exactly one, not empty, without `/`, `..`, spaces or
 * control bytes. (The site never reads Host; this only keeps both servers' answers the same.)
 */
export function isAcceptableHost(hosts: string[] | undefined, httpMajor: number, httpMinor: number): boolean {
  if (!hosts || hosts.length === 0) return httpMajor === 1 && httpMinor === 0
  if (hosts.length > 1) return false
  const host = (hosts[0] ?? '').replace(/\.$/, '')
  if (host.length === 0 || host.includes('..') || host.includes('/')) return false
  for (let i = 0; i < host.length; i++) {
    const code = host.charCodeAt(i)
    if (code <= 0x20 || code === 0x7f) return false
  }
  return true
}
