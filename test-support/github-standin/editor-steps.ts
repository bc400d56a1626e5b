/**
 * What a person does in the hosted editor, for e2e/editor-hosted.spec.ts: open a file, or the
 * editorial workflow's board (started anew, so that the editor looks the checks up again: a reload;
 * it keeps the token), save as a draft, publish; and what the pull
 * request shows on GitHub: the statuses the stand-in's pipeline set (ci.ts).
 */
import type { Page } from '@playwright/test'
import { editorConfig } from '../../src/editor/config.ts'
import { expect, field, save } from '../editor-session.ts'
import type { StandinState } from './state.ts'

/** Opens `<collection>/entries/<file>` in the editor as it is (it reloads what a save or a merge changed). */
export async function openFile(page: Page, origin: string, entry: string) {
  await page.goto(`${origin}/admin/#/collections/${entry}`)
  await expect(page.getByRole('button', { name: 'حفظ' })).toBeVisible({ timeout: 60_000 })
}

/** The board: a card for each pull request, with its check's state. */
export async function openBoard(page: Page, origin: string) {
  await page.goto('about:blank')
  await page.goto(`${origin}/admin/#/workflow`)
  await expect(page.getByText('المسودات', { exact: true })).toBeVisible({ timeout: 60_000 })
}

/** The box holding `value` (field(), given twice its time: the first file opened renders slowest). */
export const box = (page: Page, value: string) => field(page, value).catch(() => field(page, value))

/** Saves the open file as a draft: the editor offers to send it for review, «لاحقاً» (later). */
export async function saveDraft(page: Page, settled: () => Promise<void>) {
  await save(page)
  await page.getByRole('button', { name: 'لاحقاً' }).click()
  // The editor goes back to the file's collection: once it has, the page is the test's again.
  await expect(page.getByRole('button', { name: 'حفظ' })).toBeHidden()
  await settled()
}

/** Sets the open entry's status to «جاهز» (ready) and publishes it from the editor's toolbar. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: /^الحالة/ }).click()
  await page
    .getByRole('option', { name: 'جاهز' })
    .or(page.getByRole('menuitemradio', { name: 'جاهز' }))
    .first()
    .click()
  await page.getByRole('button', { name: 'نشر العنصر' }).click()
  await page.getByRole('button', { name: 'نشر', exact: true }).click()
}

/** The statuses on a branch's head, by context, as the pull request shows them. */
export function statuses(state: StandinState, branch: string) {
  const head = state.repo.branch(branch) ?? ''
  return Object.fromEntries(state.latestStatuses(head).map((status) => [status.context, status]))
}

/** Opens a FAQ item of the page, as a visitor does: its answer shows. */
export async function seeAnswer(page: Page, question: string, answer: string) {
  await page.getByText(question).click()
  await expect(page.getByText(answer)).toBeVisible()
}

/** Each file's preview_path, in Arabic (its locale dropped: the default) and English, as the editor fills it in. */
export const previewPaths = () =>
  editorConfig('.')
    .collections.flatMap(({ files }) => files)
    .flatMap(({ name, preview_path: template = '' }) => [
      { file: name, path: template.replace(/{{locale}}[./]/, '') },
      { file: name, path: template.replaceAll('{{locale}}', 'en') },
    ])
