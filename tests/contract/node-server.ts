/** The Node server under contract, started as in production: `node server/main.ts` with PORT=0. */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import {
  assertBuilt,
  collect,
  DIST,
  hostPort,
  ROOT,
  type RunningServer,
  type StartOptions,
  stopChild,
} from './processes.ts'

/** Node 24 (our .ts files need it): the npm-installed one, else the one running the tests. */
export function nodeBinary(): string {
  const local = join(ROOT, 'node_modules', '.bin', 'node')
  return existsSync(local) ? local : process.execPath
}

/**
 * Spawns `node server/main.ts` with PORT=0 and resolves once it prints its address. Its access
 * log is captured (accessLog()), never printed with the test output.
 */
export async function startNode(dist = DIST, options: StartOptions = {}): Promise<RunningServer> {
  assertBuilt(dist)
  const host = options.host ?? '127.0.0.1'
  const child = spawn(nodeBinary(), [join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: host,
      DIST_DIR: dist,
      ACCESS_LOG: options.accessLog === false ? 'off' : 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collect(child)
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`node server did not start:\n${output.stderr()}`)), 20_000)
    const check = () => {
      const match = / at http:\/\/\S+:(\d+)$/m.exec(output.stdout())
      if (match) {
        clearTimeout(timer)
        done(Number(match[1]))
      }
    }
    child.stdout?.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`node server exited (${code}) before listening:\n${output.stderr()}`))
    })
  })
  return {
    name: 'node',
    port,
    origin: `http://${hostPort(host, port)}`,
    child,
    stderr: output.stderr,
    accessLog: async () => output.stdout().replace(/^Faheem site served from .*\n/, ''),
    stop: () => stopChild(child, 'SIGTERM'),
  }
}
