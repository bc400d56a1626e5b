/**
 * nginx under contract, started as in production: deploy/nginx.conf and the snippets the build
 * wrote beside it (deploy/nginx/), in a temporary -p prefix with dist/, on a loopback port, as an
 * unprivileged process when the tests run as root.
 */
import { existsSync } from 'node:fs'
import { chown, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DIST } from '../../server/dist-files.ts'
import { hostPort, launch, stopChild } from '../../test-support/launch.ts'
import { assertBuilt, canConnect, ROOT, type RunningServer, type StartOptions } from './processes.ts'

const NGINX = '/usr/sbin/nginx'
/** The hand-written configuration, and the folder of snippets `npm run build` writes. */
export const NGINX_CONF = join(ROOT, 'deploy', 'nginx.conf')
export const NGINX_SNIPPETS = join(ROOT, 'deploy', 'nginx')
/** The one deployment-specific line of nginx.conf that the tests rewrite (the port). */
export const NGINX_LISTEN = 'listen 127.0.0.1:8080 default_server;'
/** Debian's `nobody` / `nogroup`: nginx runs as them when the tests run as root (CI). */
const UNPRIVILEGED = 65534

async function chownTree(path: string, uid: number): Promise<void> {
  await chown(path, uid, uid)
  for (const entry of await readdir(path, { withFileTypes: true, recursive: true })) {
    await chown(join(entry.parentPath, entry.name), uid, uid)
  }
}

/**
 * Writes a -p prefix as a deployment has it (deploy/nginx.conf with the listen port filled in,
 * deploy/nginx/, `dist` copied as dist/) and runs `nginx -p <prefix> -c <prefix>/deploy/nginx.conf
 * -e stderr -g 'daemon off; pid ...; error_log stderr;'`. As root (CI), nginx runs as nobody.
 */
export async function startNginx(dist = DIST, options: StartOptions = {}): Promise<RunningServer> {
  assertBuilt(dist)
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: run "node scripts/ci/ensure-chromium.ts --nginx" (npm test does).`)
  }
  const snippets = options.snippets ?? NGINX_SNIPPETS
  const host = options.host ?? '127.0.0.1'
  if (!existsSync(join(snippets, 'pages.conf'))) {
    throw new Error('deploy/nginx/ has no snippets: run "npm run build", which writes them')
  }
  const template = await readFile(NGINX_CONF, 'utf8')
  if (template.split(NGINX_LISTEN).length !== 2) {
    throw new Error(`deploy/nginx.conf must contain "${NGINX_LISTEN}" exactly once`)
  }
  const asRoot = process.getuid?.() === 0
  let prefix = ''
  const server = await launch(
    'nginx',
    async (port) => {
      prefix = await mkdtemp(join(tmpdir(), 'faheem-nginx-'))
      await cp(snippets, join(prefix, 'deploy', 'nginx'), { recursive: true })
      await cp(dist, join(prefix, 'dist'), { recursive: true, verbatimSymlinks: true })
      const conf = join(prefix, 'deploy', 'nginx.conf')
      await writeFile(conf, template.replace(NGINX_LISTEN, `listen ${hostPort(host, port)} default_server;`))
      if (asRoot) await chownTree(prefix, UNPRIVILEGED)
      const global = `daemon off; pid ${join(prefix, 'nginx.pid')}; error_log stderr;`
      return [
        NGINX,
        ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', global],
        asRoot ? { uid: UNPRIVILEGED, gid: UNPRIVILEGED } : {},
      ]
    },
    {
      // nginx writes its pid file only once it holds its listening socket. A connection alone is
      // not proof: another test's server may have taken the port between freePort() and nginx's
      // bind, and would answer while this nginx is still on its way out (then: another port).
      ready: async (port) => existsSync(join(prefix, 'nginx.pid')) && (await canConnect(port, host)),
      timeoutMs: 15_000,
      attempts: 3,
      stop: async (child) => {
        await stopChild(child, 'SIGQUIT')
        await rm(prefix, { recursive: true, force: true })
      },
    },
  )
  return {
    ...server,
    name: 'nginx',
    origin: `http://${hostPort(host, server.port)}`,
    accessLog: () => readFile(join(prefix, 'access.log'), 'utf8').catch(() => ''),
  }
}
