/**
 * The landing page's three charts as a visitor reads them (e2e/charts.spec.ts): the sample data in
 * each language's words and digits, each chart found by its title, and a point's place across.
 */
import type { Locator, Page } from '@playwright/test'
import { islandReady } from './fixtures.ts'
import { catalogs, type LANGS } from './helpers.ts'

/** The sample data as a visitor reads it, in each language's words and digits. */
export const EXPECTED = {
  ar: {
    points: ['أكتوبر: ٥٨', 'نوفمبر: ٦٣', 'ديسمبر: ٦١', 'يناير: ٦٨', 'فبراير: ٧٤', 'مارس: ٨١'],
    axis: ['أكتوبر', 'مارس'],
    top: '١٠٠',
    slices: [/^الرياضيات: ٣٥٪/, /^العلوم: ٢٥٪/, /^العربية: ٢٢٪/, /^الإنجليزية: ١٨٪/],
    bars: [
      'الرياضيات، قبل فهيم: ٥٤',
      'الرياضيات، بعد فهيم: ٧٨',
      'العلوم، قبل فهيم: ٦٠',
      'العلوم، بعد فهيم: ٨٢',
      'العربية، قبل فهيم: ٦٦',
      'العربية، بعد فهيم: ٨٥',
      'الإنجليزية، قبل فهيم: ٥٧',
      'الإنجليزية، بعد فهيم: ٨٠',
    ],
    lineRow: ['أكتوبر', '٥٨'],
    pieRow: ['الرياضيات', /^٣٥٪/],
    barRow: ['الرياضيات', '٥٤', '٧٨'],
    max: '١٠٠',
    next: 'ArrowLeft',
  },
  en: {
    points: ['October: 58', 'November: 63', 'December: 61', 'January: 68', 'February: 74', 'March: 81'],
    axis: ['Oct', 'Mar'],
    top: '100',
    slices: [/^Maths: 35%$/, /^Science: 25%$/, /^Arabic: 22%$/, /^English: 18%$/],
    bars: [
      'Maths, Before Faheem: 54',
      'Maths, After Faheem: 78',
      'Science, Before Faheem: 60',
      'Science, After Faheem: 82',
      'Arabic, Before Faheem: 66',
      'Arabic, After Faheem: 85',
      'English, Before Faheem: 57',
      'English, After Faheem: 80',
    ],
    lineRow: ['October', '58'],
    pieRow: ['Maths', /^35%$/],
    barRow: ['Maths', '54', '78'],
    max: '100',
    next: 'ArrowRight',
  },
} as const

export async function centerX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not rendered')
  return box.x + box.width / 2
}

export function charts(page: Page, lang: (typeof LANGS)[number]) {
  const t = catalogs[lang].landing.insights
  const figure = (name: string) => page.getByRole('figure', { name, exact: true })
  return {
    line: figure(t.line.title),
    pie: figure(t.pie.title),
    bar: figure(t.bar.title),
    /** The drawing itself (the SVG, named by the chart's title), without the legend and table. */
    drawing: (name: string) => figure(name).getByRole('group', { name, exact: true }),
    /** Each chart is an island: scrolled to, it hydrates (its tooltips need React). */
    ready: async () => {
      for (const name of [t.line.title, t.pie.title, t.bar.title]) await islandReady(figure(name))
    },
  }
}
