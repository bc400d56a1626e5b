/**
 * A local stand-in for the part of GitHub the editor (Sveltia CMS 0.221.1, src/editor/) calls,
 * backed by a real bare git repository (bare-repo.ts) and held to GitHub's published descriptions:
 * every REST answer is validated against `@octokit/openapi` (openapi.ts), every GraphQL document
 * against `@octokit/graphql-schema` and executed on that schema (graphql.ts). An unknown path, a
 * query GitHub's schema refuses or an answer off its description is logged in `state.errors`,
 * which the test asserts empty. It also serves our editor build (dist/admin/) at /admin/ with its
 * backend pointed here, and runs CI on each push (checks.ts, sites.ts). e2e/editor-hosted.spec.ts.
 *
 * What the editor calls, read in its bundle (node_modules/@sveltia/cms/npm/index.js, and the GitHub
 * backend's sources its source map carries), with `api_root` X it uses
 * X/api/v3 (REST) and X/api/graphql:
 * - sign-in with a token: GET /user; then GET /repos/{owner}/{repo}/collaborators/{login} (204 = may write).
 * - listing and reading: GraphQL `repository.ref(qualifiedName: $branch).target.history(first: 1)
 *   { oid message }` (the head); GET /repos/{owner}/{repo}/git/trees/{branch or sha}?recursive=1;
 *   GraphQL aliased `object(oid:) { ... on Blob { text isTruncated } }` (contents) and
 *   `ref.target.history(first: 1, path:) { author { name email user { databaseId login } } committedDate }`;
 *   GET /repos/{owner}/{repo}/git/blobs/{sha} (Accept: application/vnd.github.raw) only for a
 *   blob GraphQL truncates.
 * - editorial workflow, listing: GraphQL `pullRequests(states: OPEN, labels: [its status labels])
 *   { nodes { id number title url isDraft isCrossRepository headRefName headRefOid author labels files } }`,
 *   then aliased `object(expression: "branch:path") { ... on Blob { oid byteSize isBinary isTruncated text } }`.
 * - saving (branch `cms/<collection>/<file>`): GraphQL `fork: repository { id }` and
 *   `base: repository { ref(qualifiedName: main) { target { oid } } }`; mutation `createRef`
 *   (on "already exists": GraphQL `pullRequests(headRefName:, states: OPEN) { totalCount }` and
 *   PATCH /repos/{owner}/{repo}/git/refs/heads/{branch} { sha, force }); mutation
 *   `createCommitOnBranch` (additions base64, `expectedHeadOid`); POST /repos/{owner}/{repo}/pulls
 *   (draft); POST /repos/{owner}/{repo}/issues/{n}/labels (its status label). A status change:
 *   GET + PATCH /repos/{owner}/{repo}/issues/{n} (labels), mutation `markPullRequestReadyForReview`
 *   or `convertPullRequestToDraft`.
 * - the check and the preview link: GraphQL aliased `object(oid: <head sha>) { ... on Commit {
 *   status { contexts { context state targetUrl description } } deployments(last: 10) { nodes {
 *   environment latestStatus { state environmentUrl description } } } checkSuites(last: 10) {
 *   nodes { checkRuns(last: 20) { nodes { name status conclusion detailsUrl summary } } } } } }`
 *   (a failed combined query is retried one source at a time). Unlike Decap (a status whose context
 *   contains "deploy"), Sveltia takes any commit status or deployment, and a check run named like a
 *   host ("preview", "pages"...), ranks those with a URL and a success first, keeps a URL only when
 *   it is https: and the state is success, and drops one described "skipped"/"no build". The link
 *   is that URL + the file's `preview_path`. It also GETs the link itself (is it served yet?).
 *   The stand-in sets two statuses: `checks` (the content check; its refusal or the price summary
 *   in the description) and `preview` (target_url: the build of the branch, sites.ts).
 * - publishing: PUT /repos/{owner}/{repo}/pulls/{n}/merge { merge_method: merge, commit_title },
 *   then DELETE /repos/{owner}/{repo}/git/refs/heads/{branch}; discarding: PATCH
 *   /repos/{owner}/{repo}/pulls/{n} { state: closed }, then the same DELETE.
 * - not used here: POST /repos/{owner}/{repo}/dispatches (a "publish" button without the
 *   workflow), fork and Open Authoring paths, GET /repos/{owner}/{repo}/pulls/{n}/files (renames).
 * The stand-in adds one call of its own, as GitHub has it: POST /repos/{owner}/{repo}/pulls/{n}/reviews
 * (event APPROVE, with OWNER_TOKEN: the code owner's approval the merge of a price change waits for).
 */
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { editorHeaders } from '../../server/security-headers.ts'
import { CONTENT_TYPES } from '../../server/static-files.ts'
import { onLoopback } from '../launch.ts'
import { BareRepo } from './bare-repo.ts'
import { runCi } from './ci.ts'
import { answerGraphQL } from './graphql.ts'
import { operationFor, validateResponse } from './openapi.ts'
import { HANDLERS } from './rest.ts'
import { type Builder, Sites } from './sites.ts'
import { StandinState, TOKEN } from './state.ts'

/** The code owner's token: a review posted with it is an approval by `pricing-owner`. */
export const OWNER_TOKEN = 'standin-token-of-the-code-owner'

export interface StandinOptions {
  /** The repository whose HEAD tree seeds the bare repository's `main`. */
  source: string
  /** The editor build to serve at /admin/ (dist/admin/). */
  adminDir: string
  /** The editor's configuration, given the stand-in's address (src/editor/config.ts). */
  config: (apiRoot: string) => object
  /** The build of the source's HEAD (dist/): `main`'s first live site. */
  dist: string
  /** Builds the site of a commit (test-support/scratch-build.ts); without it, no preview is built. */
  build?: Builder
  /** Files whose change waits for a code owner's approval (CODEOWNERS). */
  ownedPaths: readonly string[]
}

/** The user's picture, which the editor shows beside its name. */
const AVATAR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="#0f766e"/></svg>'

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? JSON.parse(text) : {}
}

function send(
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const bytes =
    body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body))
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers })
  response.end(bytes)
}

export async function startStandin(options: StandinOptions) {
  const repo = BareRepo.fromHead(options.source)
  const state = new StandinState(repo, 'faheem', 'website', options.ownedPaths)
  const sites = new Sites(options.build)
  sites.seed(repo.commit(repo.branch('main') ?? '').tree, options.dist)
  const ci = runCi(state, sites)
  let configJson = ''

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const method = request.method ?? 'GET'
    const auth = request.headers.authorization?.split(' ')[1]
    if (auth !== TOKEN && auth !== OWNER_TOKEN) {
      state.errors.push(`${method} ${path}: no valid token`)
      return send(response, 401, { message: 'Bad credentials', documentation_url: '' })
    }
    const body = method === 'GET' ? {} : await readBody(request)
    if (path === '/api/graphql') return send(response, 200, answerGraphQL(state, body as { query: string }))
    const rest = path.replace(/^\/api\/v3/, '')
    const operation = operationFor(method, rest)
    const handler = operation && HANDLERS[`${method} ${operation.template}`]
    if (!operation || !handler) {
      state.errors.push(
        `${method} ${rest}: not a path the stand-in answers (${operation ? operation.template : 'not in GitHub\u2019s description'})`,
      )
      return send(response, 404, { message: 'Not Found' })
    }
    const login = auth === OWNER_TOKEN ? 'pricing-owner' : ''
    const answer = handler(state, { ...operation.params, login }, body, String(request.headers.accept ?? ''))
    state.calls.push({ method, route: operation.template, status: answer.status })
    if (answer.raw)
      return send(response, answer.status, answer.raw, { 'Content-Type': 'application/octet-stream' })
    try {
      validateResponse(operation.template, method, answer.status, answer.body)
    } catch (error) {
      state.errors.push(String(error))
      return send(response, 500, { message: String(error) })
    }
    return send(response, answer.status, answer.body)
  }

  async function admin(response: ServerResponse, path: string) {
    const headers = Object.fromEntries(editorHeaders(configJson))
    const file = path === '/admin/' ? 'index.html' : normalize(path.slice('/admin/'.length))
    if (file === 'config.json') return send(response, 200, Buffer.from(configJson), headers)
    try {
      const bytes = await readFile(join(options.adminDir, file))
      return send(response, 200, bytes, {
        ...headers,
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      })
    } catch {
      state.errors.push(`GET ${path}: not in the editor's build`)
      return send(response, 404, { message: 'Not Found' }, headers)
    }
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://standin').pathname
    const answer = path.startsWith('/api/')
      ? api(request, response, path)
      : path.startsWith('/admin/')
        ? admin(response, path)
        : path === '/avatar.svg'
          ? send(response, 200, Buffer.from(AVATAR), { 'Content-Type': 'image/svg+xml' })
          : ci.live().then((site) => (site ? site.handler(request, response) : send(response, 404)))
    Promise.resolve(answer).catch((error: unknown) => {
      state.errors.push(`${request.method} ${path}: ${String(error)}`)
      if (!response.headersSent) send(response, 500, { message: String(error) })
    })
  })
  const { origin, stop } = await onLoopback(server)
  state.origin = origin
  configJson = JSON.stringify(options.config(origin))
  return {
    origin,
    state,
    repo,
    /** Resolves once every check started so far has set its statuses. */
    settled: ci.settled,
    live: ci.live,
    async stop() {
      await stop()
      await sites.stop()
      repo.remove()
    },
  }
}
