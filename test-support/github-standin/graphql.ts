/**
 * The stand-in's GraphQL endpoint: every query and mutation the editor sends is checked with
 * `@octokit/graphql-schema`'s `validate()` (GitHub's published schema) and then executed by
 * graphql-js against that same schema, so a field, argument or type GitHub does not have fails
 * here as it would there. The values come from the bare repository (bare-repo.ts) and the
 * stand-in's state (state.ts), as plain objects: graphql-js reads a field from the property of the
 * same name, calling it with the field's arguments when it is a function, and the type of an
 * interface's value from its `__typename`.
 */
import { schema as githubSchema, validate as validateForGitHub } from '@octokit/graphql-schema'
import {
  buildClientSchema,
  execute,
  type GraphQLSchema,
  type IntrospectionQuery,
  parse,
  validate,
} from 'graphql'
import type { CommitInfo } from './bare-repo.ts'
import { type Pull, type StandinState, USER } from './state.ts'

let built: GraphQLSchema | undefined
const schema = () => {
  built ??= buildClientSchema(githubSchema.json as unknown as IntrospectionQuery)
  return built
}

type Args = Record<string, unknown>

const actorOf = (state: StandinState) => ({
  __typename: 'User',
  login: USER.login,
  name: USER.name,
  email: USER.email,
  databaseId: USER.id,
  avatarUrl: `${state.origin}/avatar.svg`,
})

function blobNode(state: StandinState, oid: string) {
  const bytes = state.repo.blob(oid)
  const isBinary = bytes.includes(0)
  return {
    __typename: 'Blob',
    id: `B_${oid}`,
    oid,
    byteSize: bytes.length,
    isBinary,
    isTruncated: false,
    text: isBinary ? null : bytes.toString('utf8'),
  }
}

function commitNode(state: StandinState, info: CommitInfo): Record<string, unknown> {
  const { repo } = state
  return {
    __typename: 'Commit',
    id: `C_${info.oid}`,
    oid: info.oid,
    message: info.message,
    committedDate: info.date,
    author: { name: info.name, email: info.email, avatarUrl: actorOf(state).avatarUrl, user: actorOf(state) },
    history: ({ first, path }: Args) => ({
      nodes: repo
        .history(info.oid, path as string | undefined, Number(first))
        .map((commit) => commitNode(state, commit)),
    }),
    file: ({ path }: Args) => {
      const oid = repo.resolve(`${info.oid}:${String(path)}`)
      return oid ? { oid, path } : null
    },
    status: () => {
      const contexts = state.latestStatuses(info.oid)
      if (contexts.length === 0) return null
      return {
        id: `S_${info.oid}`,
        contexts: contexts.map((status) => ({
          id: `SC_${status.id}`,
          context: status.context,
          state: status.state.toUpperCase(),
          targetUrl: status.targetUrl,
          description: status.description,
        })),
      }
    },
    // The stand-in's checks report as commit statuses only (a GitHub Actions job's status): no deployments, no check runs.
    deployments: () => ({ nodes: [] }),
    checkSuites: () => ({ nodes: [] }),
  }
}

function objectNode(state: StandinState, name: string) {
  const oid = state.repo.resolve(name)
  if (!oid) return null
  const type = state.repo.type(oid)
  if (type === 'blob') return blobNode(state, oid)
  if (type === 'commit') return commitNode(state, state.repo.commit(oid))
  return null
}

function pullNode(state: StandinState, pull: Pull) {
  return {
    id: pull.nodeId,
    number: pull.number,
    title: pull.title,
    url: `https://github.test/${state.owner}/${state.name}/pull/${pull.number}`,
    isDraft: pull.draft,
    isCrossRepository: false,
    createdAt: pull.createdAt,
    updatedAt: pull.updatedAt,
    headRefName: pull.head,
    headRefOid: state.headSha(pull),
    author: actorOf(state),
    labels: () => ({ nodes: pull.labels.map((name) => ({ name })) }),
    files: () => ({
      nodes: state.changedFiles(pull).map(({ path, status }) => ({
        path,
        changeType: { A: 'ADDED', M: 'MODIFIED', D: 'DELETED' }[status],
      })),
    }),
  }
}

function repositoryNode(state: StandinState) {
  const { repo } = state
  return {
    id: `R_${state.owner}/${state.name}`,
    defaultBranchRef: { name: 'main' },
    ref: ({ qualifiedName }: Args) => {
      const name = String(qualifiedName).replace(/^refs\/heads\//, '')
      const oid = repo.branch(name)
      return oid ? { name, target: commitNode(state, repo.commit(oid)) } : null
    },
    object: ({ oid, expression }: Args) => objectNode(state, String(oid ?? expression)),
    pullRequests: ({ states, labels, headRefName }: Args) => {
      const nodes = [...state.pulls.values()]
        .filter(
          (pull) =>
            !states || (states as string[]).includes(pull.merged ? 'MERGED' : pull.state.toUpperCase()),
        )
        .filter((pull) => !labels || pull.labels.some((label) => (labels as string[]).includes(label)))
        .filter((pull) => !headRefName || pull.head === headRefName)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      return { totalCount: nodes.length, nodes: nodes.map((pull) => pullNode(state, pull)) }
    },
  }
}

function mutations(state: StandinState) {
  const { repo } = state
  const draft =
    (isDraft: boolean) =>
    ({ input }: Args) => {
      const pull = state.pullByNode(String((input as Args).pullRequestId))
      if (!pull) throw new Error('Could not resolve to a PullRequest.')
      pull.draft = isDraft
      return { pullRequest: pullNode(state, pull) }
    }
  return {
    createRef: ({ input }: Args) => {
      const { name, oid } = input as { name: string; oid: string }
      const branch = name.replace(/^refs\/heads\//, '')
      if (repo.branch(branch)) throw new Error(`A ref named "${name}" already exists in the repository.`)
      repo.setBranch(branch, oid, '')
      return { ref: { name: branch } }
    },
    createCommitOnBranch: ({ input }: Args) => {
      const { branch, expectedHeadOid, fileChanges, message } = input as {
        branch: { branchName: string }
        expectedHeadOid: string
        fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] }
        message: { headline: string; body?: string }
      }
      const head = repo.branch(branch.branchName)
      if (head !== expectedHeadOid)
        throw new Error(`Expected branch to point to "${expectedHeadOid}" but it did not.`)
      const additions = Object.fromEntries(
        (fileChanges?.additions ?? []).map(({ path, contents }) => [path, Buffer.from(contents, 'base64')]),
      )
      const deletions = (fileChanges?.deletions ?? []).map(({ path }) => path)
      const text = [message.headline, message.body].filter(Boolean).join('\n\n')
      const oid = repo.commitFiles(head, additions, deletions, text)
      repo.setBranch(branch.branchName, oid, head)
      for (const pull of state.pulls.values())
        if (pull.head === branch.branchName) pull.updatedAt = new Date().toISOString()
      state.onPush(branch.branchName, oid)
      return { commit: commitNode(state, repo.commit(oid)) }
    },
    markPullRequestReadyForReview: draft(false),
    convertPullRequestToDraft: draft(true),
  }
}

/** Answers one GraphQL request: `{ data }` or `{ errors }`, as GitHub does (HTTP 200 either way). */
export function answerGraphQL(state: StandinState, body: { query: string; variables?: Args }) {
  const forGitHub = validateForGitHub(body.query)
  const document = parse(body.query)
  const errors = [...forGitHub, ...validate(schema(), document)]
  const summary = body.query.replace(/\s+/g, ' ').trim().slice(0, 120)
  if (errors.length > 0) {
    state.errors.push(`GraphQL not valid against GitHub's schema: ${errors[0]?.message} in ${summary}`)
    return { errors: errors.map(({ message }) => ({ message })) }
  }
  const operation = document.definitions[0]
  const isMutation = operation?.kind === 'OperationDefinition' && operation.operation === 'mutation'
  const root = isMutation
    ? mutations(state)
    : {
        repository: ({ owner, name }: Args) =>
          owner === state.owner && name === state.name ? repositoryNode(state) : null,
      }
  const result = execute({
    schema: schema(),
    document,
    rootValue: root,
    variableValues: body.variables ?? {},
  })
  if (result instanceof Promise) throw new Error('the stand-in resolves synchronously')
  state.calls.push({ method: 'POST', route: `graphql: ${summary}`, status: 200 })
  // GitHub's own refusals (a branch that exists, a head that moved) are answers; any other error is the stand-in's.
  for (const error of result.errors ?? []) {
    if (!/already exists|Expected branch to point/.test(error.message)) {
      state.errors.push(`GraphQL ${error.path?.join('.')}: ${error.message} in ${summary}`)
    }
  }
  return {
    ...(result.data ? { data: result.data } : {}),
    ...(result.errors ? { errors: result.errors.map(({ message, path }) => ({ message, path })) } : {}),
  }
}
