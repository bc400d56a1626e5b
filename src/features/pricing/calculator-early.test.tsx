// @vitest-environment jsdom
/**
 * The calculator's answer before React (calculator-early.ts) against React itself: the island is
 * prerendered as the build prerenders it, answered without React for every quote in both languages,
 * then hydrated by React DOM. Hydration must find exactly the text React renders (a mismatch is a
 * recoverable error, and in the browser a console error: e2e/calculator-hydration.spec.ts), and
 * React must then go on answering.
 */
import { serializeProps } from 'astro/runtime/server/serialize.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PERIODS, type Period, SUBJECTS } from '#src/content/pricing.ts'
import { words } from '#src/content/words.ts'
import { LANGS, type Lang } from '#src/i18n/lang.ts'
import { formatBreakdown, formatSubjects } from './lib/breakdown.ts'
import { bundleAdviceWords } from './lib/bundle-advice-words.ts'
import { quote } from './lib/quote.ts'

/** A fresh copy of every module (the answer's state is the module's), with React and React DOM. */
async function fresh() {
  vi.resetModules()
  return {
    island: await import('./calculator-island.tsx'),
    react: await import('react'),
    server: await import('react-dom/server'),
    client: await import('react-dom/client'),
  }
}

/** The island as the built page has it: Astro's element, its serialized props, React's prerender. */
async function prerendered(lang: Lang) {
  const { island, react, server } = await fresh()
  const props = { lang, copy: words('pricing', lang) }
  const element = document.createElement('astro-island')
  element.setAttribute('props', serializeProps(props, {} as Parameters<typeof serializeProps>[1]))
  element.innerHTML = server.renderToString(react.createElement(island.CalculatorIsland, props))
  document.body.replaceChildren(element)
  return { element, props }
}

/** Sets the native controls as a visitor would, each with the event the browser sends. */
function use(element: HTMLElement, subjects: number, period: Period) {
  const slider = element.querySelector<HTMLInputElement>('input[type="range"]')
  const radio = element.querySelector<HTMLInputElement>(`input[type="radio"][value="${period}"]`)
  if (!slider || !radio) throw new Error('controls not rendered')
  // Through the prototype's setter, as the browser does (React tracks the value it last set).
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(slider, String(subjects))
  slider.dispatchEvent(new Event('input', { bubbles: true }))
  if (!radio.checked) {
    radio.checked = true
    radio.dispatchEvent(new Event('input', { bubbles: true }))
    radio.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

const breakdownOf = (element: HTMLElement) =>
  element.querySelector('[data-quote="breakdown"]')?.textContent ?? ''
const expected = (lang: Lang, subjects: number, period: Period) =>
  formatBreakdown(lang, quote(subjects, period), words('pricing', lang).calculator)

/** The bundle the calculator names (lib/bundle-advice-words.ts), as on screen: hidden, or its words and target. */
function adviceOf(element: HTMLElement) {
  const box = element.querySelector<HTMLElement>('[data-quote="advice"]')
  if (!box || box.hidden) return null
  const link = box.querySelector('a')
  return {
    text: box.querySelector('[data-quote="adviceText"]')?.textContent,
    link: link?.textContent,
    href: link?.getAttribute('href'),
  }
}
const expectedAdvice = (lang: Lang, subjects: number, period: Period) =>
  bundleAdviceWords(lang, quote(subjects, period), words('pricing', lang))

const COUNTS = Array.from({ length: SUBJECTS.max }, (_, index) => index + SUBJECTS.min)

afterEach(() => {
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/pricing')
})

describe.each(LANGS)('the answer before React, then React (%s)', (lang) => {
  it.each(PERIODS.flatMap((period) => COUNTS.map((subjects) => [subjects, period] as const)))(
    '%i subjects, %s: answered without React, hydrated without a mismatch, then React answers',
    async (subjects, period) => {
      const { element, props } = await prerendered(lang)
      const { island, react, client } = await fresh()
      island.CalculatorIsland.untilHydrated(element)
      use(element, subjects, period)
      expect(breakdownOf(element)).toBe(expected(lang, subjects, period))
      expect(adviceOf(element)).toEqual(expectedAdvice(lang, subjects, period))
      expect(element.querySelector('input[type="range"]')?.getAttribute('aria-valuetext')).toBe(
        formatSubjects(lang, subjects, words('pricing', lang).calculator),
      )

      const errors: unknown[] = []
      vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
      Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
      await react.act(async () => {
        client.hydrateRoot(element, react.createElement(island.CalculatorIsland, props), {
          onRecoverableError: (error) => errors.push(error),
        })
      })
      expect(errors).toEqual([])
      expect(breakdownOf(element)).toBe(expected(lang, subjects, period))
      expect(adviceOf(element)).toEqual(expectedAdvice(lang, subjects, period))
      // The share action is React's: it appears once hydrated.
      expect(element.querySelector('button')?.disabled).toBe(false)

      const other = subjects === SUBJECTS.max ? SUBJECTS.min : subjects + 1
      await react.act(async () => use(element, other, period))
      expect(breakdownOf(element)).toBe(expected(lang, other, period))
      expect(adviceOf(element)).toEqual(expectedAdvice(lang, other, period))
      expect(errors).toEqual([])
    },
  )
})
