/**
 * Where the words carrying an Arabic mark sit on their line, as an engine draws them on the page
 * itself, for e2e-engines/webkit-marks.test.ts.
 *
 * The page is drawn as it is, every answer open (any other change of style, even of colour, made
 * WebKit lay the text out again, and draw it right). Each word with a mark is found on screen, a
 * screenful at a time, and found again once every mark of the page is taken out of its text: marks
 * have no width, so nothing moves. The copy's marks all stand above the letters (fathatan,
 * fatha, damma, shadda today), so a word drawn right ends at the same height both times: its lowest
 * ink is where its letters put it. A word set at another height (WebKit raised some by the offset of
 * their mark) does not.
 */
import { PNG } from 'pngjs'
import type { EnginePage } from './engines.ts'

export interface MarkedWord {
  word: string
  weight: string
  size: string
  /** How much higher the word's lowest ink is with its marks than without them, in CSS px. */
  raisedBy: number
}

type Box = { x: number; y: number; width: number; height: number }

/** Runs in the page: opens every answer, as a reader may, and lists the words with marks. */
async function prepare() {
  for (const details of document.querySelectorAll('details')) details.open = true
  const MARK = /[\u064B-\u065F\u0670]/
  const nodes: Text[] = []
  const words: Array<{ node: number; start: number; word: string; weight: string; size: string }> = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, svg') || !MARK.test(node.data)) continue
    const style = getComputedStyle(parent)
    nodes.push(node)
    let start = 0
    for (const part of node.data.split(/(\s+)/)) {
      if (MARK.test(part)) {
        words.push({
          node: nodes.length - 1,
          start,
          word: part,
          weight: style.fontWeight,
          size: style.fontSize,
        })
      }
      start += part.length
    }
  }
  Object.assign(window, { e2eMarked: nodes, e2eWritten: nodes.map((node) => node.data) })
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  return words
}

/** Runs in the page: takes every mark out of the text of the page. */
async function stripMarks() {
  const nodes = (window as unknown as { e2eMarked: Text[] }).e2eMarked
  for (const text of nodes) text.data = text.data.replace(/[\u064B-\u065F\u0670]/g, '')
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
}

/**
 * Runs in the page: each word's box in the viewport (`bare`: once the marks are out). Sections
 * out of sight are not laid out, so this is asked again at each scroll.
 */
function boxesOf(words: Awaited<ReturnType<typeof prepare>>, bare: boolean) {
  const strip = (text: string) => text.replace(/[\u064B-\u065F\u0670]/g, '')
  const { e2eMarked: nodes, e2eWritten: written } = window as unknown as {
    e2eMarked: Text[]
    e2eWritten: string[]
  }
  const ranges = words.map(({ node, start, word }) => {
    const text = nodes[node] as Text
    const from = bare ? strip((written[node] ?? '').slice(0, start)).length : start
    return { text, from, to: from + (bare ? strip(word) : word).length }
  })
  return ranges.map(({ text, from, to }) => {
    const range = document.createRange()
    range.setStart(text, from)
    range.setEnd(text, to)
    const { x, y, width, height } = range.getBoundingClientRect()
    return { x, y, width, height }
  })
}

/**
 * The row (CSS px from the box's top) of the lowest ink inside `box`: the lowest pixel far from the
 * box's commonest colour (its background: the text may be light on dark, or sit on a pattern).
 */
function lowestInk(image: PNG, box: Box, scale: number): number {
  const [left, right] = [
    Math.max(Math.floor(box.x * scale), 0),
    Math.min(Math.ceil((box.x + box.width) * scale), image.width),
  ]
  const [top, bottom] = [
    Math.floor(box.y * scale),
    Math.min(Math.ceil((box.y + box.height) * scale), image.height),
  ]
  const colour = (x: number, y: number) => {
    const at = (y * image.width + x) * 4
    return [image.data[at] ?? 0, image.data[at + 1] ?? 0, image.data[at + 2] ?? 0] as const
  }
  const counts = new Map<string, number>()
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const key = colour(x, y).join()
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  const [background] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['255,255,255']
  const [r, g, b] = background.split(',').map(Number) as [number, number, number]
  for (let y = bottom - 1; y >= top; y--) {
    for (let x = left; x < right; x++) {
      const [pr, pg, pb] = colour(x, y)
      if (Math.abs(pr - r) + Math.abs(pg - g) + Math.abs(pb - b) > 240) return (y - top) / scale
    }
  }
  return Number.NaN
}

/** The lowest ink of each box (document coordinates), a screenful at a time. */
async function lowestInks(
  page: EnginePage,
  words: Awaited<ReturnType<typeof prepare>>,
  bare: boolean,
): Promise<number[]> {
  const inks = words.map(() => Number.NaN)
  const height = await page.run(() => innerHeight)
  // What the sticky header covers once the page is scrolled (src/features/site/).
  const covered = await page.run(() => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0)
  for (let top = 0, end = false; !end; top += height - 100) {
    const scrolled = await page.run(async (y: number) => {
      scrollTo({ top: y, behavior: 'instant' })
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      return scrollY
    }, top)
    end = scrolled < top // the bottom of the page
    const image = PNG.sync.read(await page.viewportPng())
    const scale = image.width / (await page.run(() => innerWidth))
    const boxes = await page.run(boxesOf, words, bare)
    boxes.forEach((box, index) => {
      const clear = scrolled === 0 || box.y >= covered
      if (Number.isNaN(inks[index]) && box.width > 0 && clear && box.y >= 0 && box.y + box.height <= height) {
        inks[index] = lowestInk(image, box, scale)
      }
    })
  }
  return inks
}

/** Every word of the open page that carries a mark, and how far it is raised. */
export async function measureMarkedWords(page: EnginePage): Promise<MarkedWord[]> {
  const words = await page.run(prepare)
  const marked = await lowestInks(page, words, false)
  await page.run(stripMarks)
  const bare = await lowestInks(page, words, true)
  return words.map(({ word, weight, size }, index) => ({
    word,
    weight,
    size,
    raisedBy: (bare[index] ?? Number.NaN) - (marked[index] ?? Number.NaN),
  }))
}
