/**
 * The share images' words fit them (scripts/build/share-images.ts): each image is rendered as the
 * build renders it, in both languages and with a tagline far longer than the catalog's, and no
 * word may reach the coloured band at the foot or come near the image's edges, nor the title or
 * tagline the header. What is drawn where is measured on the PNGs themselves: the pixels that
 * differ from the same image drawn without it (renderShareImage's `draw`).
 */
import { PNG } from 'pngjs'
import { describe, expect, it, vi } from 'vitest'
import { colors } from '../../src/config/brand.ts'
import { LANGS, type Lang } from '../../src/i18n/lang.ts'
import { renderHostLabel, renderShareImage } from './share-images.ts'

/** Pixels kept clear of words along the sides and the top, above the band and below the header. */
const EDGE = 48
const ABOVE_BAND = 16
const BELOW_HEADER = 24
const SITE = 'https://faheem.app'
/** The longest host a build is given in the tests (tests/build-env/build-env.test.ts). */
const LONG_HOST = 'preview.faheem-test.example:8443'

/** Taglines about three times the catalog's, each a sentence in its language. */
const LONG_TAGLINE: Record<Lang, string> = {
  ar: 'متوافق مع المناهج المصرية والعربية في كل المواد ولكل الصفوف من الابتدائي حتى الثانوية العامة، للطلاب والمعلّمين وأولياء الأمور الذين يريدون شرحًا واضحًا لكل درس في أي وقت من اليوم',
  en: 'Aligned with the Egyptian and Arab curricula in every subject and every grade, from primary school to the final secondary exams. For students, teachers and parents who want each lesson explained clearly, at any hour.',
}

const decode = (bytes: Buffer) => PNG.sync.read(bytes)

// Three renders and their pixels a case, on a machine that may be busy.
vi.setConfig({ testTimeout: 30_000 })

/** The row where the band starts: the lowest run of the band's colour up the middle column. */
function bandTop(image: PNG): number {
  const hex = colors['brand-600'].light.replace('#', '')
  const band = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  const x = image.width >> 1
  let y = image.height
  while (y > 0) {
    const at = ((y - 1) * image.width + x) * 4
    if (band.some((value, channel) => Math.abs((image.data[at + channel] ?? 0) - value) > 2)) break
    y--
  }
  return y
}

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/**
 * Where `withWords` differs from `without` (the box of those pixels) and the box of those that
 * are where no word may be (null: none).
 */
function wordPixels(withWords: PNG, without: PNG, band: number) {
  const grow = (box: Box | null, x: number, y: number): Box =>
    box
      ? {
          left: Math.min(box.left, x),
          top: Math.min(box.top, y),
          right: Math.max(box.right, x),
          bottom: Math.max(box.bottom, y),
        }
      : { left: x, top: y, right: x, bottom: y }
  let words: Box | null = null
  let outside: Box | null = null
  let count = 0
  for (let y = 0; y < withWords.height; y++) {
    for (let x = 0; x < withWords.width; x++) {
      const at = (y * withWords.width + x) * 4
      let difference = 0
      for (let channel = 0; channel < 3; channel++) {
        difference += Math.abs((withWords.data[at + channel] ?? 0) - (without.data[at + channel] ?? 0))
      }
      if (difference <= 24) continue
      words = grow(words, x, y)
      const clear = x >= EDGE && x < withWords.width - EDGE && y >= EDGE && y < band - ABOVE_BAND
      if (!clear) {
        outside = grow(outside, x, y)
        count++
      }
    }
  }
  return { words, outside, count }
}

async function check(lang: Lang, tagline?: string, site = SITE) {
  const draw = (what: 'all' | 'header' | 'background') =>
    renderShareImage(lang, site, { tagline, draw: what }).then(decode)
  const [all, header, background] = await Promise.all([draw('all'), draw('header'), draw('background')])
  expect([all.width, all.height]).toEqual([1200, 630])
  const band = bandTop(background)
  // The band is there to be kept clear of: a sanity check of the measurement itself.
  expect(band).toBeGreaterThan(500)
  expect(band).toBeLessThan(630)
  return {
    band,
    ...wordPixels(all, background, band),
    headerBox: wordPixels(header, background, band).words,
    bodyBox: wordPixels(all, header, band).words,
    headerParts: parts(header, background),
  }
}

/** The header's parts (mark, name, host): runs of columns with pixels drawn, apart by 24 px or more. */
function parts(header: PNG, background: PNG): Array<[number, number]> {
  const runs: Array<[number, number]> = []
  for (let x = 0; x < header.width; x++) {
    let drawn = false
    for (let y = 0; y < 200 && !drawn; y++) {
      const at = (y * header.width + x) * 4
      for (let channel = 0; channel < 3; channel++) {
        if (Math.abs((header.data[at + channel] ?? 0) - (background.data[at + channel] ?? 0)) > 24)
          drawn = true
      }
    }
    if (!drawn) continue
    const last = runs[runs.length - 1]
    if (last && x - last[1] <= 24) last[1] = x
    else runs.push([x, x])
  }
  return runs
}

describe.each(LANGS)('the share image in %s', (lang) => {
  it.each([
    ['its tagline', undefined, SITE],
    ['a tagline three times as long', LONG_TAGLINE[lang], SITE],
    ['a long host', undefined, `https://${LONG_HOST}`],
  ])('with %s: every word clear of the band, the edges and the header', async (_, tagline, site) => {
    const { band, words, outside, count, headerBox, bodyBox, headerParts } = await check(lang, tagline, site)
    expect(headerParts, 'the mark, the name and the host stand apart').toHaveLength(3)
    // The title and tagline are drawn, below the header and across most of the width.
    expect(bodyBox?.bottom ?? 0, 'the words do not reach below the header').toBeGreaterThan(band / 2)
    expect((bodyBox?.right ?? 0) - (bodyBox?.left ?? 0)).toBeGreaterThan(600)
    expect(
      outside,
      `${count} pixels of words within ${EDGE} px of an edge or ${ABOVE_BAND} px of the band (at y = ${band}); words at ${JSON.stringify(words)}`,
    ).toBeNull()
    expect(
      bodyBox?.top ?? 0,
      `the title starts less than ${BELOW_HEADER} px below the header (${JSON.stringify(headerBox)})`,
    ).toBeGreaterThanOrEqual((headerBox?.bottom ?? Number.POSITIVE_INFINITY) + BELOW_HEADER)
  })
})

describe('the host label', () => {
  it.each([
    ['faheem.app', 600],
    [LONG_HOST, 600],
    [LONG_HOST, 300],
  ])('%s in %i px: all of it drawn, within its room', async (host, room) => {
    const { png, width } = await renderHostLabel(host, room)
    const label = decode(png)
    expect(width).toBeLessThanOrEqual(room)
    // Drawn columns: none on the image's first or last column (a cut glyph), most in between.
    const drawn = Array.from({ length: label.width }, (_, x) =>
      Array.from({ length: label.height }, (_, y) => label.data[(y * label.width + x) * 4 + 3] ?? 0).some(
        (alpha) => alpha > 0,
      ),
    )
    expect(drawn[0]).toBe(false)
    expect(drawn[label.width - 1]).toBe(false)
    expect(drawn.filter(Boolean).length).toBeGreaterThan(label.width * 0.6)
  })
})
