import type { LandingCopy } from '#src/i18n/copy/landing.ts'
import { type PluralForms, pluralCategory } from '#src/i18n/format.ts'
import type { Lang } from '#src/i18n/lang.ts'
import { MONTHLY_SCORES, SUBJECT_SHARE } from '../../data/chart-samples.ts'

/** The section's own words, which the static section shows (src/features/landing/sections/insights.tsx). */
type SectionWords = 'eyebrow' | 'title' | 'lead' | 'sampleNote'

/**
 * The words the charts need: all their island is given (src/features/landing/insights-charts.tsx).
 * Every word an island gets travels twice in the HTML (rendered, and again in its props), so the
 * section's heading and note stay out of it.
 */
export type InsightsCopy = Omit<LandingCopy['insights'], SectionWords | 'monthsLong'> &
  Partial<Pick<LandingCopy['insights'], 'monthsLong'>>

/** The counts the charts put into words: the line's change over the samples, the pie's subjects. */
const first = MONTHLY_SCORES[0]?.score ?? 0
const last = MONTHLY_SCORES.at(-1)?.score ?? 0
export const SAMPLE_COUNTS = { change: Math.abs(last - first), subjects: SUBJECT_SHARE.length }

/** Of a word's plural forms, the one `count` takes in `lang` (`other` kept, blank unless it is that one). */
export function formFor(lang: Lang, count: number, forms: PluralForms): PluralForms {
  const category = pluralCategory(lang, count)
  if (category === 'other') return { other: forms.other }
  return { [category]: forms[category] ?? forms.other, other: '' }
}

/**
 * The charts' words, without the section's; with the names of the months the samples show only
 * (the others blank, so a month keeps its index), and of the plural forms only the one each
 * sample count takes; and without the months' long names where they are the short ones (Arabic).
 * Together about 250 bytes of the Arabic landing page's first round trip
 * (tests/budget/bytes.test.ts). `monthName` reads them.
 */
export function chartsCopy(
  insights: LandingCopy['insights'],
  lang: Lang,
  shown: ReadonlySet<number> = new Set(MONTHLY_SCORES.map((row) => row.month)),
): InsightsCopy {
  const { eyebrow: _eyebrow, title: _title, lead: _lead, sampleNote: _sampleNote, ...all } = insights
  const only = (names: readonly string[]) => names.map((name, month) => (shown.has(month) ? name : ''))
  const charts = {
    ...all,
    monthsShort: only(all.monthsShort),
    monthsLong: only(all.monthsLong),
    line: { ...all.line, summary: formFor(lang, SAMPLE_COUNTS.change, all.line.summary) },
    pie: { ...all.pie, centerValue: formFor(lang, SAMPLE_COUNTS.subjects, all.pie.centerValue) },
  }
  const same = charts.monthsLong.every((name, month) => name === charts.monthsShort[month])
  if (!same) return charts
  const { monthsLong: _monthsLong, ...shorter } = charts
  return shorter
}

/** A month's full name (the tooltip, the table), whichever way the copy carries it. */
export function monthName(copy: InsightsCopy, month: number): string {
  return (copy.monthsLong ?? copy.monthsShort)[month] ?? ''
}
