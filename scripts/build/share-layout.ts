/**
 * The words of a share image (scripts/build/share-images.ts) laid out from their measured ink: the
 * width of every candidate line and the height of the whole block are what resvg draws in Cairo
 * (its getBBox), not a count of characters. Lines break at spaces, as evenly as the words allow
 * and not after a short word or a sentence's first word; the title and the tagline shrink
 * together until the block fits between the header and the band, with margins on both sides.
 */
import { SHARE_IMAGE } from '../../src/document/social.ts'

/** The image's frame: where the words may go (the header ends above `top`, the band is below `bottom`). */
export const SHARE_FRAME = {
  width: SHARE_IMAGE.width,
  height: SHARE_IMAGE.height,
  bandTop: 590,
  side: 100,
  top: 196,
  bottom: 550,
}

/** The ink box of an SVG fragment drawn in the image's font, or undefined when it draws nothing. */
export type Ink = (fragment: string) => { x: number; y: number; width: number; height: number } | undefined

export type TextStyle = { readonly size: number; readonly weight: number; readonly fill: string }
export type PlacedLine = {
  readonly text: string
  readonly x: number
  readonly y: number
  readonly style: TextStyle
}

export function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/**
 * One line of text. An Arabic line is anchored at its right end and wrapped in right-to-left marks:
 * resvg resolves neutral characters left to right otherwise (a comma ending a line was drawn at its
 * start).
 */
export function textElement(text: string, x: number, y: number, style: TextStyle, rtl: boolean): string {
  const content = rtl ? `&#x200F;${escapeXml(text)}&#x200F;` : escapeXml(text)
  return `<text x="${x}" y="${y}" font-family="Cairo" font-size="${style.size}" font-weight="${style.weight}" fill="${style.fill}" text-anchor="${rtl ? 'end' : 'start'}">${content}</text>`
}

/** Cost of a break after `word` (the one before it is `previous`): a short word or a sentence's first is stranded. */
function breakCost(word: string, previous: string | undefined): number {
  if (/[.,،؛:!?؟]$/.test(word)) return -0.05
  const stranded = word.replace(/[^\p{L}\p{N}]/gu, '').length <= 3 || /[.!?؟]$/.test(previous ?? '')
  return stranded ? 0.25 : 0
}

type Measure = (line: string) => number

/**
 * `words` in as few lines as fit within `max` (by `width`, the measured width of a line), those
 * lines as even as possible and ended by no stranded word when another break fits; null when a
 * single word is wider than `max`.
 */
export function breakLines(words: readonly string[], width: Measure, max: number): string[] | null {
  const n = words.length
  const memo = new Map<string, number>()
  const widthOf = (from: number, to: number) => {
    const key = `${from}-${to}`
    if (!memo.has(key)) memo.set(key, width(words.slice(from, to).join(' ')))
    return memo.get(key) ?? 0
  }
  // The fewest lines: greedy filling.
  let count = 0
  for (let from = 0; from < n; count++) {
    let to = from + 1
    if (widthOf(from, to) > max) return null
    while (to < n && widthOf(from, to + 1) <= max) to++
    from = to
  }
  // Of the ways to break into `count` lines that fit, the one closest to even, fewest stranded words.
  const average = widthOf(0, n) / count
  const best: Array<Array<{ cost: number; from: number } | undefined>> = Array.from(
    { length: count + 1 },
    () => [],
  )
  best[0] = [{ cost: 0, from: -1 }]
  for (let line = 1; line <= count; line++) {
    for (let to = line; to <= n; to++) {
      // From the shortest line back: once a line is too wide, every longer one is.
      for (let from = to - 1; from >= line - 1 && widthOf(from, to) <= max; from--) {
        const before = best[line - 1]?.[from]
        if (!before) continue
        const uneven = ((widthOf(from, to) - average) / average) ** 2
        const end = to < n ? breakCost(words[to - 1] ?? '', words[to - 2]) : 0
        const cost = before.cost + uneven + end
        const current = best[line]?.[to]
        if (!current || cost < current.cost) (best[line] as (typeof best)[0])[to] = { cost, from }
      }
    }
  }
  const lines: string[] = []
  for (let line = count, to = n; line > 0; line--) {
    const from = best[line]?.[to]?.from ?? 0
    lines.unshift(words.slice(from, to).join(' '))
    to = from
  }
  return lines
}

/** The title's and tagline's sizes at full scale, in pixels; the smallest scale tried. */
const TITLE = { size: 68, weight: 800 }
const TAGLINE = { size: 32, weight: 400 }
const MIN_SCALE = 0.55

/**
 * The title and tagline placed in the frame: at the largest scale (in steps of 5 %) at which every
 * line fits the width between the side margins and the block's ink fits between the header and
 * the band; centred in that space. Throws when even the smallest scale does not fit.
 */
export function layOutWords(
  copy: { title: string; tagline: string },
  colors: { title: string; tagline: string },
  rtl: boolean,
  ink: Ink,
): PlacedLine[] {
  const { side, top, bottom, width: frameWidth } = SHARE_FRAME
  const max = frameWidth - side * 2
  const x = rtl ? frameWidth - side : side
  for (let scale = 1; scale >= MIN_SCALE - 1e-9; scale -= 0.05) {
    const title = { size: Math.round(TITLE.size * scale), weight: TITLE.weight, fill: colors.title }
    const tagline = { size: Math.round(TAGLINE.size * scale), weight: TAGLINE.weight, fill: colors.tagline }
    const measure = (style: TextStyle) => (line: string) =>
      ink(textElement(line, 0, 0, style, false))?.width ?? 0
    const titleLines = breakLines(copy.title.split(/\s+/), measure(title), max)
    const taglineLines = breakLines(copy.tagline.split(/\s+/), measure(tagline), max)
    if (!titleLines || !taglineLines) continue
    // Baselines from the first one; then the block is moved to the middle of the space by its ink.
    const placed: PlacedLine[] = titleLines.map((text, i) => ({
      text,
      x,
      y: i * title.size * 1.24,
      style: title,
    }))
    const afterTitle = (titleLines.length - 1) * title.size * 1.24 + title.size * 0.7
    taglineLines.forEach((text, index) => {
      placed.push({ text, x, y: afterTitle + (index + 1) * tagline.size * 1.45, style: tagline })
    })
    const box = ink(placed.map((line) => textElement(line.text, line.x, line.y, line.style, rtl)).join(''))
    if (!box || box.height > bottom - top) continue
    const shift = Math.round(top + (bottom - top - box.height) / 2 - box.y)
    return placed.map((line) => ({ ...line, y: Math.round(line.y + shift) }))
  }
  throw new Error(
    `share image: "${copy.title}" and "${copy.tagline}" do not fit between the header and the band even at ${Math.round(MIN_SCALE * 100)} % size; shorten them (content/words/site.<lang>.json, landing.<lang>.json: hero)`,
  )
}
