/**
 * The route table and the language of each address, run against BOTH servers: the Node server
 * (`node server/main.ts`) and nginx with deploy/nginx/nginx.conf. Every row is an address both
 * must answer with the same built page, byte for byte, and the same status: the routes, the
 * `lang` parameter as URLSearchParams reads it, addresses normalised as nginx does, and
 * everything else the not-found page.
 */
import { expect, it, vi } from 'vitest'
import { getter, HTML } from './answers.ts'
import { ASSETS, built, HOME, htmlOf, PRICING } from './built-files.ts'
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
  file: lang === 'en' ? htmlOf('not-found', 'en') : htmlOf('not-found'),
})

const ROUTES: RouteCase[] = [
  // The route table.
  page(HOME, htmlOf('landing')),
  page(`${HOME}?lang=en`, htmlOf('landing', 'en')),
  page(`${HOME}?lang=ar`, htmlOf('landing')),
  page(PRICING, htmlOf('pricing')),
  page(`${PRICING}?lang=en`, htmlOf('pricing', 'en')),
  page(`${PRICING}?lang=ar`, htmlOf('pricing')),
  page(`${PRICING}?`, htmlOf('pricing')),
  page(`${HOME}?utm_source=x&lang=en`, htmlOf('landing', 'en')),
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
  page(`${HOME}?lang=en&lang=ar`, htmlOf('landing', 'en')),
  page(`${HOME}?lang=ar&lang=en`, htmlOf('landing')),
  page(`${HOME}?lang=xx&lang=en`, htmlOf('landing')),
  page(`${HOME}?lang=&lang=en`, htmlOf('landing')),
  page(`${HOME}?lang&lang=en`, htmlOf('landing')),
  page(`${HOME}?LANG=en`, htmlOf('landing')),
  page(`${HOME}?Lang=en`, htmlOf('landing')),
  page(`${HOME}?lang=EN`, htmlOf('landing')),
  page(`${HOME}?lang=En`, htmlOf('landing')),
  page(`${HOME}?lang=en+`, htmlOf('landing')),
  page(`${HOME}?lang=en%20`, htmlOf('landing')),
  page(`${HOME}?lang=en=x`, htmlOf('landing')),
  page(`${HOME}?lang=english`, htmlOf('landing')),
  page(`${HOME}?xlang=en`, htmlOf('landing')),
  page(`${HOME}?lang%3Den`, htmlOf('landing')),
  page(`${HOME}?x=lang=en`, htmlOf('landing')),
  page(`${HOME}?%6Cang=%65n`, htmlOf('landing', 'en')),
  page(`${HOME}?%6c%61%6e%67=%65%6e`, htmlOf('landing', 'en')),
  page(`${HOME}?lang=e%6E`, htmlOf('landing', 'en')),
  page(`${HOME}?&&lang=en&`, htmlOf('landing', 'en')),
  page(`${HOME}?lang=en&lang=en`, htmlOf('landing', 'en')),
  page(`${HOME}?a=1&b=2&lang=en&c=3`, htmlOf('landing', 'en')),
  page(`${PRICING}?students=3&lang=en`, htmlOf('pricing', 'en')),
  // Addresses are normalised the same way on both (nginx's rules): escapes decoded, slashes
  // merged, dot segments resolved, the fragment dropped, absolute-form reduced to its path.
  page('/%70ricing', htmlOf('pricing')),
  page('/%70ricing?lang=en', htmlOf('pricing', 'en')),
  page(`/${PRICING}`, htmlOf('pricing')),
  page(`/.${PRICING}`, htmlOf('pricing')),
  page(`/x/..${PRICING}`, htmlOf('pricing')),
  page(`/%2e${PRICING}`, htmlOf('pricing')),
  page('/x%2f..%2fpricing', htmlOf('pricing')),
  page('/pricing/..', htmlOf('landing')),
  page('///', htmlOf('landing')),
  page('/%2e', htmlOf('landing')),
  page(`${PRICING}#faq`, htmlOf('pricing')),
  page(`${PRICING}?lang=en#faq`, htmlOf('pricing', 'en')),
  page(`${PRICING}#x?lang=en`, htmlOf('pricing')),
  page(`http://localhost${PRICING}?lang=en`, htmlOf('pricing', 'en')),
  page('http://localhost', htmlOf('landing')),
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
