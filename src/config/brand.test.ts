import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { colors, contrast, faviconSvg, themeCss } from './brand.ts'

const ROOT = resolve(import.meta.dirname, '../..')
/** Everything in the repository that could hold a colour, except the brand module itself. */
const SCANNED = [
  'src',
  'scripts',
  'public',
  'server',
  'deploy',
  'e2e',
  'bench',
  'tests',
  'astro.config.ts',
  'vitest.config.ts',
]
// The brand module, what it generates, and this test's own examples.
const SKIPPED = new Set(['src/config/brand.ts', 'src/config/brand.test.ts', 'src/generated'])
const TEXT_FILE = /\.(ts|tsx|css|svg|html|json|conf|md)$/

function files(path: string): string[] {
  const rel = relative(ROOT, path)
  if (SKIPPED.has(rel) || !existsSync(path)) return []
  if (statSync(path).isDirectory()) return readdirSync(path).flatMap((name) => files(join(path, name)))
  return TEXT_FILE.test(path) ? [rel] : []
}

/** Hex colours (#rgb, #rgba, #rrggbb, #rrggbbaa) and colour functions (rgb, hsl, hwb, lab, lch, oklab, oklch). */
const HEX = /(?<![\w&/])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})(?![\w-])/gi
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[\d.]/gi
/** Tailwind's default palette: removed from the theme (`--color-*: initial`), so such a class would draw nothing. */
const PALETTE =
  /\b(?:bg|text|border|fill|stroke|ring|divide|outline|from|via|to|shadow|decoration|caret|accent)-(?:white|black|(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3})\b/g

function colourLiterals(text: string): string[] {
  return [...(text.match(HEX) ?? []), ...(text.match(FUNCTION) ?? []), ...(text.match(PALETTE) ?? [])]
}

/** Every colour a source writes, as #rrggbb: #fff, #rrggbbaa and rgb(r g b / a) are the colour they draw. */
function writtenColours(text: string): string[] {
  const hex = [...text.matchAll(HEX)].map(([literal]) => {
    const digits = literal.slice(1).toLowerCase()
    return `#${digits.length <= 4 ? [...digits.slice(0, 3)].map((digit) => digit + digit).join('') : digits.slice(0, 6)}`
  })
  const rgb = [...text.matchAll(/\brgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/gi)].map(
    (match) =>
      `#${match
        .slice(1, 4)
        .map((channel) => Number(channel).toString(16).padStart(2, '0'))
        .join('')}`,
  )
  return [...hex, ...rgb]
}

describe('one owner for every colour', () => {
  it('finds the kinds of literal it must refuse', () => {
    expect(colourLiterals('fill="#0e7c7b" a #FFF b')).toEqual(['#0e7c7b', '#FFF'])
    expect(colourLiterals('0 1px rgb(16 35 61 / 0.1) hsl(200 10% 10%) oklch(0.5 0.1 200)')).toHaveLength(3)
    expect(colourLiterals('className="bg-white text-slate-700"')).toEqual(['bg-white', 'text-slate-700'])
    // Not colours: fragment links, entities, token classes.
    expect(colourLiterals('href="#faq" &#8203; #main bg-card text-brand-700 #about')).toEqual([])
  })

  it('no file but src/config/brand.ts writes a colour', () => {
    const found = SCANNED.flatMap((entry) => files(join(ROOT, entry))).flatMap((file) =>
      colourLiterals(readFileSync(join(ROOT, file), 'utf8')).map((literal) => `${file}: ${literal}`),
    )
    expect(found).toEqual([])
  })

  it('writes each colour once in src/config/brand.ts: the roles point at the palette', () => {
    const source = readFileSync(join(ROOT, 'src/config/brand.ts'), 'utf8')
    const written = writtenColours(source)
    expect(written.length).toBeGreaterThan(40)
    expect(written.filter((colour, index) => written.indexOf(colour) !== index)).toEqual([])
  })

  it('sees a colour written again in another form', () => {
    const text = "a: '#10233d', b: '#10233DFF', c: 'rgb(16 35 61 / 0.06)', d: '#fff', e: '#ffffff'"
    expect(writtenColours(text).sort()).toEqual(['#10233d', '#10233d', '#10233d', '#ffffff', '#ffffff'])
  })

  it('gives every colour a dark value beside its light one, in the generated CSS', () => {
    const css = themeCss()
    for (const [name, value] of Object.entries(colors)) {
      expect(css).toContain(`--color-${name}: ${value.light};`)
      expect(css.slice(css.indexOf('prefers-color-scheme: dark'))).toContain(
        `--color-${name}: ${value.dark};`,
      )
    }
    expect(faviconSvg()).toContain(colors['brand-600'].light)
  })
})

/** WCAG AA: 4.5:1 for text, 3:1 for graphics (chart marks, focus rings, borders that carry meaning). */
const TEXT = 4.5
const GRAPHIC = 3

type Name = keyof typeof colors
const pairs: [Name, Name, number][] = [
  ['ink', 'surface', TEXT],
  ['ink', 'card', TEXT],
  ['ink', 'tint', TEXT],
  ['muted', 'surface', TEXT],
  ['muted', 'card', TEXT],
  ['muted', 'tint', TEXT],
  ['brand-700', 'surface', TEXT],
  ['brand-700', 'card', TEXT],
  ['brand-700', 'tint', TEXT],
  ['brand-700', 'brand-50', TEXT],
  ['brand-800', 'tint', TEXT],
  ['brand-800', 'card', TEXT],
  ['brand-800', 'brand-100', TEXT],
  ['on-brand', 'primary', TEXT],
  ['on-brand', 'panel', TEXT],
  ['on-brand-muted', 'panel', TEXT],
  ['on-ink', 'night', TEXT],
  ['on-ink-muted', 'night', TEXT],
  ['on-accent', 'accent', TEXT],
  ['focus', 'surface', GRAPHIC],
  ['focus', 'card', GRAPHIC],
  ['focus', 'tint', GRAPHIC],
  ['focus-on-ink', 'night', GRAPHIC],
  ['focus-on-ink', 'panel', GRAPHIC],
]

/** The charts in the dark theme: series against the card they sit on, labels, tooltip text. */
const darkCharts: [Name, Name, number][] = [
  ['chart-1', 'card', GRAPHIC],
  ['chart-2', 'card', GRAPHIC],
  ['chart-3', 'card', GRAPHIC],
  ['chart-4', 'card', GRAPHIC],
  ['on-chart', 'chart-1', TEXT],
  ['on-chart', 'chart-2', TEXT],
  ['on-chart', 'chart-3', TEXT],
  ['on-chart', 'chart-4', TEXT],
  ['brand-800', 'card', TEXT], // value labels
  ['muted', 'card', TEXT], // axis labels
  ['on-ink', 'night', TEXT], // tooltip value
  ['on-ink-muted', 'night', TEXT], // tooltip title
]

describe('contrast', () => {
  for (const theme of ['light', 'dark'] as const) {
    it.each(pairs)(`${theme}: %s on %s ≥ %s:1`, (fore, back, minimum) => {
      expect(contrast(colors[fore][theme], colors[back][theme])).toBeGreaterThanOrEqual(minimum)
    })
  }
  it.each(darkCharts)('dark chart: %s on %s ≥ %s:1', (fore, back, minimum) => {
    expect(contrast(colors[fore].dark, colors[back].dark)).toBeGreaterThanOrEqual(minimum)
  })
  it('the ratio itself: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#777777')).toBe(1)
  })
})
