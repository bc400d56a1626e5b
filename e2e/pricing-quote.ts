/**
 * The pricing page's calculator as the Playwright specs read it, and what its quote must say (the
 * words and figures themselves: test-support/quote-text.ts).
 */
import type { Page } from '@playwright/test'
import type { Lang } from '../src/i18n/lang.ts'
import { breakdown, egp, type Period, RATES, subjects } from '../test-support/quote-text.ts'
import { expect, islandReady } from './fixtures.ts'
import { catalogs } from './helpers.ts'

export {
  breakdown,
  CALCULATOR_DEFAULTS,
  digits,
  egp,
  PERIODS,
  type Period,
  RATES,
  SUBJECTS,
  subjects,
} from '../test-support/quote-text.ts'

export function calculator(page: Page, lang: Lang) {
  const t = catalogs[lang].pricing
  const region = page.getByRole('region', { name: t.calculator.title })
  return {
    region,
    slider: region.getByRole('slider', { name: t.calculator.subjectsLabel }),
    periods: region.getByRole('group', { name: t.calculator.periodLegend }),
    /** A radio is named by its period, then its per-subject rate: "Term EGP 150 a subject". */
    radio: (period: Period) => region.getByRole('radio', { name: new RegExp(`^${t.periods[period].name} `) }),
    live: region.locator('[aria-live="polite"]'),
  }
}

/** Waits until the calculator island is interactive (it hydrates once it scrolls into view). */
export async function calculatorReady(page: Page, lang: Lang) {
  await islandReady(calculator(page, lang).slider)
}

export async function expectQuote(page: Page, lang: Lang, count: number, period: Period) {
  const { slider, radio, live } = calculator(page, lang)
  await expect(slider).toHaveValue(String(count))
  await expect(slider).toHaveAttribute('aria-valuetext', subjects(lang, count))
  await expect(radio(period)).toBeChecked()
  await expect(live).toContainText(
    `${egp(lang, count * RATES[period])} ${catalogs[lang].pricing.periods[period].per}`,
  )
  await expect(live).toContainText(breakdown(lang, count, period))
}
