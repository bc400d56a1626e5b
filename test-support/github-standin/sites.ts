/**
 * The static host of the stand-in's road (Cloudflare Pages, in the pipeline): each build of a tree
 * served by the site's own production handler (server/app.ts over the build's dist/), as a preview
 * on its own HTTPS address on the loopback (the editor opens a preview only at an https: address;
 * the certificate is made for the run by openssl), and, once `main` has that tree, as the live site
 * (server.ts serves it beside /admin/). One build per tree: a merge whose tree is the preview's is
 * served from the same build, and `main`'s first tree, this repository's HEAD, from its dist/.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serveDist } from '../launch.ts'

/** Builds the site of a tree (a commit's, written out by the caller) into a dist/; returns its folder. */
export type Builder = (commit: string) => Promise<string | undefined>

type Site = Awaited<ReturnType<typeof serveDist>>

export class Sites {
  readonly #key: Buffer
  readonly #cert: Buffer
  readonly #sites: Site[] = []
  readonly #byTree = new Map<string, Promise<Site | undefined>>()

  readonly build: Builder | undefined

  constructor(build: Builder | undefined) {
    this.build = build
    const dir = mkdtempSync(join(tmpdir(), 'faheem-standin-tls-'))
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    this.#key = readFileSync(join(dir, 'key.pem'))
    this.#cert = readFileSync(join(dir, 'cert.pem'))
    rmSync(dir, { recursive: true, force: true })
  }

  /** Serves `dist` as the build of `tree` (one made before the run). */
  seed(tree: string, dist: string): void {
    this.#byTree.set(
      tree,
      this.#start(async () => dist),
    )
  }

  /** The build of `tree` (made from `commit` on first asking), or undefined when none is built. */
  site(tree: string, commit: string): Promise<Site | undefined> {
    if (!this.#byTree.has(tree))
      this.#byTree.set(
        tree,
        this.#start(async () => this.build?.(commit)),
      )
    return this.#byTree.get(tree) ?? Promise.resolve(undefined)
  }

  async #start(build: () => Promise<string | undefined>): Promise<Site | undefined> {
    const dist = await build()
    if (!dist) return undefined
    const site = await serveDist(dist, { key: this.#key, cert: this.#cert })
    this.#sites.push(site)
    return site
  }

  async stop(): Promise<void> {
    await Promise.all(this.#sites.map((site) => site.stop()))
  }
}
