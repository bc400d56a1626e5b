/**
 * The stand-in's repository (test-support/github-standin/server.ts): a real bare git repository in a
 * temporary folder, its `main` one commit holding this repository's committed tree (HEAD's), and
 * every change the editor makes written with git's own plumbing: hash-object, update-index on a
 * private index, write-tree, commit-tree, update-ref (refusing a head that moved, as GitHub does),
 * merge-tree for a merge. What a test asserts is then what `git` says.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface TreeEntry {
  mode: string
  type: 'blob' | 'tree' | 'commit'
  sha: string
  size: number | undefined
  path: string
}

export interface CommitInfo {
  oid: string
  tree: string
  parents: string[]
  message: string
  name: string
  email: string
  date: string
}

/** The one author of every commit: the stand-in has one user (server.ts, USER). */
const AUTHOR = { name: 'Faheem Editor', email: 'editor@faheem.test' }

export class BareRepo {
  readonly dir: string
  readonly #root: string
  #indexCount = 0

  private constructor(root: string) {
    this.#root = root
    this.dir = join(root, 'repo.git')
  }

  /** A bare repository whose `main` is one commit with `source`'s HEAD tree. */
  static fromHead(source: string): BareRepo {
    const repo = new BareRepo(mkdtempSync(join(tmpdir(), 'faheem-standin-')))
    execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', repo.dir])
    repo.git(['fetch', '--quiet', '--depth=1', `file://${source}`, 'HEAD'])
    const tree = repo.git(['rev-parse', 'FETCH_HEAD^{tree}'])
    const commit = repo.git(['commit-tree', tree, '-m', 'The site, as this repository holds it'])
    repo.git(['update-ref', 'refs/heads/main', commit])
    return repo
  }

  git(args: string[], input?: string | Buffer, env: Record<string, string> = {}): string {
    return execFileSync('git', ['--git-dir', this.dir, ...args], {
      input,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: AUTHOR.name,
        GIT_AUTHOR_EMAIL: AUTHOR.email,
        GIT_COMMITTER_NAME: AUTHOR.name,
        GIT_COMMITTER_EMAIL: AUTHOR.email,
        ...env,
      },
      maxBuffer: 64 * 1024 * 1024,
    })
      .toString('utf8')
      .trimEnd()
  }

  /** The object a name points at (a branch, `sha:path`, a sha), or undefined. */
  resolve(name: string): string | undefined {
    try {
      return this.git(['rev-parse', '--verify', '--quiet', name])
    } catch {
      return undefined
    }
  }

  branch(name: string): string | undefined {
    return this.resolve(`refs/heads/${name}`)
  }

  type(sha: string): string | undefined {
    try {
      return this.git(['cat-file', '-t', sha])
    } catch {
      return undefined
    }
  }

  blob(sha: string): Buffer {
    return execFileSync('git', ['--git-dir', this.dir, 'cat-file', 'blob', sha], {
      maxBuffer: 64 * 1024 * 1024,
    })
  }

  /** Every entry under a tree-ish, recursively, with blob sizes. */
  tree(treeish: string): TreeEntry[] {
    return this.git(['ls-tree', '-r', '-t', '-l', '-z', treeish])
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const [meta = '', path = ''] = line.split('\t')
        const [mode = '', type = '', sha = '', size = '-'] = meta.split(/\s+/)
        return {
          mode,
          type: type as TreeEntry['type'],
          sha,
          size: size === '-' ? undefined : Number(size),
          path,
        }
      })
  }

  commit(oid: string): CommitInfo {
    const [tree = '', parents = '', name = '', email = '', date = '', ...message] = this.git([
      'show',
      '-s',
      '--format=%T%n%P%n%an%n%ae%n%aI%n%B',
      oid,
    ]).split('\n')
    return {
      oid,
      tree,
      parents: parents.split(' ').filter(Boolean),
      name,
      email,
      date,
      message: message.join('\n').trim(),
    }
  }

  /** The commits that touched `path` (all, without one) from `ref`, newest first. */
  history(ref: string, path?: string, first = 100): CommitInfo[] {
    const out = this.git(['log', `-n${first}`, '--format=%H', ref, ...(path ? ['--', path] : [])])
    return out
      .split('\n')
      .filter(Boolean)
      .map((oid) => this.commit(oid))
  }

  /** Points `refs/heads/<name>` at `oid`, only if it is still at `expected` (empty: does not exist). */
  setBranch(name: string, oid: string, expected?: string): void {
    this.git(['update-ref', `refs/heads/${name}`, oid, ...(expected === undefined ? [] : [expected])])
  }

  deleteBranch(name: string): void {
    this.git(['update-ref', '-d', `refs/heads/${name}`])
  }

  /** A commit on `parent` with `additions` (path → bytes) written and `deletions` removed. */
  commitFiles(
    parent: string,
    additions: Record<string, Buffer>,
    deletions: string[],
    message: string,
  ): string {
    this.#indexCount += 1
    const env = { GIT_INDEX_FILE: join(this.#root, `index-${this.#indexCount}`) }
    this.git(['read-tree', parent], undefined, env)
    for (const [path, bytes] of Object.entries(additions)) {
      const sha = this.git(['hash-object', '-w', '--stdin'], bytes)
      this.git(['update-index', '--add', '--cacheinfo', `100644,${sha},${path}`], undefined, env)
    }
    for (const path of deletions) this.git(['update-index', '--force-remove', path], undefined, env)
    const tree = this.git(['write-tree'], undefined, env)
    return this.git(['commit-tree', tree, '-p', parent, '-m', message])
  }

  /** A merge commit of `head` into `base` (a merge-tree without conflicts), or undefined on a conflict. */
  merge(base: string, head: string, message: string): string | undefined {
    let tree: string
    try {
      tree = this.git(['merge-tree', '--write-tree', base, head]).split('\n')[0] ?? ''
    } catch {
      return undefined
    }
    return this.git(['commit-tree', tree, '-p', base, '-p', head, '-m', message])
  }

  /** Writes the tree of `treeish` into a new temporary folder; returns it. */
  checkout(treeish: string, into: string): void {
    execFileSync('sh', ['-c', `git --git-dir "${this.dir}" archive "${treeish}" | tar -x -C "${into}"`])
  }

  remove(): void {
    rmSync(this.#root, { recursive: true, force: true })
  }
}
