/**
 * The stand-in's REST answers, one per path and method the editor calls (server.ts lists them),
 * their bodies made in bodies.ts; server.ts validates each against GitHub's description before it
 * leaves.
 */
import { api, filled, issueBody, label, pullBody, user, web } from './bodies.ts'
import { type Pull, type StandinState, USER } from './state.ts'

interface RestAnswer {
  status: number
  body?: unknown
  /** A raw body (a blob asked for as `application/vnd.github.raw`): not JSON, not validated. */
  raw?: Buffer
}

type Handler = (
  state: StandinState,
  params: Record<string, string>,
  body: Record<string, unknown>,
  accept: string,
) => RestAnswer

const notFound: RestAnswer = {
  status: 404,
  body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' },
}

/** A handler of one pull request (or its issue): 404 for a number the stand-in does not have. */
const ofPull =
  (
    answer: (state: StandinState, pull: Pull, body: Record<string, unknown>, login: string) => RestAnswer,
  ): Handler =>
  (state, params, body) => {
    const pull = state.pulls.get(Number(params.pull_number ?? params.issue_number))
    return pull ? answer(state, pull, body, params.login ?? '') : notFound
  }

/** Handlers by `METHOD template`: only what the editor calls, and the review the test records. */
export const HANDLERS: Record<string, Handler> = {
  'GET /user': (state) => ({
    status: 200,
    body: filled('private-user', { ...user(state), user_view_type: 'private' }),
  }),

  'GET /repos/{owner}/{repo}/collaborators/{username}': (_state, { username }) =>
    username === USER.login ? { status: 204 } : { status: 404 },

  'GET /repos/{owner}/{repo}/git/trees/{tree_sha}': (state, { tree_sha: treeSha = '' }) => {
    const sha = state.repo.resolve(`${state.repo.branch(treeSha) ?? treeSha}^{tree}`)
    if (!sha) return notFound
    const tree = state.repo.tree(sha).map(({ path, mode, type, sha: entry, size }) => ({
      path,
      mode,
      type,
      sha: entry,
      ...(size === undefined ? {} : { size }),
      url: api(state, `/git/${type}s/${entry}`),
    }))
    return { status: 200, body: { sha, url: api(state, `/git/trees/${sha}`), tree, truncated: false } }
  },

  'GET /repos/{owner}/{repo}/git/blobs/{file_sha}': (state, { file_sha: sha = '' }, _body, accept) => {
    if (state.repo.type(sha) !== 'blob') return notFound
    const bytes = state.repo.blob(sha)
    if (accept.includes('application/vnd.github.raw')) return { status: 200, raw: bytes }
    const body = {
      sha,
      node_id: `B_${sha}`,
      size: bytes.length,
      url: api(state, `/git/blobs/${sha}`),
      content: bytes.toString('base64'),
      encoding: 'base64',
    }
    return { status: 200, body }
  },

  'POST /repos/{owner}/{repo}/pulls': (state, _params, body) => {
    const head = String(body.head)
    if (!state.repo.branch(head))
      return { status: 422, body: { message: 'Validation Failed', documentation_url: '', errors: [] } }
    const pull = state.openPull(
      head,
      String(body.base),
      String(body.title),
      String(body.body ?? ''),
      Boolean(body.draft),
    )
    return { status: 201, body: pullBody(state, pull) }
  },

  'GET /repos/{owner}/{repo}/pulls/{pull_number}': ofPull((state, pull) => ({
    status: 200,
    body: pullBody(state, pull),
  })),

  'PATCH /repos/{owner}/{repo}/pulls/{pull_number}': ofPull((state, pull, body) => {
    if (body.state === 'open' || body.state === 'closed') pull.state = body.state
    return { status: 200, body: pullBody(state, pull) }
  }),

  'POST /repos/{owner}/{repo}/issues/{issue_number}/labels': ofPull((state, pull, body) => {
    pull.labels = [...new Set([...pull.labels, ...(body.labels as string[])])]
    return { status: 200, body: pull.labels.map((name) => label(state, name)) }
  }),

  'GET /repos/{owner}/{repo}/issues/{issue_number}': ofPull((state, pull) => ({
    status: 200,
    body: issueBody(state, pull),
  })),

  'PATCH /repos/{owner}/{repo}/issues/{issue_number}': ofPull((state, pull, body) => {
    if (Array.isArray(body.labels)) pull.labels = body.labels.map(String)
    pull.updatedAt = new Date().toISOString()
    return { status: 200, body: issueBody(state, pull) }
  }),

  'PATCH /repos/{owner}/{repo}/git/refs/{ref}': (state, { ref = '' }, body) => {
    const branch = ref.replace(/^heads\//, '')
    if (!state.repo.branch(branch))
      return { status: 422, body: { message: 'Reference does not exist', documentation_url: '' } }
    state.repo.setBranch(branch, String(body.sha))
    const object = {
      type: 'commit',
      sha: String(body.sha),
      url: api(state, `/git/commits/${String(body.sha)}`),
    }
    return {
      status: 200,
      body: { ref: `refs/${ref}`, node_id: `REF_${ref}`, url: api(state, `/git/refs/${ref}`), object },
    }
  },

  'DELETE /repos/{owner}/{repo}/git/refs/{ref}': (state, { ref = '' }) => {
    const branch = ref.replace(/^heads\//, '')
    if (!state.repo.branch(branch)) return { status: 422 }
    state.repo.deleteBranch(branch)
    return { status: 204 }
  },

  // Branch protection on `main` (docs/deploy.md): a change to a code-owned file waits for a review.
  'PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge': ofPull((state, pull) => {
    if (pull.merged || pull.state !== 'open' || state.awaitsApproval(pull)) {
      const message = pull.merged
        ? 'Pull Request is not mergeable'
        : 'At least 1 approving review is required by reviewers with write access.'
      return {
        status: 405,
        body: { message, documentation_url: 'https://docs.github.com/articles/about-protected-branches' },
      }
    }
    const base = state.repo.branch(pull.base) ?? ''
    const merged = state.repo.merge(
      base,
      state.headSha(pull),
      `Merge pull request #${pull.number} from ${pull.head}\n\n${pull.title}`,
    )
    if (!merged) return { status: 409, body: { message: 'Merge conflict', documentation_url: '' } }
    state.repo.setBranch(pull.base, merged, base)
    Object.assign(pull, {
      merged: true,
      state: 'closed',
      mergeCommit: merged,
      updatedAt: new Date().toISOString(),
    })
    state.onPush(pull.base, merged)
    return { status: 200, body: { sha: merged, merged: true, message: 'Pull Request successfully merged' } }
  }),

  'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews': ofPull((state, pull, body, asked) => {
    const login = asked || USER.login
    if (body.event === 'APPROVE') pull.approvals.push(login)
    const review = filled('pull-request-review', {
      id: state.nextId(),
      user: { ...user(state), login },
      body: String(body.body ?? ''),
      state: body.event === 'APPROVE' ? 'APPROVED' : 'COMMENTED',
      html_url: web(state, `/pull/${pull.number}`),
      pull_request_url: api(state, `/pulls/${pull.number}`),
      commit_id: state.headSha(pull),
    })
    return { status: 200, body: review }
  }),
}
