/**
 * The one launcher of the servers the tests run. A child process on a loopback port, waited for
 * until it is ready and stopped by its pid (`launch`): the Node server (`startNodeServer`: the
 * contract suite, Playwright, the Firefox and WebKit tests, the bench), nginx and wrangler
 * (tests/contract/). Or a server in this process (`onLoopback`), such as the production handler
 * over a build (`serveDist`: over HTTP, or HTTPS for the editor's previews).
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer as createHttp } from 'node:http'
import { createServer as createHttps } from 'node:https'
import { type AddressInfo, createServer as createTcp, type Server } from 'node:net'
import { join, resolve } from 'node:path'
import { createHandler } from '../server/app.ts'
import { DIST } from '../server/dist-files.ts'
import { loadDist } from '../server/static-files.ts'

const ROOT = resolve(import.meta.dirname, '..')

/** Node 24 (our .ts files need it): the npm-installed one, else the one running the tests. */
export function nodeBinary(): string {
  const local = join(ROOT, 'node_modules', '.bin', 'node')
  return existsSync(local) ? local : process.execPath
}

/** `host:port`, an IPv6 address in brackets. */
export const hostPort = (host: string, port: number) => `${host.includes(':') ? `[${host}]` : host}:${port}`

/** `server` listening on a free loopback port: its origin, and a stop that cuts its connections. */
export async function onLoopback(server: Server & { closeAllConnections?: () => void }, scheme = 'http') {
  await new Promise<void>((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done))
  return {
    origin: `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections?.()
      await new Promise((done) => server.close(done))
    },
  }
}

/** A port the OS just handed out on 127.0.0.1, closed again for a server to take. */
export async function freePort(): Promise<number> {
  const { origin, stop } = await onLoopback(createTcp())
  await stop()
  return Number(new URL(origin).port)
}

export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`process ${child.pid} still running after ${timeoutMs} ms`)),
      timeoutMs,
    )
    child.once('exit', (code) => {
      clearTimeout(timer)
      done(code)
    })
  })
}

/** Sends `signal` to the process (with `group`, to its process group), then SIGKILL if it is still there 10 s later. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals, group = false): Promise<void> {
  const kill = (sig: NodeJS.Signals) => {
    try {
      group ? process.kill(-(child.pid ?? 0), sig) : child.kill(sig)
    } catch {} // gone already
  }
  if (child.exitCode !== null || child.signalCode !== null) return
  kill(signal)
  await waitForExit(child, 10_000).catch(() => {
    kill('SIGKILL')
    return waitForExit(child, 5_000)
  })
}

interface LaunchOptions {
  /** A pattern of stdout whose group is the port the server chose, or a test of the free port it was given. */
  ready: RegExp | ((port: number, output: () => string) => Promise<boolean> | boolean)
  timeoutMs?: number
  /** Attempts, each on another free port, while the port was taken before the server bound it. */
  attempts?: number
  /** Ends the process (default: SIGTERM, then SIGKILL) and removes what it left. */
  stop?: (child: ChildProcess) => Promise<void>
}

/** Starts `what`, given the port (0 when `ready` is a pattern), and resolves once it is ready, or fails with what it wrote. */
export async function launch(
  what: string,
  command: (port: number) => Promise<[string, string[], SpawnOptions]> | [string, string[], SpawnOptions],
  { ready, timeoutMs = 20_000, attempts = 1, stop = (child) => stopChild(child, 'SIGTERM') }: LaunchOptions,
) {
  let failure = ''
  for (let attempt = 0; attempt < attempts; attempt++) {
    let port = typeof ready === 'function' ? await freePort() : 0
    const [file, args, options] = await command(port)
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let [out, err] = ['', '']
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk))
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk))
    const running = () => child.exitCode === null && child.signalCode === null
    const up = async () => {
      if (typeof ready === 'function') return ready(port, () => out + err)
      port = Number(ready.exec(out)?.[1] ?? 0)
      return port > 0
    }
    const started = Date.now()
    while (running() && !(await up()) && Date.now() - started < timeoutMs)
      await new Promise((done) => setTimeout(done, 25))
    // Everything the process wrote so far, and its stop.
    const launched = { child, port, stdout: () => out, stderr: () => err, stop: () => stop(child) }
    if (running() && (await up())) return launched
    failure = `${running() ? `not ready after ${timeoutMs} ms` : `exited (${child.exitCode ?? child.signalCode})`}:\n${err || out}`
    await launched.stop()
    if (!/address already in use|EADDRINUSE/i.test(failure)) break
  }
  throw new Error(`${what} did not start: ${failure}`)
}

/** The production server as it runs: `node server/main.ts` over `dist` with PORT=0, ready once it prints its address. */
export async function startNodeServer(dist = DIST, { host = '127.0.0.1', accessLog = true } = {}) {
  const env = { ...process.env, PORT: '0', HOST: host, DIST_DIR: dist, ACCESS_LOG: accessLog ? 'on' : 'off' }
  const main = join(ROOT, 'server', 'main.ts')
  const server = await launch('node server/main.ts', () => [nodeBinary(), [main], { cwd: ROOT, env }], {
    ready: / at http:\/\/\S+:(\d+)$/m,
  })
  return { ...server, origin: `http://${hostPort(host, server.port)}` }
}

/** The production handler in this process over `dist`: over HTTP, or HTTPS with `tls` (a key and its certificate). */
export async function serveDist(dist = DIST, tls?: { key: Buffer; cert: Buffer }) {
  const handler = createHandler(await loadDist(dist))
  const served = await onLoopback(
    tls ? createHttps(tls, handler) : createHttp(handler),
    tls ? 'https' : 'http',
  )
  return { ...served, handler }
}
