/**
 * `npm start` / `npm run serve`: the production server. PORT and HOST from the environment
 * (defaults 3000 and 127.0.0.1), DIST_DIR (default dist/), ACCESS_LOG (`off` silences the access
 * log on stdout, server/access-log.ts). Timeouts cut slow clients (the README's table); SIGTERM
 * and SIGINT finish the requests in flight, then exit 0 (1 if connections had to be cut after
 * 10 s). A missing or broken build, or a port that cannot be had, is one clear line on stderr
 * and exit 1 (never a stack trace).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { resolve } from 'node:path'
import { createAccessLog, parserErrorStatus } from './access-log.ts'
import { createHandler } from './app.ts'
import { PLAIN_MESSAGES, plainHeaders, rawPlainResponse } from './plain-answers.ts'
import { DistError, loadDist } from './static-files.ts'

const distDir = resolve(process.env.DIST_DIR ?? resolve(import.meta.dirname, '..', 'dist'))
const host = process.env.HOST || '127.0.0.1'
const port = Number(process.env.PORT ?? 3000)

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, got ${JSON.stringify(process.env.PORT)}`)
  process.exit(1)
}

let files: Awaited<ReturnType<typeof loadDist>>
try {
  files = await loadDist(distDir)
} catch (error) {
  console.error(error instanceof DistError ? error.message : `Could not read ${distDir}: ${String(error)}`)
  process.exit(1)
}

const handle = createHandler(files)
const log = createAccessLog(process.env.ACCESS_LOG)
let stopping = false
/** Per connection, the last request the handler received and its response. */
const lastExchange = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>()

const server = createServer(
  {
    requestTimeout: 10_000,
    headersTimeout: 5_000,
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: 1_000,
    maxHeaderSize: 16_384,
  },
  (req, res) => {
    const started = process.hrtime.bigint()
    lastExchange.set(req.socket, { req, res })
    res.once('close', () => log?.request(req, res, started))
    // Stopping: answer what is in flight, and let no connection stay open for another request.
    if (stopping) res.shouldKeepAlive = false
    try {
      handle(req, res)
    } catch (error) {
      console.error('request failed:', error)
      if (!res.headersSent) res.writeHead(500, plainHeaders(500))
      res.end(PLAIN_MESSAGES[500])
    }
  },
)
// A connection on which nothing moves for 10 s (a client that stopped reading, or sends
// nothing) is cut, as nginx's send_timeout does: answers go out in slices (server/app.ts), so a
// slow reader that keeps reading keeps its connection.
server.timeout = 10_000

// Requests the parser refuses (or that time out) get one short, plain answer with the security
// headers, never a stack trace. One request, one answer: when the last request on this
// connection was already answered but its bytes are still arriving (a bad chunked body, a body
// trickling past requestTimeout), or an answer is still going out, the connection is closed
// without a second answer (as Node's own default handler does).
server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
  const last = lastExchange.get(socket)
  const answered = last !== undefined && (!last.req.complete || !last.res.writableFinished)
  if (!socket.writable || answered) {
    socket.destroy()
    return
  }
  const status = parserErrorStatus(error)
  log?.malformed(socket, status)
  socket.end(rawPlainResponse(status))
  socket.destroySoon()
})

// CONNECT is not for us (nginx answers it 400 too); without this Node would just drop the socket.
server.on('connect', (_req, socket: Socket) => {
  log?.malformed(socket, 400)
  socket.end(rawPlainResponse(400))
})

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE'
      ? `port ${port} on ${host} is already in use`
      : error.code === 'EACCES'
        ? `no permission to listen on ${host}:${port}`
        : error.message
  console.error(`Cannot start the server: ${reason}`)
  process.exit(1)
})

server.listen(port, host, () => {
  const address = server.address()
  const shown = typeof address === 'object' && address ? `http://${host}:${address.port}` : `${host}:${port}`
  console.log(`Faheem site served from ${distDir} at ${shown}`)
})

/** After this long, connections still open are cut and the process exits 1 (an unclean stop). */
const FORCED_EXIT_MS = 10_000

function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.error(`${signal}: finishing requests in flight, then stopping`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => {
    console.error(`${signal}: connections still open after ${FORCED_EXIT_MS / 1000} s, cutting them`)
    server.closeAllConnections()
    process.exit(1)
  }, FORCED_EXIT_MS).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
