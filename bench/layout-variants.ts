/**
 * `node bench/layout-variants.ts [--variants base,no-text-wrap] [--runs 6] [--path /] [--cpu 1] [--network]`
 * (after a build; PATH=$PWD/node_modules/.bin:$PATH first): how much main-thread CPU a page spends
 * on layout, style and HTML parsing before its first contentful paint, in Arabic and in English,
 * with one CSS rule added to the built stylesheet per variant. Loads are interleaved (variants,
 * then languages, the order flipping every round) at 412 × 823 px; by default without network
 * throttling and without CPU slowdown, so the figures are CPU time and little else. A diagnosis
 * tool: the README's "What moved the figures" lists what each variant showed.
 */
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts'
import { serveDist } from '../scripts/dev/serve-dist.ts'
import { ROUTES } from '../src/config/routes.ts'
import { median } from './lighthouse.ts'
import { OBSERVED_CONDITIONS } from './throttled-load.ts'
import { summarizeTrace } from './trace-summary.ts'

/** Each variant: a CSS rule appended to the site's stylesheet (none for the build as it is). */
export const VARIANTS: Record<string, string> = {
  base: '',
  'no-text-wrap': '*{text-wrap-style:auto!important}',
  'no-calt-kern': '*{font-feature-settings:"calt" 0,"kern" 0!important}',
  'one-weight': '*{font-weight:400!important}',
  'optimize-speed': '*{text-rendering:optimizeSpeed!important}',
  'no-hero': 'main>section:first-child{display:none!important}',
  'no-hero-svg-text': 'main>section:first-child svg text{display:none!important}',
  'no-calculator': '#calculator{display:none!important}',
  'sections-hidden': 'main>section{display:none!important}',
  'no-content-visibility': '.render-when-near,.render-list-when-near{content-visibility:visible!important}',
  'placeholders-720': '.render-when-near{contain-intrinsic-size:auto 720px!important}',
  'lists-eager': '.render-list-when-near{content-visibility:visible!important}',
}

const { values } = parseArgs({
  options: {
    variants: { type: 'string', default: 'base,placeholders-720' },
    runs: { type: 'string', default: '6' },
    path: { type: 'string', default: ROUTES.landing.path },
    cpu: { type: 'string', default: '1' },
    network: { type: 'boolean', default: false },
  },
})
const names = (values.variants ?? 'base').split(',')
for (const name of names) {
  if (!(name in VARIANTS)) throw new Error(`unknown variant ${name}: ${Object.keys(VARIANTS).join(', ')}`)
}
const runs = Math.max(1, Number.parseInt(values.runs ?? '6', 10) || 6)
const path = values.path ?? ROUTES.landing.path
const cpu = Number(values.cpu ?? '1') || 1

interface Sample {
  fcp: number
  layout: number
  style: number
  parseHTML: number
}
const samples = new Map<string, Sample[]>()
const { origin, stop } = await serveDist()
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  for (let round = 0; round < runs; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse()
    for (const name of order) {
      for (const lang of round % 2 === 0 ? ['ar', 'en'] : ['en', 'ar']) {
        const context = await browser.newContext({
          viewport: OBSERVED_CONDITIONS.viewport,
          deviceScaleFactor: OBSERVED_CONDITIONS.deviceScaleFactor,
          isMobile: true,
          hasTouch: true,
        })
        const page = await context.newPage()
        const rule = VARIANTS[name] ?? ''
        if (rule) {
          await page.route('**/*.css', async (route) => {
            const response = await route.fetch()
            await route.fulfill({ response, body: `${await response.text()}\n${rule}` })
          })
        }
        const session = await context.newCDPSession(page)
        await session.send('Network.enable')
        await session.send('Network.setCacheDisabled', { cacheDisabled: true })
        if (values.network) {
          await session.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: OBSERVED_CONDITIONS.latencyMs,
            downloadThroughput: OBSERVED_CONDITIONS.downloadBytesPerSecond,
            uploadThroughput: OBSERVED_CONDITIONS.uploadBytesPerSecond,
          })
        }
        await session.send('Emulation.setCPUThrottlingRate', { rate: cpu })
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', '__metadata'],
        })
        const separator = path.includes('?') ? '&' : '?'
        await page.goto(`${origin}${path}${lang === 'en' ? `${separator}lang=en` : ''}`, {
          waitUntil: 'load',
        })
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
        await page.waitForTimeout(300)
        const fcp = await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        )
        const { traceEvents } = JSON.parse((await browser.stopTracing()).toString())
        const { beforeFcp } = summarizeTrace(traceEvents, 'cpu')
        await context.close()
        const key = `${name}|${lang}`
        samples.set(key, [
          ...(samples.get(key) ?? []),
          {
            fcp,
            layout: beforeFcp.layout ?? 0,
            style: beforeFcp.style ?? 0,
            parseHTML: beforeFcp.parseHTML ?? 0,
          },
        ])
      }
    }
  }
} finally {
  await browser.close()
  await stop()
}

console.log(
  `${path}, ${runs} rounds, CPU ×${cpu}, network ${values.network ? 'throttled' : 'unthrottled'}: ` +
    'median CPU ms before the first contentful paint (layout / style / HTML parsing), and FCP ms',
)
for (const name of names) {
  const cells = (['ar', 'en'] as const).map((lang) => {
    const list = samples.get(`${name}|${lang}`) ?? []
    const m = (key: keyof Sample) => Math.round(median(list.map((sample) => sample[key])))
    return `${lang} layout ${m('layout')} / style ${m('style')} / parse ${m('parseHTML')}, FCP ${m('fcp')}`
  })
  console.log(`${name.padEnd(22)} ${cells.join(' | ')}`)
}
