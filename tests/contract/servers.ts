/**
 * The servers under contract (and Cloudflare's runtime, WORKERD_KIND), each started as in production: the Node server as a child
 * process (node-server.ts), and nginx with deploy/nginx.conf in a temporary -p prefix on a
 * loopback port, as an unprivileged process (nginx-server.ts). Both serve the built dist/.
 *
 * A test file runs against them through `describeEachServer` (or `describeServer` for one kind):
 * each kind is started once per file, when the first block that needs it begins, and stopped
 * after the file's last test.
 */
import { afterAll, beforeAll, describe } from 'vitest'
import { startNginx } from './nginx-server.ts'
import { startNode } from './node-server.ts'
import type { RunningServer, StartOptions } from './processes.ts'
import { type RunningWorkerd, startWorkerd } from './workerd-server.ts'

/** A server under contract: one of ours, or Cloudflare's runtime. */
export type AnyServer = RunningServer | RunningWorkerd

export interface ServerKind {
  name: 'node' | 'nginx' | 'workerd'
  /** Starts the server over `dist` (default: the build in dist/). */
  start: (dist?: string, options?: StartOptions) => Promise<AnyServer>
}

export const NODE_KIND: ServerKind = { name: 'node', start: (dist, options) => startNode(dist, options) }
const NGINX_KIND: ServerKind = { name: 'nginx', start: (dist, options) => startNginx(dist, options) }
const SERVER_KINDS: ServerKind[] = [NODE_KIND, NGINX_KIND]
/**
 * Cloudflare's runtime (`wrangler pages dev`, workerd-server.ts): not in SERVER_KINDS. It runs the
 * tables once, in workerd.test.ts, with the rows where Cloudflare must answer otherwise listed
 * in one place (cloudflare-differences.ts).
 */
export const WORKERD_KIND: ServerKind = { name: 'workerd', start: (dist) => startWorkerd(dist) }

export interface ServerOptions {
  /** The dist/ to serve, read when the server starts (default: the build in dist/). */
  dist?: () => string
  /** nginx's snippets for that build (default: deploy/nginx/). */
  snippets?: () => string
}

/** The servers this file has started, by kind (a test file has its own module instance). */
const running = new Map<ServerKind['name'], Promise<AnyServer>>()

/** This file's server of `kind`, started on first use. */
function serverFor(kind: ServerKind, options: ServerOptions): Promise<AnyServer> {
  let server = running.get(kind.name)
  if (!server) {
    server = kind.start(options.dist?.(), { snippets: options.snippets?.() })
    running.set(kind.name, server)
  }
  return server
}

async function stopAll(): Promise<void> {
  const servers = [...running.values()]
  running.clear()
  for (const server of await Promise.allSettled(servers)) {
    if (server.status === 'fulfilled') await server.value.stop()
  }
}

/**
 * A describe block titled `title` whose tests reach the server of `kind` through `server()`.
 * Called at the top of a file, it also registers the file's afterAll that stops its servers.
 */
export function describeServer<S extends AnyServer = RunningServer>(
  kind: ServerKind,
  title: string,
  body: (server: () => S) => void,
  options: ServerOptions = {},
): void {
  afterAll(stopAll, 60_000)
  describe(title, () => {
    let started: S | undefined
    beforeAll(async () => {
      started = (await serverFor(kind, options)) as S
    }, 60_000)
    body(() => {
      if (!started) throw new Error(`the ${kind.name} server is not running (did it fail to start?)`)
      return started
    })
  })
}

/** The same block against both servers: "node server, <title>" and "nginx server, <title>". */
export function describeEachServer(
  title: string,
  body: (server: () => RunningServer, kind: ServerKind) => void,
  options: ServerOptions = {},
): void {
  for (const kind of SERVER_KINDS) {
    describeServer(kind, `${kind.name} server, ${title}`, (server) => body(server, kind), options)
  }
}
