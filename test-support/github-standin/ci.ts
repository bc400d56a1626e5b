/**
 * The pipeline, as the stand-in (server.ts) runs it on each push, reported as GitHub Actions
 * reports it, in commit statuses on the pushed commit:
 * - `checks`: pending, then the content check's verdict (checks.ts): a refusal's first line, or
 *   «نجح الفحص · Checks passed» with the price changes and, when a code-owned file changed, that
 *   the pull request waits for its owner's approval;
 * - `preview` (a branch): the site built from that commit, served at its own https: address
 *   (sites.ts), as target_url; `production` (main): that build made the live site (server.ts
 *   serves it at its own address, beside /admin/), since when. A tree the run does not build (the
 *   suite makes one scratch build: Builder in sites.ts) is reported "skipped: not built in this
 *   run", which the editor passes over; the live site then stays the last one built.
 */
import { checkCommit } from './checks.ts'
import type { Sites } from './sites.ts'
import type { StandinState } from './state.ts'

/** GitHub refuses a status description over 140 characters. */
const cut = (text: string) => (text.length <= 140 ? text : `${text.slice(0, 139)}…`)

export function runCi(state: StandinState, sites: Sites) {
  const running = new Set<Promise<void>>()
  const { repo } = state
  const main = repo.branch('main') ?? ''
  let live = sites.site(repo.commit(main).tree, main)

  async function onBranch(branch: string, oid: string) {
    const status = (
      context: string,
      value: 'pending' | 'success' | 'failure',
      description: string,
      targetUrl: string | null = null,
    ) => state.setStatus(oid, { context, state: value, description: cut(description), targetUrl })
    status('checks', 'pending', 'يعمل الفحص · Checking')
    const result = await checkCommit(repo, oid, 'main')
    if (!result.ok) {
      status('checks', 'failure', result.refusals[0] ?? 'The content check failed')
      return
    }
    const owned = state.ownedPaths.some((path) =>
      repo.git(['diff', '--name-only', 'main', oid]).split('\n').includes(path),
    )
    const prices = result.prices.length > 0 ? ` · ${result.prices.join('؛ ')}` : ''
    const waits = owned ? ' · ينتظر موافقة المالك · awaits the code owner' : ''
    status('checks', 'success', `نجح الفحص · Checks passed${prices}${waits}`)
    const site = await sites.site(repo.commit(oid).tree, oid)
    if (site) status('preview', 'success', 'المعاينة جاهزة · Preview ready', `${site.origin}/`)
    else status('preview', 'success', 'skipped: not built in this run')
    void branch
  }

  async function onMain(oid: string) {
    const site = await sites.site(repo.commit(oid).tree, oid)
    if (!site) {
      state.setStatus(oid, {
        context: 'production',
        state: 'success',
        description: 'skipped: not built in this run',
        targetUrl: null,
      })
      return
    }
    live = Promise.resolve(site)
    const since = new Date().toISOString()
    const description = `الموقع منشور منذ · live since ${since}`
    state.setStatus(oid, {
      context: 'production',
      state: 'success',
      description,
      targetUrl: `${state.origin}/`,
    })
  }

  state.onPush = (branch, oid) => {
    const job = (branch === 'main' ? onMain(oid) : onBranch(branch, oid)).catch((error: unknown) => {
      state.errors.push(`CI on ${branch} ${oid}: ${String(error)}`)
    })
    running.add(job)
    void job.finally(() => running.delete(job))
  }

  return {
    settled: async () => {
      while (running.size > 0) await Promise.all([...running])
    },
    /** The live site: the last build of `main`. */
    live: () => live,
  }
}
