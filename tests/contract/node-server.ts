/** The Node server under contract, started as in production (test-support/launch.ts, startNodeServer). */
import { DIST } from '../../server/dist-files.ts'
import { startNodeServer } from '../../test-support/launch.ts'
import { assertBuilt, type RunningServer, type StartOptions } from './processes.ts'

/** `node server/main.ts` with PORT=0; its access log is captured (accessLog()), never printed. */
export async function startNode(dist = DIST, options: StartOptions = {}): Promise<RunningServer> {
  assertBuilt(dist)
  const server = await startNodeServer(dist, { host: options.host })
  return {
    ...server,
    name: 'node',
    accessLog: async () => server.stdout().replace(/^Faheem site served from .*\n/, ''),
  }
}
