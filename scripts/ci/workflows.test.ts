/**
 * The workflows' own shell, run here for real (GitHub cannot run on these machines): each `run:`
 * read from .github/workflows/, executed by bash with the environment GitHub gives it, in a
 * scratch git repository; `npx wrangler` and `gh` are stand-ins on PATH that record what they are
 * asked and answer as the real ones do (wrangler's output file, the deployment's id); jq is real.
 * What it holds: the tier a pull request's paths choose, the one check `checks` failing unless the
 * chosen tier passed, the preview's address written back as a commit status and a deployment, and
 * main's deployment marked live with the time.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { run, scratch, standIns, step, workflow } from './workflow-shell.ts'

describe('checks.yml: the tier from the paths, one check for both', () => {
  const flow = workflow('checks')
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim()
  const repo = join(scratch, 'repo')
  execFileSync('git', ['init', '-q', '-b', 'main', repo])
  git('config', 'user.email', 'test@example.com')
  git('config', 'user.name', 'test')
  const commit = (path: string, text: string) => {
    execFileSync('mkdir', ['-p', join(repo, path, '..')])
    writeFileSync(join(repo, path), text)
    git('add', '-A')
    git('commit', '-q', '-m', path)
    return git('rev-parse', 'HEAD')
  }
  const base = commit('content/pricing.json', '{}\n')
  const content = commit('content/words/landing.ar.json', '{}\n')
  const mixed = commit('src/page.ts', 'export {}\n')
  const tier = (head: string) =>
    run(step(flow, 'paths', 'tier'), { BASE_SHA: base, HEAD_SHA: head }, repo).outputs.tier

  it('runs on pull requests, reading the repository only', () => {
    expect(Object.keys(flow.on)).toEqual(['pull_request'])
    expect(flow.permissions).toEqual({ contents: 'read' })
  })

  it('a change only under content/ runs the content tier; anything else, npm test', () => {
    expect(tier(content)).toBe('content')
    expect(tier(mixed)).toBe('full')
    expect(tier(base)).toBe('full') // no change at all: the whole suite
  })

  it('the content tier is npm run test:content with the price summary; the other, npm test', () => {
    const runs = (job: string) => flow.jobs[job]?.steps.map((entry) => entry.run ?? '').join('\n')
    expect(flow.jobs.content?.if).toBe("needs.paths.outputs.tier == 'content'")
    expect(runs('content')).toContain('npm run test:content')
    expect(runs('content')).toContain('node scripts/ci/price-summary.ts "$BASE_SHA"')
    expect(flow.jobs.full?.if).toBe("needs.paths.outputs.tier == 'full'")
    expect(runs('full')).toContain('npm test')
  })

  it.each([
    ['content', 'success', 'skipped', 0],
    ['content', 'failure', 'skipped', 1],
    ['full', 'skipped', 'success', 0],
    ['full', 'skipped', 'failure', 1],
    ['full', 'skipped', 'cancelled', 1],
    ['content', 'skipped', 'success', 1],
    ['', 'skipped', 'skipped', 1],
  ])('the check `checks`: tier %s, content %s, npm test %s: exit %i', (chosen, contentResult, full, code) => {
    expect(flow.jobs.checks?.if).toBe('always()')
    expect(flow.jobs.checks?.needs).toEqual(['paths', 'content', 'full'])
    const gate = flow.jobs.checks?.steps[0]?.run ?? ''
    expect(run(gate, { TIER: chosen, CONTENT: contentResult, FULL: full }).status).toBe(code)
  })
})

describe('preview.yml: the address back on the pull request', () => {
  const flow = workflow('preview')
  const calls = standIns()
  const env = {
    CLOUDFLARE_API_TOKEN: 'token',
    CLOUDFLARE_ACCOUNT_ID: 'account',
    CF_PAGES_PROJECT: 'faheem',
    HEAD_SHA: 'abc123',
    HEAD_REF: 'cms/landing/faq',
    WRANGLER_OUTPUT_FILE_PATH: join(scratch, 'wrangler.ndjson'),
  }

  it('asks for deployments and statuses, nothing more; one run a pull request', () => {
    expect(flow.permissions).toEqual({ contents: 'read', deployments: 'write', statuses: 'write' })
    expect(flow.concurrency.group).toContain('github.event.pull_request.number')
  })

  it('skips with a notice when the secrets are absent (a fork)', () => {
    const ready = run(step(flow, 'preview', 'ready'), { ...env, CLOUDFLARE_API_TOKEN: '' })
    expect(ready.outputs.ready).toBe('false')
    expect(ready.stdout).toContain('::notice title=No preview::')
    expect(run(step(flow, 'preview', 'ready'), env).outputs.ready).toBe('true')
    const gated = flow.jobs.preview?.steps.filter((entry) => entry.id !== 'ready') ?? []
    for (const entry of gated)
      expect(entry.if, entry.name ?? entry.run).toContain("steps.ready.outputs.ready == 'true'")
  })

  it('deploys the branch and reads the address wrangler wrote', () => {
    const deploy = run(step(flow, 'preview', 'deploy'), env)
    expect(deploy.status).toBe(0)
    expect(calls()).toContain('npx wrangler pages deploy dist --project-name faheem --branch cms/landing/faq')
    expect(deploy.outputs.url).toBe('https://0a1b2c3d.faheem.pages.dev')
    expect(deploy.summary).toContain('https://my-edit.faheem.pages.dev')
  })

  it('fails when wrangler reports no address', () => {
    writeFileSync(join(scratch, 'bin', 'npx'), '#!/usr/bin/env bash\ntrue\n')
    expect(
      run(step(flow, 'preview', 'deploy'), { ...env, WRANGLER_OUTPUT_FILE_PATH: join(scratch, 'empty') })
        .status,
    ).toBe(1)
    standIns()
  })

  it('writes a commit status deploy/preview and a preview deployment, both with the address', () => {
    const back = run(step(flow, 'preview', 'Write the address back to the pull request'), {
      ...env,
      URL: 'https://0a1b2c3d.faheem.pages.dev',
    })
    expect(back.status).toBe(0)
    const log = calls()
    expect(log).toContain(
      'gh api repos/faheem-app/website/statuses/abc123 -f state=success -f context=deploy/preview -f target_url=https://0a1b2c3d.faheem.pages.dev',
    )
    const deployment =
      /gh api repos\/faheem-app\/website\/deployments --input - --jq \.id (\{[\s\S]*?\n\})/.exec(log)
    expect(JSON.parse(deployment?.[1] ?? 'null')).toMatchObject({
      ref: 'abc123',
      environment: 'preview',
      required_contexts: [],
      production_environment: false,
    })
    const status =
      /gh api repos\/faheem-app\/website\/deployments\/42\/statuses --input - (\{[\s\S]*?\n\})/.exec(log)
    expect(JSON.parse(status?.[1] ?? 'null')).toMatchObject({
      state: 'success',
      environment_url: 'https://0a1b2c3d.faheem.pages.dev',
    })
  })
})

describe('deploy.yml: main deployed, and live since when', () => {
  const flow = workflow('deploy')

  it('runs on pushes to main, one at a time, never cancelled halfway', () => {
    expect(flow.on).toEqual({ push: { branches: ['main'] } })
    expect(flow.permissions).toEqual({ contents: 'read', deployments: 'write' })
    expect(flow.concurrency).toMatchObject({ group: 'deploy-production', 'cancel-in-progress': false })
  })

  it('opens a production deployment, deploys main, and says it is live since a UTC time, at the site', () => {
    const calls = standIns() // a fresh log: this workflow's calls only
    const env = {
      GITHUB_SHA: 'def456',
      GITHUB_REF_NAME: 'main',
      CF_PAGES_PROJECT: 'faheem',
      SITE_URL: 'https://faheem.app',
      WRANGLER_OUTPUT_FILE_PATH: join(scratch, 'wrangler-main.ndjson'),
    }
    const opened = run(step(flow, 'production', 'deployment'), env)
    expect(opened.outputs.id).toBe('42')
    const deployed = run(step(flow, 'production', 'deploy'), env)
    expect(deployed.outputs.url).toBe('https://faheem.app')
    const live = run(step(flow, 'production', 'Say it is live, and since when'), {
      ...env,
      ID: '42',
      URL: 'https://faheem.app',
    })
    expect(live.status).toBe(0)
    const log = calls()
    expect(log).toContain(
      'npx wrangler pages deploy dist --project-name faheem --branch main --commit-hash def456',
    )
    expect(log).toMatch(/"environment": "production"[\s\S]*"production_environment": true/)
    const status = /deployments\/42\/statuses --input - (\{[\s\S]*?\n\})/.exec(log)
    const body = JSON.parse(status?.[1] ?? 'null') as {
      state: string
      environment_url: string
      description: string
    }
    expect(body).toMatchObject({ state: 'success', environment_url: 'https://faheem.app' })
    expect(body.description).toMatch(/^Live since \d{4}-\d\d-\d\d \d\d:\d\d UTC · منشور منذ /)
    expect(body.description.length).toBeLessThanOrEqual(140) // GitHub's limit
  })
})
