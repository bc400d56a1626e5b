/**
 * What the servers under contract have in common: the shape of a running server and the check
 * that there is a build to serve. They are started by test-support/launch.ts (node-server.ts,
 * nginx-server.ts, workerd-server.ts); tests reach them through servers.ts.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect } from 'node:net'
import { join, resolve } from 'node:path'
import { DIST } from '../../server/dist-files.ts'

export const ROOT = resolve(import.meta.dirname, '..', '..')

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
  /** nginx's snippets (default: deploy/nginx/, written by the last `npm run build`). */
  snippets?: string
  /** The loopback address to listen on (default 127.0.0.1; `::1` for IPv6). */
  host?: string
}

export function assertBuilt(dist = DIST): void {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`No build in ${dist}: run "npm run build" first (npm test does).`)
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
