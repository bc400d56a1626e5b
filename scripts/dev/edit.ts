/**
 * `npm run edit`: the editor on this working copy, with no account, and the site beside it
 * (README, "Editing the words and prices"). Writes the editor (scripts/editor/build.ts) with its
 * configuration from today's content, or the whole site first when there is no build; then serves
 * the editor from dist/ with the production server (server/main.ts) and runs `astro dev` on the
 * same content, which reloads the page when the editor saves a file. Both listen on 127.0.0.1
 * only; Ctrl+C stops both. EDIT_PORT and SITE_PORT choose the ports (4322 and 4321).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { DIST } from '../../server/dist-files.ts'
import { buildEditor } from '../editor/build.ts'

const root = resolve(import.meta.dirname, '..', '..')
const editPort = Number(process.env.EDIT_PORT ?? 4322)
const sitePort = Number(process.env.SITE_PORT ?? 4321)

if (!existsSync(resolve(DIST, 'index.html'))) {
  console.log('No build yet: npm run build (about a minute)…')
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
} else {
  // Fields for the keys the content has today, whatever the last build saw.
  console.log(`editor: ${await buildEditor(DIST, root)} files in dist/admin/`)
}

const children = [
  spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(editPort), HOST: '127.0.0.1', ACCESS_LOG: 'off' },
  }),
  spawn('npx', ['astro', 'dev', '--host', '127.0.0.1', '--port', String(sitePort)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', stop)

console.log(`
The editor: http://127.0.0.1:${editPort}/admin/  (Chrome or Edge)
  «العمل مع مستودع محلي» (Work with Local Repository), then choose this folder:
  ${root}
The site, as you save: http://127.0.0.1:${sitePort}/ and http://127.0.0.1:${sitePort}/en/pricing
Ctrl+C stops both. Check the words before you commit: npm run test:content (docs/editing.en.md).
`)
