/**
 * The suite's one scratch build, beside `npm run build`: a copy of this working copy (its files as
 * `git ls-files` lists them, tracked and new, node_modules linked entry by entry so that the build's
 * caches are written in the copy), with other addresses and campaign tags (SCRATCH_ENV) and the
 * edit the hosted editor's test saves (EDITED), built there with `FAHEEM_EDITOR=off npm run build`.
 * tests/build-env/ reads the addresses in it; e2e/editor-hosted.spec.ts serves it as the saved
 * branch's preview and then the live site. It is kept in the system's temporary folder under a key
 * of everything that makes it (each file's path and bytes, the environment, Node's version): who
 * asks again with the same inputs reads it, any other input is built anew (and copies older than a
 * day are removed).
 */
import { execFile, execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { copyFile, mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'

const ROOT = resolve(import.meta.dirname, '..')
const CACHE = join(tmpdir(), 'faheem-scratch-builds')

/** Unlike the defaults in every part: host, port, path, query (with `&`, to test escaping), fragment. */
export const SCRATCH_ENV = {
  FAHEEM_INSTALL_URL: 'https://get.install-test.example/faheem/app?ref=site&campaign=build-env#install',
  FAHEEM_INSTALL_TAGS: 'utm_source=site&utm_content={cta}-{lang}',
  FAHEEM_SITE_URL: 'https://preview.faheem-test.example:8443',
}

export const LANDING_AR = 'content/words/landing.ar.json'
/** The first Arabic FAQ answer, as the hosted editor's test writes it in the editor. */
export const EDITED_ANSWER = 'نعم، وقد كُتبت هذه الإجابة في المحرر ونُشرت.'
const landing = readFileSync(join(ROOT, LANDING_AR), 'utf8')
const answer = (text: string) => `"answer": ${JSON.stringify(text)}`
/** The files the editor saves (path → text): the answer's one line changed, as GitHub's diff shows it. */
export const EDITED = {
  [LANDING_AR]: landing.replace(answer(JSON.parse(landing).faq.items[0].answer), answer(EDITED_ANSWER)),
}

/** The root of the scratch build with `files` (path → text) written over the copy: dist/ and deploy/nginx/ in it. */
export async function scratchBuild(files: Record<string, string> = EDITED): Promise<string> {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  // A tracked file deleted in the working copy is not copied.
  const copied = listed.split('\0').filter((path) => path && existsSync(join(ROOT, path)))
  const paths = [...new Set([...copied, ...Object.keys(files)])].sort()
  const bytes = (path: string) => files[path] ?? readFileSync(join(ROOT, path))
  const key = createHash('sha256').update(JSON.stringify([process.version, SCRATCH_ENV]))
  for (const path of paths) key.update(`\0${path}\0`).update(bytes(path))
  const root = join(CACHE, key.digest('hex').slice(0, 16))
  if (existsSync(join(root, '.built'))) return root

  await mkdir(CACHE, { recursive: true })
  for (const old of await readdir(CACHE)) {
    const at = join(CACHE, old)
    if (Date.now() - statSync(at).mtimeMs > 86_400_000) await rm(at, { recursive: true, force: true })
  }
  await rm(root, { recursive: true, force: true })
  for (const path of paths) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    if (path in files) await writeFile(join(root, path), bytes(path))
    else await copyFile(join(ROOT, path), join(root, path))
  }
  await mkdir(join(root, 'node_modules'))
  for (const entry of await readdir(join(ROOT, 'node_modules'))) {
    if (entry.startsWith('.') && entry !== '.bin') continue
    await symlink(join(ROOT, 'node_modules', entry), join(root, 'node_modules', entry))
  }
  const env = { ...process.env, ...SCRATCH_ENV, FAHEEM_EDITOR: 'off' }
  await promisify(execFile)('npm', ['run', 'build'], { cwd: root, env, maxBuffer: 2 ** 28 }).catch(
    async (error) => {
      await rm(root, { recursive: true, force: true })
      throw new Error(`the scratch build failed:\n${`${error.stdout}${error.stderr}`.slice(-3000)}`)
    },
  )
  await writeFile(join(root, '.built'), '')
  return root
}
