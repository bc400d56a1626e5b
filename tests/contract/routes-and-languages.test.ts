/**
 * The route table and the language of each address, run against BOTH servers: the Node server
 * (`node server/main.ts`) and nginx with deploy/nginx/nginx.conf. Every row is an address both
 * must answer with the same built page, byte for byte, and the same status: the routes, the
 * `lang` parameter as URLSearchParams reads it, addresses normalised as nginx does, and
 * everything else the not-found page.
 */
import { expect, it, vi } from 'vitest'
import { getter, HTML } from './answers.ts'
import { ASSETS, built } from './built-files.ts'
import { describeEachServer } from './servers.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

interface RouteCase {
  target: string
  status: 200 | 404
  /** The dist/ file whose bytes are the body. */
  file: string
}

const page = (target: string, file: string): RouteCase => ({ target, status: 200, file })
const notFound = (target: string, lang: 'ar' | 'en' = 'ar'): RouteCase => ({
  target,
  status: 404,
  file: lang === 'en' ? '404.en.html' : '404.html',
})

const ROUTES: RouteCase[] = [
  // The route table.
  page('/', 'index.html'),
  page('/?lang=en', 'index.en.html'),
  page('/?lang=ar', 'index.html'),
  page('/pricing', 'pricing.html'),
  page('/pricing?lang=en', 'pricing.en.html'),
  page('/pricing?lang=ar', 'pricing.html'),
  page('/pricing?', 'pricing.html'),
  page('/?utm_source=x&lang=en', 'index.en.html'),
  // Everything else is the not-found page, with status 404, in the asked language.
  notFound('/index.html'),
  notFound('/index.en.html'),
  notFound('/pricing.html'),
  notFound('/pricing.en.html'),
  notFound('/404.html'),
  notFound('/404.en.html'),
  notFound('/404.en.html?lang=en', 'en'),
  notFound('/pricing/'),
  notFound('/pricing/?lang=en', 'en'),
  notFound('/PRICING'),
  notFound('/Pricing'),
  notFound('/pricing/x'),
  notFound('/nope'),
  notFound('/nope?lang=en', 'en'),
  notFound('/index'),
  notFound('/assets'),
  notFound('/assets/'),
  notFound('/assets/nope.js'),
  notFound('/assets/nope.js?lang=en', 'en'),
  notFound(`${ASSETS.js}.br`),
  notFound(`${ASSETS.js}.gz`),
  notFound('/index.html.br'),
  notFound('/index.html.gz'),
  notFound('/_headers'),
  notFound('/_redirects'),
  notFound('/favicon.ico'),
  notFound('/package.json'),
  notFound('/server/main.ts'),
  notFound('/.git/config'),
  notFound('/.vite/manifest.json'),
  // The language: the FIRST `lang` parameter (as URLSearchParams reads it) decides, only `en`
  // exactly is English. nginx's $arg_lang would read several of these differently.
  page('/?lang=en&lang=ar', 'index.en.html'),
  page('/?lang=ar&lang=en', 'index.html'),
  page('/?lang=xx&lang=en', 'index.html'),
  page('/?lang=&lang=en', 'index.html'),
  page('/?lang&lang=en', 'index.html'),
  page('/?LANG=en', 'index.html'),
  page('/?Lang=en', 'index.html'),
  page('/?lang=EN', 'index.html'),
  page('/?lang=En', 'index.html'),
  page('/?lang=en+', 'index.html'),
  page('/?lang=en%20', 'index.html'),
  page('/?lang=en=x', 'index.html'),
  page('/?lang=english', 'index.html'),
  page('/?xlang=en', 'index.html'),
  page('/?lang%3Den', 'index.html'),
  page('/?x=lang=en', 'index.html'),
  page('/?%6Cang=%65n', 'index.en.html'),
  page('/?%6c%61%6e%67=%65%6e', 'index.en.html'),
  page('/?lang=e%6E', 'index.en.html'),
  page('/?&&lang=en&', 'index.en.html'),
  page('/?lang=en&lang=en', 'index.en.html'),
  page('/?a=1&b=2&lang=en&c=3', 'index.en.html'),
  page('/pricing?students=3&lang=en', 'pricing.en.html'),
  // Addresses are normalised the same way on both (nginx's rules): escapes decoded, slashes
  // merged, dot segments resolved, the fragment dropped, absolute-form reduced to its path.
  page('/%70ricing', 'pricing.html'),
  page('/%70ricing?lang=en', 'pricing.en.html'),
  page('//pricing', 'pricing.html'),
  page('/./pricing', 'pricing.html'),
  page('/x/../pricing', 'pricing.html'),
  page('/%2e/pricing', 'pricing.html'),
  page('/x%2f..%2fpricing', 'pricing.html'),
  page('/pricing/..', 'index.html'),
  page('///', 'index.html'),
  page('/%2e', 'index.html'),
  page('/pricing#faq', 'pricing.html'),
  page('/pricing?lang=en#faq', 'pricing.en.html'),
  page('/pricing#x?lang=en', 'pricing.html'),
  page('http://localhost/pricing?lang=en', 'pricing.en.html'),
  page('http://localhost', 'index.html'),
  notFound('/pricing/.'),
  notFound('/pricing%2F'),
  notFound('/pricing%3Flang=en'),
  notFound('/a%2Fpricing'),
  notFound(`/assets/..%2f${ASSETS.js.slice('/assets/'.length)}.br`),
  notFound('/assets/%2e%2e/index.html'),
  notFound('/..%5c..%5cetc%5cpasswd'),
  notFound('/%5c'),
  notFound('/%25'),
  notFound('/%C3%A9'),
  notFound('/...'),
]

describeEachServer('routes and languages', (server) => {
  const get = getter(server)

  it.each(ROUTES)('$target → $status $file', async ({ target, status, file }) => {
    const response = await get(target)
    expect(response.status).toBe(status)
    expect(response.headers['content-type']).toBe(HTML)
    expect(response.body.equals(built(file)), `body of ${target} is dist/${file}`).toBe(true)
    expect(response.headers['x-robots-tag']).toBe(status === 404 ? 'noindex' : undefined)
  })
})
