/**
 * Starts the production handler over dist/ on a free loopback port, for tests, screenshots and
 * the benchmark. Returns the origin and a stop function.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { createHandler } from '../server/app.ts'
import { loadDist } from '../server/static-files.ts'

export async function serveDist(
  distDir = resolve(import.meta.dirname, '..', 'dist'),
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = createServer(createHandler(await loadDist(distDir)))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((done) => server.close(done))
    },
  }
}
