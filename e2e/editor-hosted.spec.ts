/**
 * The hosted road, from a save in the editor to the live site, on a local stand-in for GitHub
 * (test-support/github-standin/server.ts: a real bare git repository, every REST answer held to
 * GitHub's OpenAPI description, every GraphQL document to its schema). The editor is our build
 * (dist/admin/) with its GitHub backend pointed at the stand-in (`api_root`, src/editor/config.ts),
 * in Chromium, in Arabic, signed in with a token. In order: an Arabic FAQ answer saved is a branch
 * and a draft pull request with one changed line; the content check passes there and the editor's
 * preview link opens `/` (the file's preview_path) built from that branch; published, it is merged
 * into `main` and `/` of the live site shows it; an Arabic FAQ item without its English twin fails
 * the check, which the board shows; a price change passes with its summary, and its merge waits
 * for the code owner's approval (GitHub's 405) until one is recorded. The answer's branch is the
 * suite's one scratch build (test-support/scratch-build.ts; EDITED is the file saved, checked).
 *
 * What cannot be real here: GitHub's sign-in through its OAuth app (the sign-in worker and
 * github.com's consent page are on the internet: a token is what the editor is given instead, its
 * other way in); GitHub Actions' runners (the stand-in runs the same check, in-process, on each
 * push: test-support/github-standin/ci.ts); Cloudflare Pages (the previews and the live site are
 * the build served by our own production handler, on loopback addresses); and GitHub's own code
 * behind the API (branch protection and CODEOWNERS are modelled: one required approval for
 * content/pricing.json). FAHEEM_EDITOR_SCREENSHOTS=1 writes the Arabic screens to docs/editing/.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { DIST } from '../server/dist-files.ts'
import { editorConfig } from '../src/editor/config.ts'
import { expect, json, renderEveryField, save } from '../test-support/editor-session.ts'
import {
  box,
  openBoard,
  openFile,
  previewPaths,
  publish,
  saveDraft,
  seeAnswer,
  statuses,
} from '../test-support/github-standin/editor-steps.ts'
import { OWNER_TOKEN, startStandin } from '../test-support/github-standin/server.ts'
import { TOKEN } from '../test-support/github-standin/state.ts'
import {
  EDITED,
  LANDING_AR,
  EDITED_ANSWER as NEW_ANSWER,
  scratchBuild,
} from '../test-support/scratch-build.ts'
import { openWatchedContext, test } from './fixtures.ts'

test.describe.configure({ mode: 'serial', timeout: 90_000 })

const PRICING = 'content/pricing.json'
const OLD_ANSWER: string = json(readFileSync(LANDING_AR, 'utf8')).faq.items[0].answer
const QUESTION: string = json(readFileSync(LANDING_AR, 'utf8')).faq.items[0].question

const BRANCH = 'cms/words/landing'

let standin: Awaited<ReturnType<typeof startStandin>>
let context: BrowserContext
let page: Page
let checkGuard: () => Promise<string[]>
let built = false

/** The scratch build of the first tree asked for, with its content/; later trees are not built (sites.ts). */
async function buildOnce(commit: string): Promise<string | undefined> {
  if (built) return undefined
  built = true
  const files = standin.repo
    .tree(commit)
    .filter(({ type, path }) => type === 'blob' && path.startsWith('content/'))
  const content = files.map(({ path, sha }) => [path, standin.repo.blob(sha).toString('utf8')])
  return join(await scratchBuild(Object.fromEntries(content)), 'dist')
}

/** With FAHEEM_EDITOR_SCREENSHOTS=1, the screen as a person sees it now, into docs/editing/hosted-<name>.png. */
const shoot = async (name: string, on: Page = page) => {
  if (process.env.FAHEEM_EDITOR_SCREENSHOTS === '1')
    await on.screenshot({ path: `docs/editing/hosted-${name}.png` })
}

test.beforeAll(async ({ browser }) => {
  standin = await startStandin({
    source: process.cwd(),
    dist: DIST,
    adminDir: join(DIST, 'admin'),
    config: (root) =>
      editorConfig('.', { FAHEEM_EDITOR_REPO: 'faheem/website', FAHEEM_EDITOR_API_ROOT: root }),
    build: buildOnce,
    ownedPaths: [PRICING],
  })
  const watched = await openWatchedContext(() =>
    browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ar', ignoreHTTPSErrors: true }),
  )
  context = watched.context
  checkGuard = watched.check
  await renderEveryField(context)
})

test.afterAll(async () => {
  await context?.close()
  await standin?.stop()
})

test.afterEach(() => {
  expect(standin.state.errors, "calls the stand-in answered off GitHub's description").toEqual([])
})

test('signed in with a token, an Arabic FAQ answer saved is a branch and a draft pull request, one line changed', async () => {
  page = await context.newPage()
  await page.goto(`${standin.origin}/admin/`)
  await page.getByRole('button', { name: /رمز الوصول/ }).click()
  await page.getByRole('textbox').fill(TOKEN)
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click()
  await expect(page.getByText('الكلمات', { exact: true }).first()).toBeVisible({ timeout: 60_000 })

  await openFile(page, standin.origin, 'words/entries/landing')
  await (await box(page, OLD_ANSWER)).fill(NEW_ANSWER)
  await save(page)
  await expect(page.getByRole('button', { name: 'لاحقاً' })).toBeVisible()
  await shoot('1-saved')
  await page.getByRole('button', { name: 'لاحقاً' }).click()
  await expect(page.getByRole('button', { name: 'حفظ' })).toBeHidden()

  const pulls = [...standin.state.pulls.values()]
  expect(pulls.map(({ head, base, state, draft }) => ({ head, base, state, draft }))).toEqual([
    { head: BRANCH, base: 'main', state: 'open', draft: true },
  ])
  expect(standin.repo.git(['diff', '--numstat', 'main', BRANCH])).toBe(`1\t1\t${LANDING_AR}`)
  expect(standin.repo.git(['diff', '-U0', 'main', BRANCH])).toContain(`+        "answer": "${NEW_ANSWER}"`)
  const saved = standin.repo.blob(standin.repo.resolve(`${BRANCH}:${LANDING_AR}`) ?? '').toString('utf8')
  expect(saved, 'the file the scratch build has').toBe(EDITED[LANDING_AR])
})

test('the check passes on the branch; the preview link opens / built from it, with the new answer', async () => {
  test.setTimeout(240_000)
  await standin.settled()
  const { checks, preview } = statuses(standin.state, BRANCH)
  expect(checks).toMatchObject({ state: 'success', description: 'نجح الفحص · Checks passed' })
  expect(preview?.targetUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/$/)

  await openBoard(page, standin.origin)
  const link = page.getByRole('button', { name: 'عرض المعاينة' })
  await expect(link).toBeEnabled({ timeout: 30_000 })
  await shoot('2-preview-link')
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()])
  await opened.waitForLoadState()
  expect(opened.url()).toBe(preview?.targetUrl)
  await seeAnswer(opened, QUESTION, NEW_ANSWER)
  await shoot('2-preview', opened)
  await opened.close()

  // Every file's preview_path, in each language as the editor fills it in, is a page of that preview.
  const served = async (path: string) =>
    (await context.request.get(`${preview?.targetUrl}${path.slice(1)}`)).status()
  for (const { file, path } of previewPaths()) expect(await served(path), `${file}: ${path}`).toBe(200)
})

test('published: merged into main, the branch gone, and / of the live site shows the new answer', async () => {
  const head = standin.repo.branch(BRANCH)
  await openFile(page, standin.origin, 'words/entries/landing')
  await publish(page)
  await expect(page.getByRole('button', { name: 'حفظ' })).toBeHidden({ timeout: 30_000 })
  await standin.settled()
  const main = standin.repo.commit(standin.repo.branch('main') ?? '')
  expect(main.parents[1]).toBe(head)
  expect(standin.repo.branch(BRANCH)).toBeUndefined()
  expect(standin.state.pulls.get(1)).toMatchObject({ merged: true, state: 'closed' })
  expect(statuses(standin.state, 'main').production?.description).toMatch(/^الموقع منشور منذ · live since /)

  await page.goto(`${standin.origin}/`)
  await expect(page.getByText(OLD_ANSWER)).toHaveCount(0)
  await seeAnswer(page, QUESTION, NEW_ANSWER)
  await shoot('4-live')
})

test('an Arabic FAQ item without its English twin: the check fails, the board says so, the status says why', async () => {
  await openFile(page, standin.origin, 'words/entries/landing')
  const items: { question: string; answer: string }[] = json(readFileSync(LANDING_AR, 'utf8')).faq.items
  const last = await box(page, items.at(-1)?.answer ?? '')
  const add = last.locator('xpath=following::button[contains(., "إضافة")][1]')
  await add.click()
  await add.locator('xpath=preceding::input[1]').fill('هل يعمل فهيم دون اتصال بالإنترنت؟')
  await add.locator('xpath=preceding::textarea[1]').fill('نعم، تعمل الدروس التي نزّلتها دون اتصال.')
  await saveDraft(page, standin.settled)

  const pull = [...standin.state.pulls.values()].at(-1)
  expect(pull?.head).toBe(BRANCH)
  const { checks, preview } = statuses(standin.state, BRANCH)
  expect(checks?.state).toBe('failure')
  const fifth = 'الصفحة الرئيسية › الأسئلة الشائعة: السؤال الخامس بالعربية ليس له مقابل' // item 5 (index 4)
  expect(checks?.description).toContain(fifth) // as the check words it, Arabic first, by the editor's labels
  expect(preview).toBeUndefined()

  await openBoard(page, standin.origin)
  await expect(page.getByText('فشل الإنشاء')).toBeVisible({ timeout: 30_000 })
  await shoot('3-check-failed')
})

test('a price change passes with its summary, and its merge waits for the code owner: 405, approval, published', async () => {
  const before = json(readFileSync(PRICING, 'utf8'))
  const old = String(before.perSubjectPrice.term)
  const next = String(Number(old) + 20)
  await openFile(page, standin.origin, 'settings/entries/pricing')
  await (await box(page, old)).fill(next)
  await saveDraft(page, standin.settled)
  const branch = 'cms/settings/pricing'
  expect(standin.repo.git(['diff', '--numstat', 'main', branch])).toBe(`1\t1\t${PRICING}`)
  const { checks } = statuses(standin.state, branch)
  expect(checks?.state).toBe('success')
  const ar = (value: string) => new Intl.NumberFormat('ar-EG').format(Number(value)) // «ج.م» after a no-break space:
  expect(checks?.description).toContain(`سعر المادة للترم: ${ar(old)} ← ${ar(next)}\u00a0ج.م`) // src/i18n/format.ts
  expect(checks?.description).toContain('ينتظر موافقة المالك')

  const main = standin.repo.branch('main')
  await openFile(page, standin.origin, 'settings/entries/pricing')
  await publish(page)
  await expect(page.getByText('تعذر نشر العنصر. يرجى المحاولة مرة أخرى.')).toBeVisible()
  expect(standin.repo.branch('main')).toBe(main)
  const pull = [...standin.state.pulls.values()].at(-1)
  expect(pull).toMatchObject({ head: branch, state: 'open', merged: false })

  const approval = await fetch(
    `${standin.origin}/api/v3/repos/faheem/website/pulls/${pull?.number}/reviews`,
    {
      method: 'POST',
      headers: { Authorization: `token ${OWNER_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'APPROVE', body: 'موافقة على السعر الجديد' }),
    },
  )
  expect(approval.status).toBe(200)
  await openFile(page, standin.origin, 'settings/entries/pricing')
  await page.getByRole('button', { name: 'نشر العنصر' }).click()
  await page.getByRole('button', { name: 'نشر', exact: true }).click()
  await expect(page.getByRole('button', { name: 'حفظ' })).toBeHidden({ timeout: 30_000 })
  await standin.settled()
  const merged = json(standin.repo.blob(standin.repo.resolve(`main:${PRICING}`) ?? '').toString('utf8'))
  expect(merged.perSubjectPrice.term).toBe(Number(next))
  expect(
    json(standin.repo.blob(standin.repo.resolve(`main:${LANDING_AR}`) ?? '').toString('utf8')).faq.items[0]
      .answer,
  ).toBe(NEW_ANSWER)
})

test('the browser saw nothing else go wrong: no other host, no cookie, no console error but the refused merge', async () => {
  // The one refusal the road provokes: the merge of the price change before its approval.
  const problems = (await checkGuard()).filter(
    (problem) =>
      !problem.endsWith('status of 405 (Method Not Allowed)') &&
      !/Error: Server responded with an error\n\s+at \S+ \(\S+\)\n\s+at async Object\.publish /.test(problem),
  )
  expect(problems).toEqual([])
})
