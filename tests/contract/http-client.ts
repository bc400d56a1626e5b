/**
 * A raw HTTP/1.1 client over node:net: the request goes out byte for byte as written (fetch and
 * node:http would normalise paths, refuse odd ones or decompress), and the answer comes back
 * undecoded. Every request asks for `Connection: close`, so the body is whatever follows the
 * headers until the server closes.
 */
import { connect } from 'node:net'

export interface RawResponse {
  status: number
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>
  /** Every header line in order, as sent. */
  headerLines: string[]
  body: Buffer
}

export function parseResponse(raw: Buffer): RawResponse {
  const end = raw.indexOf('\r\n\r\n')
  if (end === -1)
    throw new Error(`no complete response head in ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`)
  const [statusLine = '', ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n')
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)
  if (!status) throw new Error(`bad status line ${JSON.stringify(statusLine)}`)
  const headers: Record<string, string> = {}
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value
  }
  const body = raw.subarray(end + 4)
  return {
    status: Number(status[1]),
    headers,
    headerLines,
    body: headers['transfer-encoding'] === 'chunked' ? dechunk(body) : body,
  }
}

/**
 * The body of a chunked answer (wrangler's answers are; our servers send Content-Length). An
 * incomplete body throws: the answer must end with its last chunk.
 */
function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at)
    if (lineEnd === -1) throw new Error('chunked body without its last chunk')
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '', 16)
    if (Number.isNaN(size)) throw new Error('bad chunk size')
    if (size === 0) return Buffer.concat(parts)
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}

/** Sends `request` as it is and collects everything until the server closes the connection. */
export function sendRaw(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = []
    const socket = connect(port, '127.0.0.1')
    const timer = setTimeout(() => {
      socket.destroy()
      fail(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(String(request).slice(0, 80))}`))
    }, timeoutMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server may reset a connection it refuses after answering; keep what arrived.
      if (error.code !== 'ECONNRESET' || chunks.length === 0) {
        clearTimeout(timer)
        fail(error)
      }
    })
    socket.on('close', () => {
      clearTimeout(timer)
      done(Buffer.concat(chunks))
    })
    socket.write(request)
  })
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
}

/** One request for `target` (sent exactly as written) with Host and Connection: close. */
export async function request(
  port: number,
  target: string,
  options: RequestOptions = {},
): Promise<RawResponse> {
  const headers = { Host: 'localhost', ...options.headers, Connection: 'close' }
  const head = [
    `${options.method ?? 'GET'} ${target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  return parseResponse(await sendRaw(port, `${head.join('\r\n')}\r\n\r\n`))
}
