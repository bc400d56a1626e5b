/**
 * The site rebuilt from files the editor saved (e2e/editor.spec.ts), never in this repository: a
 * scratch copy of its files (tracked and new, as `git ls-files` lists them) in a temporary folder,
 * the saved files written over it, node_modules linked entry by entry (so that the build's caches
 * are written in the copy), then `FAHEEM_EDITOR=off npm run build` there (README, "Editing the
 * words and prices").
 */
import { execFileSync, spawn } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

/** Builds a scratch copy with `files` (path → text) written over it; returns the copy's root. */
export async function buildWith(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'faheem-editor-build-'))
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
  for (const path of new Set(listed.split('\0').filter(Boolean))) {
    if (path.startsWith('node_modules/')) continue
    await mkdir(dirname(join(root, path)), { recursive: true })
    // A tracked file deleted in the working copy is not copied.
    await copyFile(path, join(root, path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
  }
  for (const [path, text] of Object.entries(files)) await writeFile(join(root, path), text)
  await mkdir(join(root, 'node_modules'))
  for (const entry of await readdir('node_modules')) {
    if (entry.startsWith('.') && entry !== '.bin') continue
    await symlink(resolve('node_modules', entry), join(root, 'node_modules', entry))
  }
  const output: string[] = []
  const code = await new Promise<number | null>((done, fail) => {
    const build = spawn('npm', ['run', 'build'], {
      cwd: root,
      env: { ...process.env, FAHEEM_EDITOR: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    build.stdout.on('data', (chunk) => output.push(String(chunk)))
    build.stderr.on('data', (chunk) => output.push(String(chunk)))
    build.on('error', fail)
    build.on('close', done)
  })
  if (code !== 0) {
    await rm(root, { recursive: true, force: true })
    throw new Error(`the build of the edited copy failed (${code}):\n${output.join('').slice(-3000)}`)
  }
  return root
}
