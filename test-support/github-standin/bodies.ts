/**
 * The bodies of the stand-in's REST answers (rest.ts), each from GitHub's own description (`sample`
 * in openapi.ts: every property its schema requires) with the values that matter filled in from the
 * bare repository and the state: a user, a label, a pull request, an issue.
 */
import { component, sample } from './openapi.ts'
import { type Pull, type StandinState, USER } from './state.ts'

export const api = (state: StandinState, rest: string) =>
  `https://api.github.test/repos/${state.owner}/${state.name}${rest}`
export const web = (state: StandinState, rest: string) =>
  `https://github.test/${state.owner}/${state.name}${rest}`
export const filled = (name: string, values: Record<string, unknown>) => ({
  ...(sample(component(name)) as object),
  ...values,
})

export const user = (state: StandinState) =>
  filled('simple-user', {
    login: USER.login,
    id: USER.id,
    name: USER.name,
    email: USER.email,
    html_url: `https://github.test/${USER.login}`,
    avatar_url: `${state.origin}/avatar.svg`,
  })

export function label(state: StandinState, name: string) {
  return filled('label', {
    id: state.nextId(),
    name,
    url: api(state, `/labels/${encodeURIComponent(name)}`),
    color: 'ededed',
  })
}

/** What a pull request's body and its issue's share: `path` is `pulls` or `issues`. */
const shared = (state: StandinState, pull: Pull, path: string) => ({
  id: pull.number,
  node_id: pull.nodeId,
  number: pull.number,
  url: api(state, `/${path}/${pull.number}`),
  html_url: web(state, `/pull/${pull.number}`),
  title: pull.title,
  state: pull.state,
  user: user(state),
  labels: pull.labels.map((name) => label(state, name)),
  created_at: pull.createdAt,
  updated_at: pull.updatedAt,
})

export function pullBody(state: StandinState, pull: Pull) {
  const side = (ref: string, sha: string) => ({
    ...(sample(component('pull-request')) as { head: object }).head,
    ref,
    sha,
    label: `${state.owner}:${ref}`,
    user: user(state),
  })
  return filled('pull-request', {
    ...shared(state, pull, 'pulls'),
    body: pull.body,
    draft: pull.draft,
    merged: pull.merged,
    merge_commit_sha: pull.mergeCommit,
    head: side(pull.head, state.headSha(pull)),
    base: side(pull.base, state.repo.branch(pull.base) ?? ''),
  })
}

export const issueBody = (state: StandinState, pull: Pull) => filled('issue', shared(state, pull, 'issues'))
