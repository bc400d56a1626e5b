/**
 * The route table and the language of each address, run against BOTH servers: the Node server
 * (`node server/main.ts`) and nginx with deploy/nginx/nginx.conf. Every row is an address both
 * must answer the same way: a built page byte for byte (200), a permanent redirect to the same
 * Location (301: a trailing slash, the old `?lang=`), or the not-found page of the address's
 * language (404: English under `/en`, Arabic elsewhere). Expected addresses and files come from
 * the route table (pagePath, htmlFile), never typed out here.
 */
import { expect, it, vi } from 'vitest'
import { CACHE_CONTROL } from '../../server/cache-rules.ts'
import { PLAIN_TYPE, REDIRECT_MESSAGE } from '../../server/plain-answers.ts'
import type { PublicPageId } from '../../src/config/routes.ts'
import type { Lang } from '../../src/i18n/lang.ts'
import { expectSecurityHeaders, getter, HTML } from './answers.ts'
import { ASSETS, built, EN_HOME, EN_PRICING, HOME, htmlOf, PRICING } from './built-files.ts'
import { describeEachServer } from './servers.ts'

// Generous bounds: the machine is small and shared (servers start as child processes).
vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 })

type RouteCase =
  | { target: string; status: 200 | 404; file: string; location?: undefined }
  | { target: string; status: 301; location: string; file?: undefined }

const page = (target: string, id: PublicPageId, lang: Lang = 'ar'): RouteCase => ({
  target,
  status: 200,
  file: htmlOf(id, lang),
})
const notFound = (target: string, lang: Lang = 'ar'): RouteCase => ({
  target,
  status: 404,
  file: htmlOf('not-found', lang),
})
const moved = (target: string, location: string): RouteCase => ({ target, status: 301, location })

export const ROUTE_CASES: RouteCase[] = [
  // The route table: four addresses, two languages.
  page(HOME, 'landing'),
  page(PRICING, 'pricing'),
  page(EN_HOME, 'landing', 'en'),
  page(EN_PRICING, 'pricing', 'en'),
  page(`${PRICING}?`, 'pricing'),
  page(`${EN_PRICING}?subjects=3`, 'pricing', 'en'),
  page(`${EN_HOME}?utm_source=x`, 'landing', 'en'),
  // A trailing slash: 301 to the address without it, the query kept as sent.
  moved(`${EN_HOME}/`, EN_HOME),
  moved(`${PRICING}/`, PRICING),
  moved(`${EN_PRICING}/`, EN_PRICING),
  moved(`${PRICING}/?`, PRICING),
  moved(`${EN_PRICING}/?subjects=3&x=a+b%20c`, `${EN_PRICING}?subjects=3&x=a+b%20c`),
  moved(`${EN_HOME}/?lang=fr`, `${EN_HOME}?lang=fr`),
  // The old `?lang=` (links shared before English had a path): 301 to the page in that
  // language, the other parameters kept as sent.
  moved(`${HOME}?lang=en`, EN_HOME),
  moved(`${HOME}?lang=ar`, HOME),
  moved(`${PRICING}?lang=en`, EN_PRICING),
  moved(`${PRICING}?lang=ar`, PRICING),
  moved(`${EN_HOME}?lang=ar`, HOME),
  moved(`${EN_HOME}?lang=en`, EN_HOME),
  moved(`${EN_PRICING}?lang=ar`, PRICING),
  moved(`${PRICING}?lang=en&subjects=3`, `${EN_PRICING}?subjects=3`),
  moved(`${PRICING}?students=3&lang=en`, `${EN_PRICING}?students=3`),
  moved(`${EN_PRICING}?subjects=3&lang=ar&x=a+b%20c`, `${PRICING}?subjects=3&x=a+b%20c`),
  moved(`${HOME}?utm_source=x&lang=en`, `${EN_HOME}?utm_source=x`),
  moved(`${HOME}?a=1&b=2&lang=en&c=3`, `${EN_HOME}?a=1&b=2&c=3`),
  moved(`${HOME}?&&lang=en&`, `${EN_HOME}?&&`),
  moved(`${HOME}?lang=en&`, EN_HOME),
  moved(`${PRICING}/?lang=en&subjects=3`, `${EN_PRICING}?subjects=3`),
  moved(`${EN_PRICING}/?lang=ar`, PRICING),
  // The language: the FIRST `lang` parameter (as URLSearchParams reads it) decides, and only a
  // language exactly; anything else is ignored. nginx's $arg_lang would read several of these
  // differently. `lang` given twice: no part of the query is kept.
  moved(`${HOME}?lang=en&lang=ar`, EN_HOME),
  moved(`${HOME}?lang=ar&lang=en`, HOME),
  moved(`${HOME}?lang=en&lang=en`, EN_HOME),
  moved(`${HOME}?lang=en&lang`, EN_HOME),
  moved(`${PRICING}?subjects=3&lang=en&x=1&lang=ar`, EN_PRICING),
  moved(`${HOME}?%6Cang=%65n`, EN_HOME),
  moved(`${HOME}?%6c%61%6e%67=%65%6e`, EN_HOME),
  moved(`${HOME}?lang=e%6E`, EN_HOME),
  moved(`${HOME}?x=1&%6Cang=ar`, `${HOME}?x=1`),
  page(`${HOME}?lang=fr`, 'landing'),
  page(`${EN_HOME}?lang=fr`, 'landing', 'en'),
  page(`${HOME}?lang=xx&lang=en`, 'landing'),
  page(`${HOME}?lang=&lang=en`, 'landing'),
  page(`${HOME}?lang&lang=en`, 'landing'),
  page(`${EN_PRICING}?lang=EN`, 'pricing', 'en'),
  page(`${HOME}?LANG=en`, 'landing'),
  page(`${HOME}?Lang=en`, 'landing'),
  page(`${HOME}?lang=En`, 'landing'),
  page(`${HOME}?lang=en+`, 'landing'),
  page(`${HOME}?lang=en%20`, 'landing'),
  page(`${HOME}?lang=en=x`, 'landing'),
  page(`${HOME}?lang=english`, 'landing'),
  page(`${HOME}?xlang=en`, 'landing'),
  page(`${HOME}?la+ng=en`, 'landing'),
  page(`${HOME}?lang%3Den`, 'landing'),
  page(`${HOME}?x=lang=en`, 'landing'),
  page(`${HOME}??lang=en`, 'landing'),
  // Everything else is the not-found page, with status 404: in English under /en, in Arabic
  // elsewhere, whatever the query says. Built files are never served by their own name.
  notFound('/index.html'),
  notFound(`/${htmlOf('landing', 'en')}`),
  notFound(`${EN_HOME}/index.html`, 'en'),
  notFound(`/${htmlOf('pricing')}`),
  notFound(`/${htmlOf('pricing', 'en')}`, 'en'),
  notFound(`/${htmlOf('not-found')}`),
  notFound(`/${htmlOf('not-found', 'en')}`, 'en'),
  notFound(`/${htmlOf('not-found', 'en')}?lang=ar`, 'en'),
  notFound('/index.en.html'),
  notFound('/pricing.en.html'),
  notFound('/404.en.html'),
  notFound('/PRICING'),
  notFound('/Pricing'),
  notFound('/EN'),
  notFound('/En/pricing'),
  notFound('/%45N'),
  notFound(`${EN_HOME}/PRICING`, 'en'),
  notFound('/pricing/x'),
  notFound(`${EN_PRICING}/x`, 'en'),
  notFound(`${EN_HOME}/en`, 'en'),
  notFound(`${EN_HOME}${EN_PRICING}`, 'en'),
  notFound('/nope'),
  notFound('/nope?lang=en'),
  notFound(`${EN_HOME}/missing`, 'en'),
  notFound(`${EN_HOME}/missing?lang=ar`, 'en'),
  notFound(`${EN_HOME}/missing/`, 'en'),
  notFound(`${EN_HOME}x`),
  notFound(`${EN_HOME}-us`),
  notFound(`${EN_HOME}.html?lang=en`),
  notFound(`${EN_HOME}%3Flang=ar`),
  notFound('/index'),
  notFound('/assets'),
  notFound('/assets/'),
  notFound('/assets/nope.js'),
  notFound('/assets/nope.js?lang=en'),
  notFound(`${EN_HOME}/assets/nope.js`, 'en'),
  notFound(`${EN_HOME}${ASSETS.js}`, 'en'),
  notFound(`${EN_HOME}/favicon.svg`, 'en'),
  notFound(`${ASSETS.js}.br`),
  notFound(`${ASSETS.js}.gz`),
  notFound('/index.html.br'),
  notFound('/index.html.gz'),
  notFound(`/${htmlOf('pricing', 'en')}.br`, 'en'),
  notFound('/_headers'),
  notFound('/_redirects'),
  notFound(`${EN_HOME}/_headers`, 'en'),
  notFound('/favicon.ico'),
  notFound('/package.json'),
  notFound('/server/main.ts'),
  notFound('/.git/config'),
  notFound('/.vite/manifest.json'),
  notFound('/.astro/settings.json'),
  // Addresses are normalised the same way on both (nginx's rules): escapes decoded, slashes
  // merged, dot segments resolved, the fragment dropped, absolute-form reduced to its path.
  page('/%70ricing', 'pricing'),
  moved('/%70ricing?lang=en', EN_PRICING),
  page(`/${PRICING}`, 'pricing'),
  page(`/.${PRICING}`, 'pricing'),
  page(`/x/..${PRICING}`, 'pricing'),
  page(`/%2e${PRICING}`, 'pricing'),
  page('/x%2f..%2fpricing', 'pricing'),
  page(`${PRICING}/..`, 'landing'),
  page('///', 'landing'),
  page('/%2e', 'landing'),
  page(`/${EN_HOME}`, 'landing', 'en'),
  page(`${EN_HOME}/${PRICING}`, 'pricing', 'en'),
  page('/%65n', 'landing', 'en'),
  page('/%65%6E/%70ricing', 'pricing', 'en'),
  page(`${EN_HOME}%2F${PRICING.slice(1)}`, 'pricing', 'en'),
  page(`${EN_HOME}/.${PRICING}`, 'pricing', 'en'),
  page(`${EN_HOME}/x/..${PRICING}`, 'pricing', 'en'),
  page(`${PRICING}/..${EN_HOME}`, 'landing', 'en'),
  page(`${EN_HOME}/..`, 'landing'),
  moved(`/${EN_HOME}/`, EN_HOME),
  moved(`${EN_HOME}//`, EN_HOME),
  moved('/%65n/', EN_HOME),
  moved(`${EN_HOME}%2F`, EN_HOME),
  moved(`${EN_HOME}/${PRICING}/?lang=ar`, PRICING),
  moved(`${PRICING}/.`, PRICING),
  moved(`${PRICING}%2F`, PRICING),
  moved(`${EN_PRICING}/.?x=1`, `${EN_PRICING}?x=1`),
  page(`${PRICING}#faq`, 'pricing'),
  moved(`${PRICING}?lang=en#faq`, EN_PRICING),
  page(`${PRICING}#x?lang=en`, 'pricing'),
  moved(`${EN_HOME}/#top`, EN_HOME),
  moved(`http://localhost${PRICING}?lang=en`, EN_PRICING),
  page(`http://localhost${EN_PRICING}`, 'pricing', 'en'),
  page('http://localhost', 'landing'),
  notFound('/pricing%3Flang=en'),
  notFound('/a%2Fpricing'),
  notFound(`/assets/..%2f${ASSETS.js.slice('/assets/'.length)}.br`),
  notFound('/assets/%2e%2e/index.html'),
  notFound(`/assets/%2e%2e/${htmlOf('pricing', 'en')}`, 'en'),
  notFound('/..%5c..%5cetc%5cpasswd'),
  notFound(`${EN_HOME}/..%5c..%5cetc%5cpasswd`, 'en'),
  notFound('/%5c'),
  notFound('/%25'),
  notFound('/%C3%A9'),
  notFound(`${EN_HOME}/%C3%A9`, 'en'),
  notFound('/...'),
]

describeEachServer('routes and languages', (server) => {
  const get = getter(server)

  it.each(ROUTE_CASES)('$target → $status $file$location', async (row) => {
    const response = await get(row.target)
    expect(response.status).toBe(row.status)
    expectSecurityHeaders(response)
    if (row.status === 301) {
      // The same short answer from both: where to go, cached a day, a plain body.
      expect(response.headers.location).toBe(row.location)
      expect(response.headers['cache-control']).toBe(CACHE_CONTROL.redirect)
      expect(response.headers['content-type']).toBe(PLAIN_TYPE)
      expect(response.body.toString()).toBe(REDIRECT_MESSAGE)
      expect(response.headers['x-robots-tag']).toBeUndefined()
      return
    }
    expect(response.headers.location).toBeUndefined()
    expect(response.headers['content-type']).toBe(HTML)
    expect(response.body.equals(built(row.file)), `body of ${row.target} is dist/${row.file}`).toBe(true)
    expect(response.headers['x-robots-tag']).toBe(row.status === 404 ? 'noindex' : undefined)
  })

  it('a redirect answers HEAD with the headers of its GET and no body', async () => {
    for (const target of [`${EN_HOME}/`, `${PRICING}?lang=en&subjects=3`]) {
      const getResponse = await get(target)
      const head = await get(target, {}, 'HEAD')
      expect(head.status).toBe(301)
      expect(head.body.length).toBe(0)
      for (const name of ['location', 'content-type', 'content-length', 'cache-control']) {
        expect(head.headers[name], name).toBe(getResponse.headers[name])
      }
      expect(getResponse.headers['content-length']).toBe(String(Buffer.byteLength(REDIRECT_MESSAGE)))
      expectSecurityHeaders(head)
    }
  })

  it('a redirect sends each header once and names no server', async () => {
    const response = await get(`${EN_PRICING}/`)
    const names = response.headerLines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
    expect(names.length).toBe(new Set(names).size)
    expect(response.headers.server ?? '').not.toMatch(/\d/)
    expect(response.body.toString()).not.toMatch(/nginx|node/i)
  })
})
