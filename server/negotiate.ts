/** Accept-Encoding negotiation over the precompressed variants we have: br, then gzip, then identity. */
import type { Encoding } from './static-files.ts'

export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>(['identity'])
  if (!header || header.length > 1024) return accepted
  let wildcard: number | null = null
  const q = new Map<string, number>()
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().toLowerCase().split(';')
    const name = rawName?.trim()
    if (!name) continue
    let weight = 1
    for (const param of params) {
      const [key, value] = param.trim().split('=')
      if (key === 'q') {
        const parsed = Number(value)
        weight = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0
      }
    }
    if (name === '*') wildcard = weight
    else q.set(name, weight)
  }
  const weightOf = (name: string) => q.get(name) ?? wildcard ?? 0
  if (weightOf('br') > 0) accepted.add('br')
  if (weightOf('gzip') > 0 || weightOf('x-gzip') > 0) accepted.add('gzip')
  // Identity stays acceptable even when refused: a page in plain bytes beats a 406.
  return accepted
}

export function pickEncoding<T>(variants: Partial<Record<Encoding, T>>, accepted: Set<Encoding>): Encoding {
  if (variants.br && accepted.has('br')) return 'br'
  if (variants.gzip && accepted.has('gzip')) return 'gzip'
  return 'identity'
}
