import { describe, expect, it } from 'vitest'
import { landingCopy } from '#src/i18n/copy/landing.ts'
import { plural, pluralChange } from '#src/i18n/format.ts'
import { LANGS } from '#src/i18n/lang.ts'
import { MONTHLY_SCORES } from '../../data/chart-samples.ts'
import { chartsCopy, formFor, monthName, SAMPLE_COUNTS } from './insights-copy.ts'

describe.each(LANGS)('chartsCopy in %s', (lang) => {
  const insights = landingCopy[lang].insights
  const copy = chartsCopy(insights, lang)

  it("keeps out the section's own words", () => {
    for (const key of ['eyebrow', 'title', 'lead', 'sampleNote']) expect(copy).not.toHaveProperty(key)
  })

  it('gives every month the samples show its names, carrying the long names only where they differ', () => {
    const shown = new Set(MONTHLY_SCORES.map((row) => row.month))
    for (const month of shown) {
      expect(monthName(copy, month)).toBe(insights.monthsLong[month])
      expect(copy.monthsShort[month]).toBe(insights.monthsShort[month])
    }
    const differ = insights.monthsLong.some((name, month) => name !== insights.monthsShort[month])
    expect('monthsLong' in copy).toBe(differ)
  })

  it('carries no month the samples do not show, each month still at its index', () => {
    const shown = new Set(MONTHLY_SCORES.map((row) => row.month))
    expect(shown.size).toBeLessThan(12)
    expect(copy.monthsShort).toHaveLength(12)
    for (let month = 0; month < 12; month++) {
      if (shown.has(month)) continue
      expect(copy.monthsShort[month]).toBe('')
      expect(monthName(copy, month)).toBe('')
    }
  })

  it('says each sample count as the full forms do, carrying only the form that count takes', () => {
    const { change, subjects } = SAMPLE_COUNTS
    expect(pluralChange(lang, change, copy.line.summary)).toBe(
      pluralChange(lang, change, insights.line.summary),
    )
    expect(plural(lang, subjects, copy.pie.centerValue)).toBe(
      plural(lang, subjects, insights.pie.centerValue),
    )
    const filled = (forms: object) => Object.values(forms).filter((form) => form !== '')
    expect(filled(copy.line.summary)).toHaveLength(1)
    expect(filled(copy.pie.centerValue)).toHaveLength(1)
  })

  it.each([0, 1, 2, 3, 11, 100])('formFor(%i) picks the form the full forms give', (count) => {
    const forms = insights.line.summary
    expect(plural(lang, count, formFor(lang, count, forms))).toBe(plural(lang, count, forms))
  })
})
