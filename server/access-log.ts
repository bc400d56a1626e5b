/**
 * The access log: one line per request on stdout, in the shape nginx writes with the
 * `faheem` log_format of deploy/nginx.conf:
 *
 *   127.0.0.0 [2026-11-23T00:10:00+00:00] "GET /pricing?lang=en HTTP/1.1" 200 6222 0.001
 *
 * client address, shortened (ADDRESS_RULES), time (ISO 8601, UTC), the request line, status, body
 * bytes sent, seconds from the request to the end of the answer. A request the parser refused is
 * logged with `"-"` as its request line and its status (400, 408, 414, 431, 505), never with its
 * bytes. Every byte outside printable ASCII, and `"` and `\`, is written as \xHH (as nginx's
 * escape=default does), so no request can forge a line. `ACCESS_LOG=off` silences it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { bodyBytesSent } from './app.ts'
import { PLAIN_MESSAGES } from './plain-answers.ts'
import { MAX_URL_LENGTH } from './request-target.ts'

export interface AccessLog {
  request: (req: IncomingMessage, res: ServerResponse, started: bigint) => void
  malformed: (socket: Socket, status: number) => void
}

const HEX = '[0-9a-f]+'
const NET = (pattern: string) => `(?<faheem_net>${pattern})`
/**
 * What the log keeps of a client's address, no one's whole address (docs/server.md): an IPv4
 * address with its last byte zeroed, an IPv4-mapped IPv6 one the same, an IPv6 address cut to its
 * /48. Regexes over the text both servers write (lower case, the first longest run of two or
 * more zero groups as `::`), tried in order; the first that matches gives the kept part, in that
 * same form, `$faheem_net` standing for its capture. No match: `-`. nginx's map
 * `$faheem_anon_addr` is written from this list (scripts/build/after-build.ts).
 */
export const ADDRESS_RULES: ReadonlyArray<readonly [pattern: string, kept: string]> = [
  [`^(?:::ffff:)?${NET('\\d+\\.\\d+\\.\\d+')}\\.\\d+$`, '$faheem_net.0'],
  // Two zero groups written `::`, then six: the third group is the first after `::`.
  [`^::${NET(HEX)}${`:${HEX}`.repeat(5)}$`, '0:0:$faheem_net::'],
  ['^(?:::|0:0:0:)', '::'],
  [`^${NET(HEX)}(?:::|:0:0:)`, '$faheem_net::'],
  [`^${NET(`${HEX}:${HEX}`)}(?:::|:0:)`, '$faheem_net::'],
  [`^${NET(`${HEX}:${HEX}:${HEX}`)}:`, '$faheem_net::'],
]
const RULES = ADDRESS_RULES.map(([pattern, kept]) => [new RegExp(pattern), kept] as const)

/** The address as the log keeps it (ADDRESS_RULES). */
export function anonymousAddress(address: string | undefined): string {
  for (const [pattern, kept] of RULES) {
    const match = pattern.exec(address ?? '')
    if (match) return kept.replace('$faheem_net', match.groups?.faheem_net ?? '')
  }
  return '-'
}

/** nginx's escape=default: `"`, `\`, control and non-ASCII bytes as \xHH. */
export function escapeLogField(value: string): string {
  return value.replace(
    /[^\x20-\x7e]|["\\]/g,
    (char) => `\\x${(char.charCodeAt(0) & 0xff).toString(16).toUpperCase().padStart(2, '0')}`,
  )
}

/** nginx's $time_iso8601 in UTC: 2026-11-23T00:10:00+00:00. */
function isoTime(now = new Date()): string {
  return now.toISOString().replace(/\.\d{3}Z$/, '+00:00')
}

export function formatLine(fields: {
  address: string | undefined
  request: string
  status: number
  bytes: number
  seconds: number | null
}): string {
  const seconds = fields.seconds === null ? '-' : fields.seconds.toFixed(3)
  return `${anonymousAddress(fields.address)} [${isoTime()}] "${fields.request}" ${fields.status} ${fields.bytes} ${seconds}\n`
}

/**
 * The status nginx gives the same unparsable request: 431 for headers over the limit (414 when
 * the request line alone is too long), 408 for a request that took too long, 505 for an HTTP
 * version above 1, 400 for anything else.
 */
export function parserErrorStatus(error: NodeJS.ErrnoException & { rawPacket?: unknown }): number {
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.alloc(0)
  const newline = raw.indexOf('\n')
  const firstLine = raw.subarray(0, newline === -1 ? raw.length : newline).toString('latin1')
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return /^[A-Z]+ /.test(firstLine) && firstLine.length > MAX_URL_LENGTH ? 414 : 431
  }
  if (/^[A-Z]+ \S+ HTTP\/[2-9]\.\d\r?$/.test(firstLine)) return 505
  return 400
}

export function createAccessLog(
  setting: string | undefined,
  write: (line: string) => void = (line) => process.stdout.write(line),
): AccessLog | null {
  if (setting !== undefined && /^(off|0|false|no)$/i.test(setting.trim())) return null
  return {
    request(req, res, started) {
      const request = escapeLogField(`${req.method} ${req.url} HTTP/${req.httpVersion}`)
      write(
        formatLine({
          address: req.socket.remoteAddress,
          request,
          status: res.statusCode,
          bytes: bodyBytesSent.get(res) ?? 0,
          seconds: Number(process.hrtime.bigint() - started) / 1e9,
        }),
      )
    },
    malformed(socket, status) {
      const bytes = Buffer.byteLength(PLAIN_MESSAGES[status] ?? '\n')
      write(formatLine({ address: socket.remoteAddress, request: '-', status, bytes, seconds: null }))
    },
  }
}
