/**
 * `npm start` / `npm run serve`: the production server. PORT and HOST from the environment
 * (defaults 3000 and 127.0.0.1), DIST_DIR (default dist/), ACCESS_LOG (`off` silences the access
 * log on stdout, server/access-log.ts). Timeouts cut slow clients (the README's table); SIGTERM
 * and SIGINT finish the requests in flight, then exit 0 (1 if connections had to be cut after
 * 10 s). A missing or broken build, or a port that cannot be had, is one clear line on stderr
 * and exit 1 (never a stack trace).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'
import { resolve } from 'node:path'
import { createAccessLog, parserErrorStatus } from './access-log.ts'
import { createHandler, onBodyProgress } from './app.ts'
import { DIST } from './dist-files.ts'
import { PLAIN_MESSAGES, plainHeaders, rawPlainResponse } from './plain-answers.ts'
import { type Build, DistError, loadDist } from './static-files.ts'

const distDir = resolve(process.env.DIST_DIR ?? DIST)
const host = process.env.HOST || '127.0.0.1'
const port = Number(process.env.PORT ?? 3000)

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, got ${JSON.stringify(process.env.PORT)}`)
  process.exit(1)
}

// The build served, and its security headers (the CSP hashes these pages' inline scripts).
let build: Build
try {
  build = await loadDist(distDir)
} catch (error) {
  console.error(error instanceof DistError ? error.message : `Could not read ${distDir}: ${String(error)}`)
  process.exit(1)
}

const handle = createHandler(build)
const log = createAccessLog(process.env.ACCESS_LOG)
let stopping = false
/** Per connection, the last request the handler received and its response. */
const lastExchange = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>()

/**
 * A connection whose answers make no progress for this long (a client that stopped reading:
 * nothing more reaches the kernel) is cut, as nginx's send_timeout does. Bytes the client sends
 * meanwhile do not count: only answers moving out do.
 */
const SEND_TIMEOUT_MS = 10_000

interface Connection {
  /** Answers handed to the handler and not yet flushed to the kernel. */
  sending: number
  /** Cuts the connection when no answer moved for SEND_TIMEOUT_MS; set while sending > 0. */
  timer: NodeJS.Timeout | undefined
  /** bytesRead when the last answer was flushed: more since then means a request is arriving. */
  readWhenIdle: number
}
const connections = new Map<Socket, Connection>()

function trackAnswer(socket: Socket, res: ServerResponse) {
  const connection = connections.get(socket)
  if (!connection) return
  connection.sending++
  connection.timer ??= setTimeout(() => socket.destroy(), SEND_TIMEOUT_MS).unref()
  const progress = () => connection.timer?.refresh()
  onBodyProgress.set(res, progress)
  res.once('close', () => {
    connection.sending--
    if (connection.sending > 0) {
      progress()
      return
    }
    clearTimeout(connection.timer)
    connection.timer = undefined
    connection.readWhenIdle = socket.bytesRead
    if (stopping) closeIdle()
  })
}

/**
 * Stopping: end every connection that is not answering or receiving a request. Unlike Node's
 * closeIdleConnections, an answer still in Node's buffers (a slow reader's) is never cut, and
 * the end is graceful (what the kernel holds is still delivered).
 */
function closeIdle() {
  for (const [socket, connection] of connections) {
    if (connection.sending === 0 && socket.bytesRead === connection.readWhenIdle) socket.destroySoon()
  }
}

const server = createServer(
  {
    requestTimeout: 10_000,
    headersTimeout: 5_000,
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: 1_000,
    maxHeaderSize: 16_384,
    // The handler checks Host as nginx does (server/request-target.ts), with the plain answer
    // and the security headers; Node's own check would answer a bare 400 without them.
    requireHostHeader: false,
  },
  (req, res) => {
    const started = process.hrtime.bigint()
    lastExchange.set(req.socket, { req, res })
    trackAnswer(req.socket, res)
    res.once('close', () => log?.request(req, res, started))
    // Stopping: answer what is in flight, and let no connection stay open for another request.
    if (stopping) res.shouldKeepAlive = false
    try {
      handle(req, res)
    } catch (error) {
      console.error('request failed:', error)
      if (!res.headersSent) res.writeHead(500, plainHeaders(build.security, 500))
      res.end(PLAIN_MESSAGES[500])
    }
  },
)
server.on('connection', (socket: Socket) => {
  connections.set(socket, { sending: 0, timer: undefined, readWhenIdle: 0 })
  socket.once('close', () => {
    clearTimeout(connections.get(socket)?.timer)
    connections.delete(socket)
  })
})

// Requests the parser refuses (or that time out) get one short, plain answer with the security
// headers, never a stack trace. One request, one answer: when the last request on this
// connection was already answered but its bytes are still arriving (a bad chunked body, a body
// trickling past requestTimeout), or an answer is still going out, the connection is closed
// without a second answer (as Node's own default handler does).
server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
  const last = lastExchange.get(socket)
  if (!socket.writable) {
    socket.destroy()
    return
  }
  if (last !== undefined && (!last.req.complete || !last.res.writableFinished)) {
    // Let the answer already given finish (the send timeout still applies), then close.
    if (last.res.writableFinished) socket.destroySoon()
    else last.res.once('close', () => socket.destroySoon())
    return
  }
  const status = parserErrorStatus(error)
  log?.malformed(socket, status)
  socket.end(rawPlainResponse(build.security, status))
  socket.destroySoon()
})

// CONNECT is not for us (nginx answers it 400 too); without this Node would just drop the socket.
server.on('connect', (_req, socket: Socket) => {
  log?.malformed(socket, 400)
  socket.end(rawPlainResponse(build.security, 400))
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
  // Stop listening; exit once the last connection is gone. Connections answering or receiving
  // a request stay until their answer is flushed (closeIdle runs again after each). net.Server's
  // close, not http.Server's: that one first runs closeIdleConnections, which destroys every
  // connection whose current answer has been ended, flushed or not (with answers sent in
  // slices, a slow reader's last slice could be cut). The timeouts keep being enforced.
  NetServer.prototype.close.call(server, () => process.exit(0))
  closeIdle()
  // Said once no new connection can come in (the tests wait for this line).
  console.error(`${signal}: finishing requests in flight, then stopping`)
  setTimeout(() => {
    console.error(`${signal}: connections still open after ${FORCED_EXIT_MS / 1000} s, cutting them`)
    server.closeAllConnections()
    process.exit(1)
  }, FORCED_EXIT_MS).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
