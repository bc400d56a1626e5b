/**
 * What the two servers under contract have in common as child processes: where the build is,
 * the shape of a running server, waiting for a process and stopping it, and probing a port.
 * Started by node-server.ts and nginx-server.ts; tests reach them through servers.ts.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '..', '..')
export const DIST = join(ROOT, 'dist')

export interface RunningServer {
  name: 'node' | 'nginx'
  port: number
  origin: string
  child: ChildProcess
  /** Everything the process wrote to stderr so far. */
  stderr: () => string
  /** The access log so far, one line per request (Node: its stdout; nginx: access.log). */
  accessLog: () => Promise<string>
  stop: () => Promise<void>
}

export interface StartOptions {
  /** The access log on stdout (default on). */
  accessLog?: boolean
  /** nginx's snippets (default: deploy/nginx/, written by the last `npm run build`). */
  snippets?: string
  /** The loopback address to listen on (default 127.0.0.1; `::1` for IPv6). */
  host?: string
}

/** `host:port`, an IPv6 address in brackets. */
export const hostPort = (host: string, port: number) => `${host.includes(':') ? `[${host}]` : host}:${port}`

export function assertBuilt(dist = DIST): void {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`No build in ${dist}: run "npm run build" first (npm test does).`)
  }
}

/** What the process writes to stdout and stderr, collected as it comes. */
export function collect(child: ChildProcess): { stdout: () => string; stderr: () => string } {
  let out = ''
  let err = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString()
  })
  return { stdout: () => out, stderr: () => err }
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

/** Sends `signal`, then SIGKILL if the process is still there 10 s later. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill(signal)
  try {
    await waitForExit(child, 10_000)
  } catch {
    child.kill('SIGKILL')
    await waitForExit(child, 5_000)
  }
}

/** Whether something accepts a connection on the loopback port. */
export function canConnect(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, host)
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })
}

/** A port the OS just handed out on 127.0.0.1, closed again for a server to take. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => done(port))
    })
  })
}
