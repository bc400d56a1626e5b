/**
 * The site's two font files, Cairo's Arabic and Latin subsets cut to what the site can show: the
 * characters of both catalogs and the site configuration (every word a page shows comes from
 * them), what numbers are made of, and the weights the design uses (400–800). Each then fits in a
 * first TCP round trip (under about 14 kB). Written into src/generated/fonts/ before Vite runs.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import subsetFont from 'subset-font'
import { site } from '../../src/config/site.ts'
import { allWords } from '../../src/content/words.ts'
import { LANGS } from '../../src/i18n/lang.ts'

const require = createRequire(import.meta.url)
const FONT_DIR = resolve(import.meta.dirname, '../../src/generated/fonts')

/**
 * Characters kept whatever the copy says: those that numbers, prices and dates are made of
 * (formatted at run time), and spacing and direction marks. Letters come from the copy itself.
 */
const ALWAYS = [
  [0x20, 0x40], // space, ASCII punctuation and digits
  [0x5b, 0x60], // [ \ ] ^ _ `
  [0x7b, 0x7e], // { | } ~
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x200c, 0x200f], // joiners and direction marks
  [0x2212, 0x2212], // minus
  [0x060c, 0x060c], // Arabic comma
  [0x061b, 0x061c], // Arabic semicolon, Arabic letter mark (Intl puts it around signs)
  [0x061f, 0x061f], // Arabic question mark
  [0x0660, 0x066c], // Arabic-Indic digits, percent, decimal and thousands separators
] as const

/** The OpenType features Arabic shaping and Latin text need; not stylistic sets, fractions... */
const KEEP_FEATURES = 'ccmp locl isol init medi fina rlig liga calt curs kern mark mkmk'.split(' ')

/** The font files of each subset and the code points each one covers. */
const SUBSETS = [
  {
    name: 'cairo-arabic',
    source: require.resolve('@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2'),
    // The spaces too: the Arabic face draws them (src/styles/global.css says why).
    covers: (code: number) =>
      code === 0x20 ||
      code === 0xa0 ||
      (code >= 0x0600 && code <= 0x06ff) ||
      (code >= 0x200c && code <= 0x200e) ||
      (code >= 0xfb50 && code <= 0xfefc),
  },
  {
    name: 'cairo-latin',
    source: require.resolve('@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2'),
    covers: (code: number) => code <= 0xff || (code >= 0x2000 && code <= 0x206f) || code === 0x2212,
  },
] as const

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/**
 * Every character the site can show: the copy's, and their capitals, since the eyebrows over the
 * section headings are set in capitals by CSS (`uppercase`, src/components/ui/section.tsx): the
 * "K" of "HOW IT WORKS" is nowhere in the copy, and was drawn in another font.
 */
export function siteCharacters(): Set<number> {
  const codes = new Set<number>()
  for (const text of [...strings(LANGS.map(allWords)), ...strings(site)]) {
    for (const char of `${text}${text.toUpperCase()}`) codes.add(char.codePointAt(0) ?? 0)
  }
  for (const [from, to] of ALWAYS) for (let code = from; code <= to; code++) codes.add(code)
  return codes
}

export async function subsetFonts(): Promise<string[]> {
  const characters = siteCharacters()
  await mkdir(FONT_DIR, { recursive: true })
  const written: string[] = []
  for (const subset of SUBSETS) {
    const text = String.fromCodePoint(...[...characters].filter(subset.covers))
    const source = await readFile(subset.source)
    const font = await subsetFont(source, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: { min: 400, max: 800 } },
      keepFeatures: KEEP_FEATURES,
    })
    const file = resolve(FONT_DIR, `${subset.name}.woff2`)
    await writeFile(file, font)
    written.push(`${subset.name}.woff2 (${source.length} → ${font.length} bytes)`)
  }
  return written
}
