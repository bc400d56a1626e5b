/**
 * What the stand-in (test-support/github-standin/server.ts) knows beside the bare repository: its
 * one user, the pull requests, the commit statuses the checks set, the reviews, and the log of every
 * call it answered (what the editor asked, for the test and the header of server.ts). The git data
 * itself (branches, commits, files) is only in the bare repository (bare-repo.ts).
 */
import type { BareRepo } from './bare-repo.ts'

/** The token the editor signs in with, and the user it is. */
export const TOKEN = 'standin-token-for-the-editor'
export const USER = { id: 1001, login: 'faheem-editor', name: 'Faheem Editor', email: 'editor@faheem.test' }

export interface Pull {
  number: number
  nodeId: string
  title: string
  body: string
  head: string
  base: string
  state: 'open' | 'closed'
  draft: boolean
  merged: boolean
  mergeCommit: string | null
  labels: string[]
  createdAt: string
  updatedAt: string
  /** Users who approved it, in order (POST .../reviews, event APPROVE). */
  approvals: string[]
}

export interface CommitStatus {
  id: number
  state: 'pending' | 'success' | 'failure' | 'error'
  context: string
  description: string
  targetUrl: string | null
  createdAt: string
}

export interface Call {
  method: string
  /** The documented template (`/repos/{owner}/{repo}/pulls`), or `graphql: <operation summary>`. */
  route: string
  status: number
}

export class StandinState {
  readonly pulls = new Map<number, Pull>()
  readonly statuses = new Map<string, CommitStatus[]>()
  readonly calls: Call[] = []
  /** Calls the stand-in could not answer or answered against GitHub's description: each fails the test. */
  readonly errors: string[] = []
  /** Called after every commit on a branch (server.ts runs the checks there). */
  onPush: (branch: string, oid: string) => void = () => undefined
  #ids = 1

  readonly repo: BareRepo
  readonly owner: string
  readonly name: string
  /** Paths whose change waits for a code owner's approval (CODEOWNERS, modelled). */
  readonly ownedPaths: readonly string[]
  /** The stand-in's own address (server.ts), for the avatars it serves. */
  origin = ''

  constructor(repo: BareRepo, owner: string, name: string, ownedPaths: readonly string[]) {
    this.repo = repo
    this.owner = owner
    this.name = name
    this.ownedPaths = ownedPaths
  }

  nextId(): number {
    this.#ids += 1
    return this.#ids
  }

  openPull(head: string, base: string, title: string, body: string, draft: boolean): Pull {
    const number = this.pulls.size + 1
    const now = new Date().toISOString()
    const pull: Pull = {
      number,
      nodeId: `PR_${number}`,
      title,
      body,
      head,
      base,
      state: 'open',
      draft,
      merged: false,
      mergeCommit: null,
      labels: [],
      createdAt: now,
      updatedAt: now,
      approvals: [],
    }
    this.pulls.set(number, pull)
    return pull
  }

  pullByNode(nodeId: string): Pull | undefined {
    return [...this.pulls.values()].find((pull) => pull.nodeId === nodeId)
  }

  /** The sha the pull request's branch points at (its last, once the branch is gone). */
  headSha(pull: Pull): string {
    return this.repo.branch(pull.head) ?? this.repo.commit(pull.mergeCommit ?? '').parents[1] ?? ''
  }

  /** The files the pull request changes against its base, as `git diff --name-status` says. */
  changedFiles(pull: Pull): { path: string; status: 'A' | 'M' | 'D' }[] {
    const base = this.repo.branch(pull.base) ?? ''
    const head = this.headSha(pull)
    const mergeBase = this.repo.git(['merge-base', base, head])
    return this.repo
      .git(['diff', '--name-status', '--no-renames', mergeBase, head])
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [status = 'M', path = ''] = line.split('\t')
        return { path, status: status as 'A' | 'M' | 'D' }
      })
  }

  /** Whether the pull request touches a code-owned path and still waits for an approval. */
  awaitsApproval(pull: Pull): boolean {
    const owned = this.changedFiles(pull).some(({ path }) => this.ownedPaths.includes(path))
    return owned && pull.approvals.length === 0
  }

  setStatus(sha: string, status: Omit<CommitStatus, 'id' | 'createdAt'>): CommitStatus {
    const full = { ...status, id: this.nextId(), createdAt: new Date().toISOString() }
    this.statuses.set(sha, [...(this.statuses.get(sha) ?? []), full])
    return full
  }

  /** The latest status of each context on `sha`, as GitHub's combined status gives them. */
  latestStatuses(sha: string): CommitStatus[] {
    const byContext = new Map<string, CommitStatus>()
    for (const status of this.statuses.get(sha) ?? []) byContext.set(status.context, status)
    return [...byContext.values()]
  }
}
