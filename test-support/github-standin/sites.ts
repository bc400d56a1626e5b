/**
 * The static host of the stand-in's road (Cloudflare Pages, in the pipeline): each build of a tree
 * served by the site's own production handler (server/app.ts over the build's dist/) on its own
 * HTTPS address on the loopback (the editor opens a preview only at an https: address), with a
 * certificate made for the run (openssl). One build per tree: a merge whose tree is the preview's
 * is served from the same build.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHandler } from '../../server/app.ts'
import { loadDist } from '../../server/static-files.ts'

/** Builds the site of a tree (a commit's, written out by the caller) into a dist/; returns its folder. */
export type Builder = (commit: string) => Promise<string | undefined>

export class Sites {
  readonly #key: Buffer
  readonly #cert: Buffer
  readonly #servers: Server[] = []
  readonly #byTree = new Map<string, Promise<string | undefined>>()

  readonly build: Builder | undefined

  constructor(build: Builder | undefined) {
    this.build = build
    const dir = mkdtempSync(join(tmpdir(), 'faheem-standin-tls-'))
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: 'ignore' })
    this.#key = readFileSync(join(dir, 'key.pem'))
    this.#cert = readFileSync(join(dir, 'cert.pem'))
    rmSync(dir, { recursive: true, force: true })
  }

  /** The https: origin serving the build of `tree` (made from `commit`), or undefined when none is built. */
  serve(tree: string, commit: string): Promise<string | undefined> {
    if (!this.#byTree.has(tree)) this.#byTree.set(tree, this.#start(commit))
    return this.#byTree.get(tree) ?? Promise.resolve(undefined)
  }

  async #start(commit: string): Promise<string | undefined> {
    const dist = await this.build?.(commit)
    if (!dist) return undefined
    const server = createServer({ key: this.#key, cert: this.#cert }, createHandler(await loadDist(dist)))
    this.#servers.push(server)
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    return `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    for (const server of this.#servers) server.closeAllConnections()
    await Promise.all(this.#servers.map((server) => new Promise((done) => server.close(done))))
  }
}
