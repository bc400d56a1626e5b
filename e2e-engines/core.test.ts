/**
 * The core flows in Firefox and WebKit (ENGINE=firefox|webkit; `npm test` runs this file once per
 * engine, scripts/ci/test.ts), both languages: every page in its language and direction, in Cairo,
 * with its charts, and no sideways scroll at 360 and 1280 px; the FAQ's one-open rule; the
 * calculator by keyboard and by pointer; the language switch keeping the place; the not-found page.
 * After every test, what the probe of e2e-engines/site-under-test.ts saw must be nothing: no
 * uncaught error, no CSP violation, no console error. The same flows in Chromium, and the rest:
 * e2e/*.spec.ts (README, "Tests").
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { isPublicPage, PAGES } from '../src/config/routes.ts'
import { allWords } from '../src/content/words.ts'
import { type Lang, otherLang } from '../src/i18n/lang.ts'
import { PATHS, urlFor } from '../test-support/addresses.ts'
import { breakdown, CALCULATOR_DEFAULTS, egp, type Period, RATES } from '../test-support/quote-text.ts'
import { byRole } from './by-role.ts'
import { ENGINES, type EngineName, type EnginePage, launch } from './engines.ts'
import { type SiteUnderTest, startSite } from './site-under-test.ts'

const engine = process.env.ENGINE as EngineName
if (!ENGINES.includes(engine)) throw new Error(`ENGINE must be one of ${ENGINES.join(', ')}`)
const LANGS = ['ar', 'en'] as const satisfies readonly Lang[]

let site: SiteUnderTest
let page: EnginePage
/** The same engine able to show 360 px: in WebKit another window, at 200 % (e2e-engines/webkit.ts). */
let narrowPage: EnginePage

beforeAll(async () => {
  site = await startSite()
  page = await launch(engine, site.origin)
  narrowPage = engine === 'webkit' ? await launch(engine, site.origin, { narrow: true }) : page
  await page.resize(1280, 800)
}, 60_000)
afterAll(async () => {
  if (narrowPage !== page) await narrowPage?.close()
  await page?.close()
  await site?.stop()
})
afterEach(async () => {
  await new Promise((done) => setTimeout(done, 300)) // the probe's last reports arrive
  // A fresh visitor each test: the switch records a choice that sends the next visit to the twin.
  await page.run(() => localStorage.clear())
  expect(site.takeProblems(), 'errors, CSP violations and console errors').toEqual([])
})

/** Polls `fn` in the page until it returns `wanted` (5 s), then expects it. */
async function until<T, A extends unknown[]>(wanted: T, fn: (...args: A) => T, ...args: A): Promise<void> {
  let last: T | undefined
  for (let attempt = 0; attempt < 50; attempt++) {
    last = await page.run(fn, ...args).catch(() => undefined) // a navigation may be under way
    if (JSON.stringify(last) === JSON.stringify(wanted)) return
    await new Promise((done) => setTimeout(done, 100))
  }
  expect(last).toEqual(wanted)
}

/**
 * Scrolls down the page as a reader does, a screen at a time, so that every section has been laid
 * out once (`content-visibility: auto`, src/styles/global.css). Without it, in WebKit the focus a
 * click gives to a question of the FAQ lays out the sections above it for the first time, and the
 * question moves from under the pointer between its press and its release.
 */
async function readDown(): Promise<void> {
  await page.run(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.8) {
      scrollTo(0, y)
      await frame()
    }
    scrollTo(0, 0)
  })
}

/** Whether the island around `selector` has still to hydrate (Astro drops its `ssr` once it has). */
const hydrating = (selector: string) =>
  document.querySelector(selector)?.closest('astro-island')?.hasAttribute('ssr') ?? false
const docLang = () => [document.documentElement.lang, document.documentElement.dir]
const openAnswers = () =>
  [...document.querySelectorAll('details[name="faq"]')].flatMap((details, index) =>
    (details as HTMLDetailsElement).open ? [index] : [],
  )

for (const lang of LANGS) {
  const t = allWords(lang)
  const other = otherLang(lang)
  const faqRegion = { role: 'region', name: t.landing.faq.title } as const
  const question = (index: number) => t.landing.faq.items[index]?.question ?? ''

  describe(`${engine}, ${lang}`, () => {
    for (const name of PAGES) {
      const path = PATHS[name]
      test(`${name}: its language and direction, its fonts, no sideways scroll at 360 and 1280 px`, async () => {
        await page.resize(1280, 800)
        await page.goto(urlFor(path, lang))
        expect(await page.run(docLang)).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr'])
        // The face of the page's script is the one that was loaded and drew the page.
        const script = lang === 'ar' ? 'U+600-6FF' : 'U+0-FF'
        const loaded = await page.run(
          (range: string) =>
            [...document.fonts].some(
              (face) =>
                face.family.includes('Cairo') &&
                face.status === 'loaded' &&
                face.unicodeRange.toUpperCase().split(/,\s*/).includes(range),
            ),
          script,
        )
        expect(loaded, `the Cairo face for ${script}… is loaded`).toBe(true)
        // The page no address leads to (src/config/routes.ts) says so, and leads home.
        if (!isPublicPage(name)) {
          await byRole(page, 'heading', t.site.notFound.heading)
          await byRole(page, 'link', t.site.notFound.home)
        }
        for (const width of [360, 1280]) {
          const shown = width === 360 ? narrowPage : page
          await shown.resize(width, 800)
          if (shown !== page) await shown.goto(urlFor(path, lang))
          const sideways = await shown.run(
            () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - innerWidth,
          )
          expect(sideways, `wider than ${width} px by`).toBeLessThanOrEqual(0)
        }
        await page.resize(1280, 800)
      })
    }

    test('landing: the three charts are drawn, each a named figure', async () => {
      await page.goto(urlFor(PATHS.landing, lang))
      const charts = allWords(lang).landing.insights
      for (const title of [charts.line.title, charts.pie.title, charts.bar.title]) {
        const figure = await byRole(page, 'figure', title)
        const drawn = await page.run((selector: string) => {
          const svg = document.querySelector(selector)?.querySelector('svg[viewBox]:not([aria-hidden])')
          const box = svg?.getBoundingClientRect()
          return { marks: svg?.querySelectorAll('path, rect, circle').length ?? 0, width: box?.width ?? 0 }
        }, figure)
        expect(drawn.marks, title).toBeGreaterThan(3)
        expect(drawn.width, title).toBeGreaterThan(100)
      }
    })

    test('the FAQ keeps one item open, by pointer and by keyboard', async () => {
      await page.goto(urlFor(PATHS.landing, lang))
      await readDown()
      expect(await page.run(openAnswers)).toEqual([])
      await page.click(await byRole(page, 'button', question(0), faqRegion))
      await until([0], openAnswers)
      await page.click(await byRole(page, 'button', question(2), faqRegion))
      await until([2], openAnswers)
      await page.click(await byRole(page, 'button', question(2), faqRegion))
      await until([], openAnswers)
      const summary = await byRole(page, 'button', question(1), faqRegion)
      await page.run((selector: string) => (document.querySelector(selector) as HTMLElement).focus(), summary)
      await page.press('Enter')
      await until([1], openAnswers)
      await page.press('Space')
      await until([], openAnswers)
    })

    const calculatorRegion = { role: 'region', name: t.pricing.calculator.title } as const
    const quote = (count: number, period: Period) => [
      `${egp(lang, count * RATES[period])} ${t.pricing.periods[period].per}`,
      breakdown(lang, count, period),
    ]
    const quoteShown = (selector: string, texts: string[]) => {
      const live = document.querySelector(selector)?.querySelector('[aria-live="polite"]')
      const shown = (live?.textContent ?? '').replace(/\s+/g, ' ')
      return texts.every((text) => shown.includes(text)) || shown
    }

    test('the calculator by keyboard: the slider adds up', async () => {
      await page.goto(urlFor(PATHS.pricing, lang))
      const slider = await byRole(page, 'slider', t.pricing.calculator.subjectsLabel, calculatorRegion)
      await page.run((selector: string) => (document.querySelector(selector) as HTMLElement).focus(), slider)
      // The focus is the first touch the island waits for (src/islands/client-touched.ts).
      await until(false, hydrating, slider)
      // Up and down: WebKit does not turn the horizontal arrows round in a right-to-left slider, as
      // Chromium and Firefox do (e2e/pricing-calculator.spec.ts holds Chromium to the mirrored keys).
      await page.press('ArrowUp')
      await page.press('ArrowUp')
      await page.press('ArrowDown')
      await page.press('End')
      await page.press('ArrowDown')
      await page.press('ArrowDown')
      await page.press('ArrowDown')
      await page.press('ArrowDown')
      await page.press('ArrowDown')
      const period = CALCULATOR_DEFAULTS.period
      await until(
        '5',
        (selector: string) => (document.querySelector(selector) as HTMLInputElement).value,
        slider,
      )
      const region = await byRole(page, 'region', t.pricing.calculator.title)
      await until(true, quoteShown, region, quote(5, period))
      await page.press('Home')
      await until(true, quoteShown, region, quote(1, period))
    })

    test('the calculator by pointer: a period, then the slider', async () => {
      await page.goto(urlFor(PATHS.pricing, lang))
      await readDown()
      await page.click(await byRole(page, 'radio', t.pricing.periods.term.name, calculatorRegion))
      const region = await byRole(page, 'region', t.pricing.calculator.title)
      await until(true, quoteShown, region, quote(CALCULATOR_DEFAULTS.subjects, 'term'))
      // The far end of the track, in the reading direction: 10 subjects.
      const slider = await byRole(page, 'slider', t.pricing.calculator.subjectsLabel, calculatorRegion)
      await page.clickAt(slider, lang === 'ar' ? 0.01 : 0.99)
      await until(true, quoteShown, region, quote(10, 'term'))
    })

    test('the switch keeps the quote, and the open FAQ item', async () => {
      await page.goto(urlFor(`${PATHS.pricing}?subjects=3&period=term`, lang))
      await page.click(await byRole(page, 'link', allWords(other).site.nav.switchTo))
      const twin = urlFor(`${PATHS.pricing}?subjects=3&period=term`, other)
      await until(twin, () => location.pathname + location.search)
      await until('complete', () => document.readyState)
      expect(await page.run(docLang)).toEqual([other, other === 'ar' ? 'rtl' : 'ltr'])
      const region = await byRole(page, 'region', allWords(other).pricing.calculator.title)
      const otherQuote = [`${egp(other, 3 * RATES.term)} ${allWords(other).pricing.periods.term.per}`]
      // The calculator sits below the two ways to pay: it shows the address's quote once scrolled to.
      await page.run((selector: string) => document.querySelector(selector)?.scrollIntoView(), region)
      await until(true, quoteShown, region, otherQuote)

      await page.run(() => localStorage.clear()) // the choice just recorded would send us to the twin
      await page.goto(urlFor(PATHS.landing, lang))
      await readDown()
      await page.click(await byRole(page, 'button', question(2), faqRegion))
      await until([2], openAnswers)
      await page.click(await byRole(page, 'link', allWords(other).site.nav.switchTo))
      await until(`${urlFor(PATHS.landing, other)}#faq-3`, () => location.pathname + location.hash)
      await until('complete', () => document.readyState)
      await until([2], openAnswers)
    })
  })
}
