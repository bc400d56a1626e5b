/** Byte budgets of design.md on the built pages (deterministic): a change that breaks one fails CI. */
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUDGET, firstLoad, LANGS, MEASURED_PAGES, summarize } from '../../bench/first-load.ts'

const dist = resolve(import.meta.dirname, '../../dist')

describe.each(MEASURED_PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s',
  (page, lang) => {
    const resources = firstLoad(dist, page, lang)
    const summary = summarize(resources)

    it(`first-load JavaScript fits ${BUDGET.js[page] / 1000} kB brotli`, () => {
      expect(summary.brotli.js).toBeGreaterThan(0)
      expect(summary.brotli.js).toBeLessThanOrEqual(BUDGET.js[page])
    })

    it(`everything on first load fits ${BUDGET.total / 1000} kB brotli`, () => {
      expect(summary.totalBrotli).toBeLessThanOrEqual(BUDGET.total)
    })

    it('loads the font of its own language and its CSS', () => {
      expect(summary.brotli.css).toBeGreaterThan(0)
      const fonts = resources.filter((resource) => resource.kind === 'font').map((resource) => resource.path)
      expect(fonts.some((path) => path.includes(lang === 'ar' ? 'cairo-arabic' : 'cairo-latin'))).toBe(true)
    })

    it('loads no other page’s entry code', () => {
      const entries = resources.filter((resource) => resource.kind === 'js').map((resource) => resource.path)
      const others = MEASURED_PAGES.filter((other) => other !== page)
      for (const other of others) {
        expect(entries.some((path) => path.startsWith(`/assets/${other}-`))).toBe(false)
      }
    })
  },
)
