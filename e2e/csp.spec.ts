/**
 * The Content-Security-Policy against the site in use: every page in Arabic and the English twin
 * its switch opens (every inline script of every page is hashed: tests/contract/headers.test.ts), and every
 * interactive part a visitor can reach (calculator, charts and their tooltips and tables, FAQ,
 * language switcher, lazy images), records no violation. Violations are recorded by the page
 * itself (`securitypolicyviolation`), on top of the console errors the guard of fixtures.ts fails on.
 */
import type { Page } from '@playwright/test'
import { type Island, PAGES, ROUTES } from '../src/config/routes.ts'
import { PERIODS } from '../src/content/pricing.ts'
import { coveringBundle } from '../src/features/pricing/lib/covering-bundle.ts'
import { quote } from '../src/features/pricing/lib/quote.ts'
import { fill } from '../src/i18n/format.ts'
import type { Lang } from '../src/i18n/lang.ts'
import { expect, islandReady, test } from './fixtures.ts'
import { catalogs, DIRECTION_FREE, PATHS, urlFor } from './helpers.ts'
import { calculatorReady } from './pricing-quote.ts'

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

/** Two animation frames: every task queued by the last interaction (violation reports included) has run. */
async function settled(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

async function exerciseFaq(page: Page) {
  const summaries = page.locator('details[name="faq"] > summary')
  const count = await summaries.count()
  for (let index = 0; index < count; index++) {
    await summaries.nth(index).click()
    await expect(page.locator('details[name="faq"]').nth(index)).toHaveAttribute('open', '')
  }
}

/** Every lazy image of the page (the footer's QR code where there is one): scrolled to and decoded. */
async function exerciseLazyImages(page: Page) {
  for (const image of await page.locator('img[loading="lazy"]').all()) {
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => element.decode().then(() => element.naturalWidth)),
      )
      .toBeGreaterThan(0)
  }
}

async function exerciseCharts(page: Page, lang: Lang) {
  const t = catalogs[lang].landing.insights
  const next = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight'
  // The pointer on one mark of each chart (as e2e/charts.spec.ts), then the keyboard over all.
  for (const [title, hovered] of [
    [t.line.title, 5],
    [t.pie.title, 3],
    [t.bar.title, 1],
  ] as const) {
    const figure = page.getByRole('figure', { name: title, exact: true })
    await islandReady(figure)
    const marks = figure.getByRole('img')
    await marks.nth(hovered).hover()
    await expect(figure.getByRole('tooltip')).toBeVisible()
    await page.mouse.move(1, 1)
    await expect(figure.getByRole('tooltip')).toHaveCount(0)
    const count = await marks.count()
    await marks.first().focus()
    for (let index = 0; index < count; index++) {
      await expect(marks.nth(index)).toBeFocused()
      await expect(figure.getByRole('tooltip')).toBeVisible()
      await page.keyboard.press(next)
    }
    await page.keyboard.press('Escape')
    await figure.getByText(t.showTable).click()
    await expect(figure.getByRole('table')).toBeVisible()
  }
}

async function exerciseCalculator(page: Page, lang: Lang) {
  const t = catalogs[lang].pricing
  await calculatorReady(page, lang)
  const region = page.getByRole('region', { name: t.calculator.title })
  const slider = region.getByRole('slider')
  await slider.focus()
  await page.keyboard.press('End')
  await expect(slider).toHaveValue('10')
  await slider.fill('4')
  for (const radio of await region.getByRole('radio').all()) {
    await radio.check()
    await expect(radio).toBeChecked()
  }
  // The link to the bundle the calculator names for its last choice, named from the data.
  await region.getByRole('radio').last().check()
  const plan = coveringBundle(quote(4, PERIODS[PERIODS.length - 1] ?? 'yearly'))
  if (!plan) throw new Error('no bundle covers 4 subjects for the last period: the test needs another choice')
  const bundle = t.plans.items[plan.id].name
  await region.getByRole('link', { name: fill(t.calculator.bundleLink, { bundle }) }).click()
  await expect(page).toHaveURL(new RegExp(`#plan-${plan.id}$`))
}

/** The language switch (a link the head script rewrites on the way), to the twin document. */
async function exerciseSwitcher(page: Page, lang: Lang) {
  const other: Lang = lang === 'ar' ? 'en' : 'ar'
  await page.getByRole('link', { name: catalogs[other].site.nav.switchTo }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', other)
}

for (const lang of DIRECTION_FREE) {
  for (const id of PAGES) {
    const path = PATHS[id]
    test(`no CSP violation on ${path} in ${lang}, every interactive part used`, async ({ page }) => {
      await page.addInitScript(() => {
        window.cspViolations = []
        document.addEventListener('securitypolicyviolation', (event) => {
          window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
        })
      })
      const response = await page.goto(urlFor(path, lang))
      const policy = response?.headers()['content-security-policy'] ?? ''
      expect(policy).toContain("script-src 'self' 'sha256-")
      expect(policy).not.toContain('unsafe-inline')

      // The islands the page's route names (src/config/routes.ts), each used.
      const islands: readonly Island[] = ROUTES[id].islands
      if (islands.includes('charts')) await exerciseCharts(page, lang)
      if (islands.includes('calculator')) await exerciseCalculator(page, lang)
      await exerciseLazyImages(page)
      await exerciseFaq(page)
      await settled(page)
      expect(await page.evaluate(() => window.cspViolations)).toEqual([])
      // The twin the switch opens records its own (the init script runs again there).
      await exerciseSwitcher(page, lang)
      await settled(page)
      expect(await page.evaluate(() => window.cspViolations)).toEqual([])
    })
  }
}
