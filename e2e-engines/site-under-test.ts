/**
 * The site as the Firefox and WebKit tests see it: the production server (server/main.ts) over the
 * built dist/, behind a loopback proxy that lets a test see what a page did wrong in engines whose
 * protocol gives no console (WebKitGTK's WebDriver is the classic one, without log or preload
 * scripts).
 *
 * The proxy passes every answer on unchanged, headers and CSP included, except that each HTML
 * document gets `<script src="/__probe.js">` before its first script: a same-origin file, which the
 * pages' `script-src 'self'` allows (server/security-headers.ts), so the CSP under test is the real
 * one. The probe reports to the proxy every uncaught error, unhandled rejection, CSP violation
 * (`securitypolicyviolation`) and `console.error`, except the not-found page's own log of its path
 * (src/document/head-script.ts). It also serves the full Cairo Arabic file at FULL_ARABIC_FONT, for
 * the mark test (e2e-engines/webkit-marks.test.ts).
 */
import { readFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { createRequire } from 'node:module'
import { DIST } from '../server/dist-files.ts'
import { onLoopback, startNodeServer } from '../test-support/launch.ts'

const FULL_ARABIC_FONT = '/__full/cairo-arabic-wght-normal.woff2'
const FULL_ARABIC_FILE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
)

/** Runs in each document before its own scripts (served as /__probe.js). */
function probe() {
  const report = (kind: string, text: string) => {
    navigator.sendBeacon('/__problem', `${kind} on ${location.pathname}${location.search}: ${text}`)
  }
  addEventListener('error', (event) =>
    report('error', `${event.message} (${event.filename}:${event.lineno})`),
  )
  addEventListener('unhandledrejection', (event) => report('unhandled rejection', String(event.reason)))
  document.addEventListener('securitypolicyviolation', (event) =>
    report('CSP violation', `${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
  )
  const consoleError = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ')
    if (text !== `404 Not Found: ${location.pathname}`) report('console.error', text)
    consoleError(...args)
  }
}

export interface SiteUnderTest {
  /** The proxy's origin, e.g. http://127.0.0.1:40123. */
  origin: string
  /**
   * With `true`, the Arabic font the pages link to (the build's cut, /assets/cairo-arabic.*.woff2)
   * is answered with the full Cairo Arabic file instead, at the same address.
   */
  serveFullArabicFont(full: boolean): void
  /** What the probe reported since the last `takeProblems()`. */
  takeProblems(): string[]
  stop(): Promise<void>
}

export async function startSite(): Promise<SiteUnderTest> {
  const server = await startNodeServer(DIST, { accessLog: false })
  const serverPort = server.port

  const problems: string[] = []
  let fullArabic = false
  const probeSource = `(${probe.toString()})()`
  const fullFont = readFileSync(FULL_ARABIC_FILE)
  const proxy: Server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/'
    if (path === '/__probe.js') {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      outgoing.end(probeSource)
      return
    }
    if (path === FULL_ARABIC_FONT || (fullArabic && /^\/assets\/cairo-arabic\.[\w-]+\.woff2$/.test(path))) {
      outgoing.writeHead(200, { 'content-type': 'font/woff2', 'cache-control': 'no-store' })
      outgoing.end(fullFont)
      return
    }
    if (path === '/__problem' && incoming.method === 'POST') {
      let body = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => (body += chunk))
      incoming.on('end', () => {
        problems.push(body)
        outgoing.writeHead(204).end()
      })
      return
    }
    // Identity answers, so the proxy can read the HTML; the engines' compressed paths are the
    // contract tests' business (tests/contract/).
    const headers = { ...incoming.headers, host: `127.0.0.1:${serverPort}` }
    delete headers['accept-encoding']
    const forward = request(
      { host: '127.0.0.1', port: serverPort, path, method: incoming.method, headers },
      (answer) => {
        const isHtml = String(answer.headers['content-type']).startsWith('text/html')
        if (!isHtml) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace('<script', '<script src="/__probe.js"></script><script')
          const body = Buffer.from(html)
          outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': body.length })
          outgoing.end(incoming.method === 'HEAD' ? undefined : body)
        })
      },
    )
    forward.on('error', (error) => outgoing.destroy(error))
    incoming.pipe(forward)
  })
  const proxied = await onLoopback(proxy)
  return {
    origin: proxied.origin,
    serveFullArabicFont: (full) => {
      fullArabic = full
    },
    takeProblems: () => problems.splice(0),
    async stop() {
      await proxied.stop()
      await server.stop()
    },
  }
}
