/**
 * Every link to a section of the landing page lands on that section: once the page stops moving,
 * the section starts at its scroll margin, its heading just below the sticky navigation bar. On a
 * phone and a desktop, in Arabic (direction changes nothing in a vertical scroll), from the landing page's own footer and from the pricing
 * page's (its own FAQ, and the landing page opened at a fragment), and an address with a fragment
 * typed or shared. The sections between are `content-visibility: auto`,
 * measured by a placeholder until they are rendered: a smooth scroll, aimed before they were,
 * ended 500–900 px away (src/styles/global.css).
 */
import type { Page } from '@playwright/test'
import { SECTION_IDS } from '../src/config/section-ids.ts'
import type { Lang } from '../src/i18n/lang.ts'
import { expect, test } from './fixtures.ts'
import {
  catalogs,
  DESKTOP,
  DEVICES,
  DIRECTION_FREE,
  delayFonts,
  loadAfresh,
  PATHS,
  urlFor,
  withoutHttpCache,
} from './helpers.ts'

/** Where the section is once nothing has moved for 300 ms: its top, its margin, the bar's bottom. */
async function settledPlace(page: Page, id: string) {
  let last = Number.NaN
  for (let tries = 0; tries < 40; tries++) {
    const place = await page.evaluate((target) => {
      const section = document.getElementById(target) as HTMLElement
      const heading = section.querySelector('h2') as HTMLElement
      return {
        top: Math.round(section.getBoundingClientRect().top),
        margin: Number.parseFloat(getComputedStyle(section).scrollMarginTop),
        heading: heading.getBoundingClientRect().top,
        bar: (document.querySelector('header') as HTMLElement).getBoundingClientRect().bottom,
        scrolled: Math.round(window.scrollY),
      }
    }, id)
    if (place.top === last) return place
    last = place.top
    await page.waitForTimeout(300)
  }
  throw new Error(`#${id} never stopped moving`)
}

async function expectLandedOn(page: Page, id: string) {
  const place = await settledPlace(page, id)
  expect(
    Math.abs(place.top - place.margin),
    `#${id} at ${place.top} px, its margin ${place.margin}, the page scrolled ${place.scrolled} px`,
  ).toBeLessThanOrEqual(1)
  expect(place.heading).toBeGreaterThanOrEqual(place.bar)
}

/** The addresses with a fragment the site links to: each page and the section it opens on. */
const ADDRESSES = [
  [PATHS.landing, SECTION_IDS.howItWorks],
  [PATHS.landing, SECTION_IDS.features],
  [PATHS.landing, SECTION_IDS.faq],
  [PATHS.pricing, SECTION_IDS.faq],
] as const

async function openAt(page: Page, path: string, lang: Lang, id: string) {
  await loadAfresh(page, `${urlFor(path, lang)}#${id}`)
  await expectLandedOn(page, id)
}

async function clickFooterLink(page: Page, lang: Lang, label: string) {
  const platform = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: catalogs[lang].site.footer.platform })
  await platform.getByRole('link', { name: label, exact: true }).click()
}

for (const { name, viewport, isMobile } of DEVICES) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport, isMobile })
    // One retry, reported as "flaky" when used: twice on 2026-11-28, in a whole fresh-clone run
    // on the shared two-core machine, Chromium left the landing page loaded at #features on a
    // phone at its top, not scrolled at all (`#features at 4403 px`), and never in 60 repeats of
    // these tests alone, under CPU load too. A page that misses its fragment every time still
    // fails (both tries); why it sometimes does is an open question of the low-end phone's work
    // (docs/performance.md, "The low-end phone").
    test.describe.configure({ retries: 1 })
    for (const lang of DIRECTION_FREE) {
      const t = catalogs[lang].site.footer
      const LINKS = [
        [t.howItWorks, SECTION_IDS.howItWorks],
        [t.features, SECTION_IDS.features],
        [t.faq, SECTION_IDS.faq],
      ] as const

      // Each case loads its page afresh (the scroll from the top is what is checked), in one tab.
      test(`the landing page's footer links land on their sections (${lang})`, async ({ page }) => {
        await withoutHttpCache(page)
        for (const [label, id] of LINKS) {
          await test.step(`"${label}" lands on #${id}`, async () => {
            await loadAfresh(page, urlFor(PATHS.landing, lang))
            await clickFooterLink(page, lang, label)
            await expectLandedOn(page, id)
          })
        }
      })

      test(`an address ending in a fragment opens its page on it (${lang})`, async ({ page }) => {
        await withoutHttpCache(page)
        for (const [path, id] of ADDRESSES) {
          await test.step(`${path}#${id}`, () => openAt(page, path, lang, id))
        }
      })

      test(`an address ending in a fragment opens its page on it when the fonts come late (${lang})`, async ({
        page,
      }) => {
        test.slow()
        // The fonts arrive after the browser first scrolls to the fragment, and the text is
        // laid out again in Cairo (font-display: swap): the section must still be where it lands.
        // (Routed requests skip the HTTP cache, so each load waits for its fonts again.)
        await delayFonts(page, 700)
        for (const [path, id] of ADDRESSES) {
          await test.step(`${path}#${id}`, () => openAt(page, path, lang, id))
        }
      })

      test(`the pricing page's footer links: "${t.faq}" lands on its own #faq, "${t.features}" opens the landing page on #features (${lang})`, async ({
        page,
      }) => {
        await withoutHttpCache(page)
        await page.goto(urlFor(PATHS.pricing, lang))
        await clickFooterLink(page, lang, t.faq)
        await expectLandedOn(page, SECTION_IDS.faq)
        await loadAfresh(page, urlFor(PATHS.pricing, lang))
        await clickFooterLink(page, lang, t.features)
        await page.waitForURL(/#features$/)
        await expectLandedOn(page, SECTION_IDS.features)
      })
    }
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP.viewport })
  for (const lang of DIRECTION_FREE) {
    test(`an address ending in a fragment opens its page on it (${lang})`, async ({ page }) => {
      await withoutHttpCache(page)
      for (const [path, id] of ADDRESSES) {
        await test.step(`${path}#${id}`, () => openAt(page, path, lang, id))
      }
    })
  }
})
