/**
 * The pricing page's calculator as the browser tests read it, and what its quote must say.
 *
 * The rates come from the data module (src/features/pricing/data/pricing.ts), the one owner of
 * every price: a price change there changes what these tests expect. How the figures are written
 * (Arabic-Indic digits, the currency, the plurals) is spelled out here by hand rather than through
 * src/i18n/format.ts, so a formatting slip is seen.
 */
import type { Page } from '@playwright/test'
import {
  CALCULATOR_DEFAULTS,
  PER_SUBJECT_PRICE,
  PERIODS,
  type Period,
  SUBJECTS,
} from '../src/features/pricing/data/pricing.ts'
import type { Lang } from '../src/i18n/lang.ts'
import { expect, islandReady } from './fixtures.ts'
import { catalogs } from './helpers.ts'

export const RATES = PER_SUBJECT_PRICE
export { CALCULATOR_DEFAULTS, PERIODS, type Period, SUBJECTS }

/** Every subject count the slider offers, from the data module: 1 … 10. */
export const COUNTS = Array.from(
  { length: (SUBJECTS.max - SUBJECTS.min) / SUBJECTS.step + 1 },
  (_, index) => SUBJECTS.min + index * SUBJECTS.step,
)

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩'

/** 1500 → "1,500" / "١٬٥٠٠". */
export function digits(lang: Lang, value: number): string {
  const grouped = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  if (lang === 'en') return grouped
  return grouped.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)] ?? digit).replaceAll(',', '٬')
}

export function egp(lang: Lang, amount: number): string {
  return lang === 'ar' ? `${digits('ar', amount)} ج.م` : `EGP ${digits('en', amount)}`
}

export function subjects(lang: Lang, count: number): string {
  if (lang === 'en') return count === 1 ? '1 subject' : `${count} subjects`
  if (count === 1) return 'مادة واحدة'
  if (count === 2) return 'مادتان'
  return `${digits('ar', count)} مواد`
}

export function breakdown(lang: Lang, count: number, period: Period): string {
  return `${subjects(lang, count)} × ${egp(lang, RATES[period])} = ${egp(lang, count * RATES[period])}`
}

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
