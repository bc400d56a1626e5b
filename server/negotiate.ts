/**
 * Accept-Encoding negotiation over the precompressed variants we have: br, then gzip, then
 * identity. Only an explicit `br` or `gzip` with a valid, non-zero q counts, which is also what
 * nginx's brotli_static and gzip_static do (deploy/nginx; the contract tests check both):
 * `*` and `x-gzip` get plain bytes, and identity is never refused (a page beats a 406).
 */
import type { Encoding } from './static-files.ts'

/** RFC 9110 qvalue: 0, 0.5, 0.001, 1, 1.000. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/

export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>(['identity'])
  if (!header) return accepted
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';')
    const name = rawName.trim().toLowerCase()
    if (name !== 'br' && name !== 'gzip') continue
    let weight = 1
    for (const param of params) {
      const [key = '', value = ''] = param.split('=')
      if (key.trim().toLowerCase() === 'q') weight = QVALUE.test(value.trim()) ? Number(value) : 0
    }
    if (weight > 0) accepted.add(name)
  }
  return accepted
}

export function pickEncoding<T>(variants: Partial<Record<Encoding, T>>, accepted: Set<Encoding>): Encoding {
  if (variants.br && accepted.has('br')) return 'br'
  if (variants.gzip && accepted.has('gzip')) return 'gzip'
  return 'identity'
}
