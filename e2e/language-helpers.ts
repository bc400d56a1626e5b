/**
 * What the language specs share (e2e/language-switch.spec.ts, e2e/language-return.spec.ts, and the
 * switch for e2e/privacy-notice.spec.ts and e2e/content-pass.spec.ts): the switch as a visitor finds it, the saved choice, a page's
 * title from its route (src/config/routes.ts), and a scroll that waits until the page is still.
 */
import type { Locator, Page } from '@playwright/test'
import { type PageId, ROUTES } from '../src/config/routes.ts'
import { LANG_STORAGE_KEY, type Lang, otherLang } from '../src/i18n/lang.ts'
import { expect } from './fixtures.ts'
import { catalogs } from './helpers.ts'

/** A page's title in a language: its route says where its words give it. */
export const titleOf = (page: PageId, lang: Lang) => ROUTES[page].meta(catalogs[lang]).title

/** The language switch: a link named with the other language's own name ("English" / "العربية"). */
export const switchOf = (page: Page, from: Lang) =>
  page.getByRole('link', { name: catalogs[otherLang(from)].site.nav.switchTo })

export const saved = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LANG_STORAGE_KEY)

/** Seeds the saved choice once, before the first document of the test runs its head script. */
export async function seedChoice(page: Page, value: string) {
  await page.addInitScript(
    ([key, choice]) => {
      if (sessionStorage.getItem('seeded')) return
      localStorage.setItem(key as string, choice as string)
      sessionStorage.setItem('seeded', '1')
    },
    [LANG_STORAGE_KEY, value],
  )
}

/**
 * Scrolls `target` into view and waits until it stops moving, as a person reading it would: the
 * sections passed on the way are drawn (content-visibility) and the browser re-anchors the scroll.
 */
export async function bringToRest(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  let last = ''
  await expect
    .poll(
      async () => {
        const place = JSON.stringify(await target.boundingBox())
        const still = place === last
        last = place
        return still
      },
      { intervals: [200] },
    )
    .toBe(true)
}

/** A matcher for a URL whose path and query are `address`, with any fragment or none. */
export const atAddress = (address: string) =>
  new RegExp(`^[a-z]+://[^/]+${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(#.*)?$`)

/**
 * Records, in every frame of every document of the tab (across redirects), the document's
 * language and whether it is shown. A frame is recorded by the first animation-frame callback,
 * which runs before the frame is painted and after the head script has run.
 */
export async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      const root = document.documentElement
      if (document.body && document.body.childElementCount > 0) {
        const frames = JSON.parse(sessionStorage.getItem('frames') ?? '[]') as unknown[]
        frames.push({
          path: location.pathname,
          lang: root.lang,
          shown: getComputedStyle(root).visibility !== 'hidden',
        })
        sessionStorage.setItem('frames', JSON.stringify(frames))
      }
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}

export interface Frame {
  path: string
  lang: string
  shown: boolean
}
export const framesOf = async (page: Page) =>
  JSON.parse((await page.evaluate(() => sessionStorage.getItem('frames'))) ?? '[]') as Frame[]
