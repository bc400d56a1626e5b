/**
 * The pricing page as the served HTML has it, in both languages (moved from the browser: the
 * README, "Tests", lists each move): its sections in order, the four bundles read from the data
 * module (each its size, period, price and whole feature list), the comparison table saying what
 * the cards say, the closing and free calls to action, the two ways to pay and where each leads,
 * the subscription FAQ's questions and answers, and the calculator as it shows before any script:
 * one subject, monthly, its total, in the one polite, atomic region that also carries the bundle it
 * names. What a visitor does with them (clicks, keys, scrolls) stays in e2e/pricing-*.spec.ts.
 */
import { describe, expect, it } from 'vitest'
import { site } from '../../src/config/site.ts'
import { FEATURES, PLANS, type Plan, REFUND_DAYS } from '../../src/content/pricing.ts'
import { allWords } from '../../src/content/words.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import {
  breakdown,
  CALCULATOR_DEFAULTS,
  digits,
  egp,
  PERIODS,
  RATES,
  subjects,
} from '../../test-support/quote-text.ts'
import { requireBuild } from '../../test-support/require-build.ts'
import { named, screenOf, textOf, words } from './as-read.ts'

/** The table's rows: every feature some card lists, in the data module's order. */
const ROWS = FEATURES.filter((feature) => PLANS.some((plan) => plan.features.includes(feature)))

requireBuild()

describe.each(LANGS)('the pricing page in %s, as served', (lang) => {
  const t = allWords(lang).pricing
  const g = allWords(lang).glossary
  const { document, screen } = screenOf('pricing', lang)
  const region = (name: string) => screen.getByRole('region', { name: named(name) })
  const main = document.querySelector('main') as HTMLElement

  it('the sections come in the order of the spec, with one h1', () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map(textOf)).toEqual([words(t.hero.title)])
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .filter((heading: HTMLElement) => main.contains(heading))
        .map(textOf),
    ).toEqual([t.calculator.title, t.plans.title, t.compare.title, t.faq.title, t.cta.title].map(words))
  })

  it('the four bundles: each its size, period, price and whole list, the highlighted one recommended', () => {
    const plans = region(t.plans.title)
    const cards = [...plans.querySelectorAll('article')]
    expect(cards).toHaveLength(PLANS.length)
    // One list a card, and no other (the sizes no longer float above the cards).
    expect(plans.querySelectorAll('ul, ol')).toHaveLength(PLANS.length)
    for (const plan of PLANS) {
      const card = screen.getByRole('article', { name: named(t.plans.items[plan.id].name) })
      expect(textOf(card)).toContain(words(egp(lang, plan.price)))
      expect(textOf(card)).toContain(words(t.periods[plan.period].per))
      const size = plan.subjects === 'unlimited' ? t.plans.unlimited : subjects(lang, plan.subjects)
      expect([...card.querySelectorAll('*')].map(textOf)).toContain(words(size))
      const list = card.querySelector('ul') as HTMLElement
      expect(
        list.getAttribute('aria-label') ??
          textOf(document.getElementById(list.getAttribute('aria-labelledby') ?? '')),
      ).toBe(words(t.plans.included))
      expect([...list.querySelectorAll('li')].map(textOf)).toEqual(
        plan.features.map((key) => words(g.features[key])),
      )
      const ctas = [...card.querySelectorAll('a')].filter((link) =>
        textOf(link).startsWith(words(t.plans.cta)),
      )
      expect(ctas).toHaveLength(1)
      expect(ctas[0]?.getAttribute('href')).toBe(site.installUrl)
      expect(ctas[0]?.getAttribute('target')).toBe('_blank')
      // The badge, on the highlighted bundle only.
      const badges = [...card.querySelectorAll('p')].filter((p) =>
        textOf(p).includes(words(t.plans.recommended)),
      )
      expect(badges, plan.id).toHaveLength(plan.highlighted ? 1 : 0)
    }
    expect(textOf(main)).not.toContain('%') // no "save X%" claims
    expect(textOf(main)).not.toMatch(/most popular|الأكثر اختيار/i)
  })

  it('the comparison table says what the cards say: a column per bundle, a row per feature', () => {
    const table = screen.getByRole('table', { name: named(t.compare.caption) })
    const headers = [...table.querySelectorAll('thead th')].map(textOf)
    expect(headers).toEqual(
      [t.compare.feature, ...PLANS.map((plan) => t.plans.items[plan.id].name)].map(words),
    )
    // Each column is headed with its bundle's name exactly as its card shows it.
    expect([...region(t.plans.title).querySelectorAll('h3')].map(textOf)).toEqual(headers.slice(1))
    const rows = [...table.querySelectorAll('tbody tr')]
    // First what each bundle is (subjects, billing period, price), then its features.
    expect(rows.map((row) => textOf(row.querySelector('th')))).toEqual(
      [t.compare.subjects, t.compare.period, t.compare.price, ...ROWS.map((key) => g.features[key])].map(
        words,
      ),
    )
    const cells = (index: number) => [...(rows[index]?.querySelectorAll('td') ?? [])].map(textOf)
    const facts = [
      (plan: Plan) => (plan.subjects === 'unlimited' ? t.compare.unlimited : subjects(lang, plan.subjects)),
      (plan: Plan) => t.periods[plan.period].name,
      (plan: Plan) => egp(lang, plan.price),
    ]
    facts.forEach((fact, index) => {
      expect(cells(index)).toEqual(PLANS.map(fact).map(words))
    })
    ROWS.forEach((key, index) => {
      expect(cells(3 + index), key).toEqual(
        PLANS.map((plan) => words(plan.features.includes(key) ? t.compare.included : t.compare.notIncluded)),
      )
    })
  })

  it('the closing and the free version’s calls to action open the install link in a new tab, without referrer', () => {
    const closing = [...region(t.cta.title).querySelectorAll('a')].filter((link) =>
      textOf(link).startsWith(words(t.cta.button)),
    )
    expect(textOf(region(t.plans.title))).toContain(words(t.plans.free.text))
    const free = [...region(t.plans.title).querySelectorAll('a')].filter((link) =>
      textOf(link).startsWith(words(t.plans.free.cta)),
    )
    for (const cta of [closing, free]) {
      expect(cta).toHaveLength(1)
      expect(cta[0]?.getAttribute('href')).toBe(site.installUrl)
      expect(cta[0]?.getAttribute('target')).toBe('_blank')
      expect(cta[0]?.getAttribute('rel')).toMatch(/(^|\s)noopener(\s|$)/)
      expect(cta[0]?.getAttribute('rel')).toMatch(/(^|\s)noreferrer(\s|$)/)
    }
  })

  it('the two ways to pay are named at the top, each linked to its section', () => {
    const ways = screen.getByRole('list', { name: named(t.hero.description) })
    const items = [...ways.querySelectorAll('li')]
    expect(items).toHaveLength(2)
    for (const way of [t.hero.ways.perSubject, t.hero.ways.bundle]) {
      const item = items.find((li) => textOf(li).includes(words(way.name)))
      expect(textOf(item)).toContain(words(way.body))
      const link = [...(item?.querySelectorAll('a') ?? [])].find((a) => textOf(a) === words(way.link))
      const target = link?.getAttribute('href') ?? ''
      expect(target).toMatch(/^#/)
      // Its section, headed by what the visitor is promised (e2e/pricing-story.spec.ts scrolls there).
      const section = document.getElementById(target.slice(1))
      expect(section, target).not.toBeNull()
    }
    const [perSubject, bundle] = items.map(
      (li) => li.querySelector('a')?.getAttribute('href')?.slice(1) ?? '',
    )
    expect(textOf(document.getElementById(perSubject ?? '')?.querySelector('h2'))).toBe(
      words(t.calculator.title),
    )
    expect(textOf(document.getElementById(bundle ?? '')?.querySelector('h2'))).toBe(words(t.plans.title))
  })

  it("the subscription FAQ: the file's questions in its order, each closed with its answer", () => {
    const faq = region(t.faq.title)
    expect(faq.id).toBe('faq')
    const items = [...faq.querySelectorAll('details')]
    expect(items.map((item) => textOf(item.querySelector('summary')))).toEqual(
      t.faq.items.map((item) => words(item.question)),
    )
    for (const [index, item] of items.entries()) {
      expect(item.hasAttribute('open')).toBe(false)
      expect(textOf(item.querySelector('p'))).toBe(words(t.faq.items[index]?.answer ?? '\0'))
    }
    // The questions today's words ask (content/words/pricing.<lang>.json): the price first, the refund last.
    const answer = (index: number) => textOf(items[index]?.querySelector('p'))
    for (const period of PERIODS) expect(answer(0)).toContain(words(egp(lang, RATES[period])))
    expect(answer(3)).toContain(digits(lang, REFUND_DAYS))
  })

  it('the calculator before any script: one subject, monthly, its total, in one polite, atomic region with the bundle it names', () => {
    const calculator = region(t.calculator.title)
    const slider = calculator.querySelector('input[type="range"]') as HTMLInputElement
    expect(slider.getAttribute('value')).toBe(String(CALCULATOR_DEFAULTS.subjects))
    expect(slider.getAttribute('aria-valuetext')).toBe(subjects(lang, CALCULATOR_DEFAULTS.subjects))
    expect(calculator.querySelector('input[type="radio"][checked]')?.getAttribute('value')).toBe(
      CALCULATOR_DEFAULTS.period,
    )
    const live = [...calculator.querySelectorAll('[aria-live]')]
    expect(live).toHaveLength(1)
    expect(live[0]?.getAttribute('aria-live')).toBe('polite')
    expect(live[0]?.getAttribute('aria-atomic')).toBe('true')
    const said = textOf(live[0])
    expect(said).toContain(words(t.calculator.totalLabel))
    const { subjects: count, period } = CALCULATOR_DEFAULTS
    expect(said).toContain(words(`${egp(lang, count * RATES[period])} ${t.periods[period].per}`))
    expect(said).toContain(words(breakdown(lang, count, period)))
    // The bundle it names beside the total is announced with it, never alone (lib/bundle-advice-words.ts).
    expect(live[0]?.querySelector('[data-quote="advice"]')).not.toBeNull()
    expect(document.querySelectorAll('[data-quote="advice"]')).toHaveLength(1)
    // And the four bundle cards are there without JavaScript too.
    expect(document.querySelectorAll('main article')).toHaveLength(4)
  })
})
