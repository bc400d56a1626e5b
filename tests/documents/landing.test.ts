/**
 * The landing page as the served HTML has it, in both languages (moved from the browser, where
 * they read nothing a browser adds; the README, "Tests", lists each move): its sections in order
 * and what each holds, the FAQ's questions as native `<details name="faq">` (one open at a time
 * with or without JavaScript: e2e/faq.spec.ts clicks them), and the three charts drawn as SVG with
 * their data tables before any script (e2e/charts.spec.ts reads their places and tooltips).
 */
import { describe, expect, it } from 'vitest'
import { SECTION_IDS } from '../../src/config/section-ids.ts'
import { allWords } from '../../src/content/words.ts'
import { fill } from '../../src/i18n/format.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { requireBuild } from '../../test-support/require-build.ts'
import { named, screenOf, startingWith, textOf, words } from './as-read.ts'

/** What a visitor reads, in each language's own digits. */
const EXPECTED = {
  ar: {
    steps: ['الخطوة ١', 'الخطوة ٢', 'الخطوة ٣', 'الخطوة ٤'],
    stats: ['مليون', '٣٫٨', '١٠٠'],
    axis: 'أكتوبر',
    max: '١٠٠',
    rows: { line: ['أكتوبر', '٥٨'], pie: ['الرياضيات', '٣٥٪'], bar: ['الرياضيات', '٥٤', '٧٨'] },
  },
  en: {
    steps: ['Step 1', 'Step 2', 'Step 3', 'Step 4'],
    stats: ['1M', '3.8', '100'],
    axis: 'Oct',
    max: '100',
    rows: { line: ['October', '58'], pie: ['Maths', '35%'], bar: ['Maths', '54', '78'] },
  },
} as const

requireBuild()

describe.each(LANGS)('the landing page in %s, as served', (lang) => {
  const t = allWords(lang).landing
  const { document, screen } = screenOf('landing', lang)
  const region = (name: string) => screen.getByRole('region', { name: named(name) })

  it('has one h1 and every section, in the order of the specification; the navigation bar first, the footer with its QR code last', () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map(textOf)).toEqual([words(t.hero.title)])
    const main = document.querySelector('main') as HTMLElement
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .filter((heading: HTMLElement) => main.contains(heading))
        .map(textOf),
    ).toEqual(
      [
        t.howItWorks.title,
        t.insights.title,
        t.features.title,
        t.useCases.title,
        t.audiences.title,
        t.stats.title,
        t.faq.title,
        t.closing.title,
      ].map(words),
    )
    const banner = screen.getByRole('banner')
    const footer = screen.getByRole('contentinfo')
    expect(banner.compareDocumentPosition(main) & 4, 'the bar before main').toBeTruthy()
    expect(main.compareDocumentPosition(footer) & 4, 'the footer after main').toBeTruthy()
    expect(footer.querySelector(`img[alt="${allWords(lang).site.footer.qrAlt}"]`)).not.toBeNull()
  })

  it('hero: the promise, both calls to action in a new tab without referrer, and the phone in the page language', () => {
    const hero = region(words(t.hero.title))
    expect(textOf(hero)).toContain(words(t.hero.description))
    for (const name of [t.hero.tryCta, t.hero.downloadCta]) {
      const cta = hero.querySelectorAll('a')
      const named = [...cta].filter((link) => startingWith(name).test(textOf(link)))
      expect(named, name).toHaveLength(1)
      expect(named[0]?.getAttribute('target')).toBe('_blank')
      expect(named[0]?.getAttribute('rel')).toMatch(/(^|\s)noreferrer(\s|$)/)
    }
    const phone = [...hero.querySelectorAll('[role="img"]')].find(
      (element) => element.getAttribute('aria-label') === t.hero.phone.label,
    )
    expect(phone, t.hero.phone.label).toBeDefined()
    expect(textOf(phone)).toContain(words(t.hero.phone.next))
  })

  it('how it works: four numbered steps, in the page digits, each with its title', () => {
    const section = region(words(t.howItWorks.title))
    expect(section.id).toBe(SECTION_IDS.howItWorks)
    const steps = [...section.querySelectorAll('li')]
    expect(steps).toHaveLength(4)
    const titles = Object.values(t.howItWorks.steps).map((step) => words(step.title))
    steps.forEach((step, index) => {
      expect(textOf(step)).toContain(EXPECTED[lang].steps[index])
      expect([...step.querySelectorAll('h3')].map(textOf)).toEqual([titles[index]])
    })
  })

  it('features, use cases and audiences: their cards in the list’s order; teachers and parents told what they are promised', () => {
    const h3 = (name: string) => [...region(words(name)).querySelectorAll('h3')].map(textOf)
    expect(region(words(t.features.title)).id).toBe(SECTION_IDS.features)
    expect(h3(t.features.title)).toEqual(t.features.items.map((item) => words(item.title)))
    expect(h3(t.useCases.title)).toEqual(t.useCases.items.map((item) => words(item.title)))
    expect(h3(t.audiences.title)).toEqual(t.audiences.items.map((item) => words(item.title)))
    const audiences = region(words(t.audiences.title))
    const others = t.audiences.items.filter((item) => item.audience !== 'students')
    const points = [...audiences.querySelectorAll('*')].map(textOf)
    for (const point of others.flatMap((item) => item.points)) expect(points, point).toContain(words(point))
  })

  it('stats band: the three claims in the page digits, each with its label', () => {
    const stats = region(words(t.stats.title))
    const texts = [...stats.querySelectorAll('*')].map(textOf)
    for (const value of EXPECTED[lang].stats) expect(texts, value).toContain(value)
    for (const label of [t.stats.studentsLabel, t.stats.ratingLabel, t.stats.institutionsLabel])
      expect(textOf(stats)).toContain(words(label))
  })

  it('FAQ and closing call to action are in place', () => {
    expect(region(words(t.faq.title)).id).toBe(SECTION_IDS.faq)
    const closing = region(words(t.closing.title))
    const cta = [...closing.querySelectorAll('a')].find((link) =>
      startingWith(t.closing.tryCta).test(textOf(link)),
    )
    expect(cta?.getAttribute('target')).toBe('_blank')
  })

  it(`the FAQ: the ${t.faq.items.length} questions of the list in its order, each a closed <details name="faq"> holding its answer`, () => {
    const items = [...region(words(t.faq.title)).querySelectorAll('details')]
    expect(items.map((item) => textOf(item.querySelector('summary')))).toEqual(
      t.faq.items.map((item) => words(item.question)),
    )
    for (const [index, item] of items.entries()) {
      // The browser keeps one open among the <details> of one name, script or none (e2e/faq.spec.ts).
      expect(item.getAttribute('name')).toBe('faq')
      expect(item.hasAttribute('open')).toBe(false)
      expect(textOf(item)).toContain(words(t.faq.items[index]?.answer ?? '\0'))
    }
  })

  it('the three charts are drawn as SVG before any script, each with its data as a table', () => {
    const i = t.insights
    const cases = [
      {
        title: i.line.title,
        marks: 6,
        caption: fill(i.line.tableCaption, { max: EXPECTED[lang].max }),
        first: EXPECTED[lang].rows.line,
        rows: 6,
      },
      { title: i.pie.title, marks: 4, caption: i.pie.tableCaption, first: EXPECTED[lang].rows.pie, rows: 4 },
      {
        title: i.bar.title,
        marks: 8,
        caption: fill(i.bar.tableCaption, { max: EXPECTED[lang].max }),
        first: EXPECTED[lang].rows.bar,
        rows: 4,
      },
    ]
    for (const { title, marks, caption, first, rows } of cases) {
      const figure = screen.getByRole('figure', { name: named(title) })
      const drawing = figure.querySelector('svg') as SVGElement
      expect(drawing, title).not.toBeNull()
      expect(drawing.querySelectorAll('[role="img"]'), title).toHaveLength(marks)
      const table = figure.querySelector('table') as HTMLTableElement
      expect(textOf(table.querySelector('caption'))).toBe(words(caption))
      expect(table.rows, title).toHaveLength(rows + 1)
      const cells = [...(table.rows[1]?.cells ?? [])].map(textOf)
      expect(
        cells.map((cell, index) => cell.startsWith(first[index] ?? '\0')),
        `${title}: ${cells}`,
      ).toEqual(first.map(() => true))
    }
    const line = screen.getByRole('figure', { name: named(i.line.title) }).querySelector('svg') as SVGElement
    expect([...line.querySelectorAll('text')].map(textOf)).toContain(EXPECTED[lang].axis)
  })
})
