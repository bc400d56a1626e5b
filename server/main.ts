/**
 * `npm start` / `npm run serve`: the production server. PORT and HOST from the environment
 * (defaults 3000 and 127.0.0.1), DIST_DIR (default dist/). Timeouts cut slow clients; SIGTERM
 * and SIGINT finish the requests in flight, then exit 0. A missing or broken build, or a port
 * that cannot be had, is one clear line on stderr and exit 1 (never a stack trace).
 */
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { createHandler } from './app.ts'
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
let stopping = false
const server = createServer(
  {
    requestTimeout: 10_000,
    headersTimeout: 5_000,
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: 1_000,
    maxHeaderSize: 16_384,
  },
  (req, res) => {
    // Stopping: answer what is in flight, and let no connection stay open for another request.
    if (stopping) res.shouldKeepAlive = false
    try {
      handle(req, res)
    } catch (error) {
      console.error('request failed:', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal Server Error\n')
    }
  },
)

// Malformed requests that never reach the handler get a short, plain answer, never a stack trace.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? '431 Request Header Fields Too Large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? '408 Request Timeout'
        : '400 Bad Request'
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
})

// CONNECT is not for us (nginx answers it 400 too); without this Node would just drop the socket.
server.on('connect', (_req, socket) => {
  socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
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

function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: finishing requests in flight, then stopping`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => {
    server.closeAllConnections()
    process.exit(0)
  }, 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
