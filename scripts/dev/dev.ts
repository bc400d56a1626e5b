/**
 * `npm run dev`: Vite's dev server (hot reload) with the pages rendered on the server exactly as
 * the prerender does, so the language, direction and route table behave as in production.
 */
import { createServer } from 'node:http'
import { createServer as createViteServer } from 'vite'
import { pageForPath } from '../../src/config/routes.ts'
import { servedLang } from '../../src/i18n/lang.ts'
import { CLIENT_ENTRY } from '../../vite.config.ts'
import { headScript } from '../build/head-script.ts'
import { subsetFonts } from '../build/subset-fonts.ts'

const port = Number(process.env.PORT ?? 5173)
const host = process.env.HOST || '127.0.0.1'
await subsetFonts()
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })

const server = createServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const url = new URL(req.url ?? '/', 'http://dev')
      const page = pageForPath(url.pathname)
      const lang = servedLang(url.search)
      const entry = (await vite.ssrLoadModule(
        '/src/entry-server.tsx',
      )) as typeof import('../../src/entry-server.tsx')
      const html = entry.renderPage(page, lang, {
        // The stylesheet linked as in a build, so the first paint is styled before the modules run.
        css: ['/src/styles/global.css'],
        modules: [`/${CLIENT_ENTRY}`],
        fontPreloads: [],
        headScript: await headScript(),
      })
      res.writeHead(page === 'not-found' ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(await vite.transformIndexHtml(url.pathname, html))
    } catch (error) {
      vite.ssrFixStacktrace(error as Error)
      console.error(error)
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end(String(error))
    }
  })
})
server.listen(port, host, () => console.log(`Faheem dev server: http://${host}:${port}`))
