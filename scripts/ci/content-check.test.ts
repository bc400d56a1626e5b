/**
 * `npm run check:content` (content-check.ts) as CI runs it, on a scratch copy of the repository's
 * content and code: it passes the content as committed with one line in both languages; a broken
 * file makes it exit 1, print the refusal Arabic first, and append it to $GITHUB_STEP_SUMMARY.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const scratch = mkdtempSync(join(tmpdir(), 'faheem-content-check-'))
for (const path of ['package.json', 'src', 'content', 'scripts/ci/content-check.ts'])
  cpSync(join(ROOT, path), join(scratch, path), { recursive: true })
symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const SUMMARY = join(scratch, 'summary.md')
const run = () =>
  spawnSync(process.execPath, ['scripts/ci/content-check.ts'], {
    cwd: scratch,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_STEP_SUMMARY: SUMMARY },
  })

it('passes the content as committed, in one line', () => {
  writeFileSync(SUMMARY, '')
  const { status, stdout } = run()
  expect(status).toBe(0)
  expect(stdout).toBe('فحص المحتوى: لا شيء مرفوض · Content check: nothing refused\n')
  expect(readFileSync(SUMMARY, 'utf8')).toBe(
    '### فحص المحتوى: لا شيء مرفوض · Content check: nothing refused\n',
  )
})

it('refuses an Arabic FAQ item without its English twin: exit 1, Arabic first, into the summary', () => {
  // The first four items in both languages, then a fifth in Arabic alone: however many the file has.
  for (const lang of ['ar', 'en']) {
    const file = join(scratch, `content/words/landing.${lang}.json`)
    const landing = JSON.parse(readFileSync(file, 'utf8'))
    landing.faq.items = landing.faq.items.slice(0, 4)
    if (lang === 'ar') landing.faq.items.push({ question: 'سؤال؟', answer: 'جواب.' })
    writeFileSync(file, JSON.stringify(landing))
  }
  writeFileSync(SUMMARY, '')
  const { status, stderr } = run()
  expect(status).toBe(1)
  const ar =
    'الصفحة الرئيسية › الأسئلة الشائعة: السؤال الخامس بالعربية ليس له مقابل بالإنجليزية. أضِف السؤال نفسه بالإنجليزية في الموضع نفسه، أو احذفه من العربية.'
  const en =
    'Home page › FAQ: the fifth question in Arabic has no English twin. Add the same question in English at the same place, or remove it from the Arabic.'
  expect(stderr).toBe(
    `رفض فحص المحتوى تعديلًا واحدًا · The content check refused one edit\n\n${ar}\n${en}\ncontent/words/landing.ar.json: faq.items[4]\n`,
  )
  expect(readFileSync(SUMMARY, 'utf8')).toBe(
    `### رفض فحص المحتوى تعديلًا واحدًا · The content check refused one edit\n\n- ${ar}<br>\n  ${en}<br>\n  \`content/words/landing.ar.json: faq.items[4]\`\n`,
  )
})
