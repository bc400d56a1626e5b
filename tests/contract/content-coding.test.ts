/**
 * Content coding on BOTH servers: for each kind of file and each Accept-Encoding a client may
 * send, the coding both choose (brotli first, q-values honoured, unknown codings ignored) and
 * the built bytes of that copy.
 */
import { expect, it, vi } from 'vitest'
import { decode, FILES, getter } from './answers.ts'
import { built, builtVariant, type Coding, isText } from './built-files.ts'
import { describeEachServer } from './servers.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

/** Accept-Encoding → the coding both servers choose when the file has every variant. */
const CODINGS: Array<[string | null, Coding]> = [
  [null, 'identity'],
  ['', 'identity'],
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['br, gzip', 'br'],
  ['gzip, br', 'br'],
  ['gzip, deflate, br, zstd', 'br'],
  ['BR', 'br'],
  ['GZip', 'gzip'],
  ['gzip;q=1, br;q=0.5', 'br'],
  ['br;q=0.001', 'br'],
  ['gzip; q=0.5', 'gzip'],
  ['br;', 'br'],
  ['br,,,', 'br'],
  [',,,gzip', 'gzip'],
  ['identity', 'identity'],
  ['identity;q=0', 'identity'],
  ['*', 'identity'],
  ['*;q=0', 'identity'],
  ['br;q=0', 'identity'],
  ['br ;q=0', 'identity'],
  ['br;q=0.000', 'identity'],
  ['br;q=0, gzip', 'gzip'],
  ['br, gzip;q=0', 'br'],
  ['gzip;q=0, identity', 'identity'],
  ['gzip;q=0.0', 'identity'],
  ['zstd, br;q=0', 'identity'],
  ['deflate', 'identity'],
  ['compress', 'identity'],
  ['x-gzip', 'identity'],
  ['brotli, gzipped', 'identity'],
  ['xbr, gzip', 'gzip'],
  ['garbage', 'identity'],
  [';;;==,,', 'identity'],
  ['\u00e9\u00e9', 'identity'],
  [`${'x'.repeat(3000)}, br`, 'br'],
]

const CODING_ROWS = CODINGS.map(([header, wanted]) => ({
  header,
  wanted,
  label:
    header === null
      ? '(none)'
      : JSON.stringify(header.length > 40 ? `${header.slice(0, 12)}…${header.slice(-12)}` : header),
}))

describeEachServer('content coding', (server) => {
  const get = getter(server)

  for (const { name, target, file } of FILES) {
    it.each(CODING_ROWS)(
      `${name} with Accept-Encoding $label → $wanted, the built bytes`,
      async ({ header, wanted }) => {
        const response = await get(target, header === null ? {} : { 'Accept-Encoding': header })
        const coding: Coding = isText(file) ? wanted : 'identity'
        expect(response.headers['content-encoding'] ?? 'identity').toBe(coding)
        expect(response.body.equals(builtVariant(file, coding)), 'served bytes are the built file').toBe(true)
        expect(decode(response).equals(built(file)), 'decoded bytes are the built file').toBe(true)
        expect(response.headers['content-length']).toBe(String(response.body.length))
      },
    )
  }
})
