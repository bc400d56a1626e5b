import { describe, expect, it } from 'vitest'
import { landingCopy } from '#src/i18n/copy/landing.ts'
import { LANGS } from '#src/i18n/lang.ts'
import { chartsCopy, monthName } from './insights-copy.ts'

describe.each(LANGS)('chartsCopy in %s', (lang) => {
  const insights = landingCopy[lang].insights
  const copy = chartsCopy(insights)

  it("keeps out the section's own words", () => {
    for (const key of ['eyebrow', 'title', 'lead', 'sampleNote']) expect(copy).not.toHaveProperty(key)
  })

  it('gives every month its full name, carrying the long names only where they differ', () => {
    for (const [month, name] of insights.monthsLong.entries()) expect(monthName(copy, month)).toBe(name)
    const differ = insights.monthsLong.some((name, month) => name !== insights.monthsShort[month])
    expect('monthsLong' in copy).toBe(differ)
  })
})
