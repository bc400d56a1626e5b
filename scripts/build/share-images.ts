/**
 * Build-time images: the 1200 × 630 share image of each language (Open Graph, Twitter) and the
 * PNG icons (192, 512, Apple touch 180), rendered from SVG with resvg and the Cairo font, so
 * link previews in WhatsApp and Facebook show the brand and the promise in the right language.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { colors, fixed, logo, logoPaths } from '../../src/config/brand.ts'
import { allWords } from '../../src/content/words.ts'
import { SHARE_IMAGE } from '../../src/document/social.ts'
import { LANGS, type Lang } from '../../src/i18n/lang.ts'
import { escapeXml, type Ink, layOutWords, SHARE_FRAME, textElement } from './share-layout.ts'

const require = createRequire(import.meta.url)

/** Brand colours of the images (light values: share images and icons are not themed). */
const COLOR = {
  brand: colors['brand-600'].light,
  ink: colors.ink.light,
  muted: colors.muted.light,
  accent: colors.accent.light,
  papyrus: colors.surface.light,
  backgroundEnd: fixed.shareBackgroundEnd,
}

const MARK = logoPaths()

/** Cairo ExtraBold of each script, as fontsource ships it (WOFF2). */
const EXTRA_BOLD = {
  arabic: require.resolve('@fontsource/cairo/files/cairo-arabic-800-normal.woff2'),
  latin: require.resolve('@fontsource/cairo/files/cairo-latin-800-normal.woff2'),
}

/**
 * Cairo ExtraBold as TrueType files (resvg reads TTF, fontsource ships WOFF2), per script. The
 * subsets share one family name and resvg takes the last face loaded, so each image is drawn with
 * its own script's file, and Latin text inside the Arabic image is drawn apart and placed as an image.
 */
async function fontFiles(script: keyof typeof EXTRA_BOLD): Promise<string[]> {
  // @ts-expect-error wawoff2 ships no types: decompress(woff2 bytes) → TTF bytes.
  const { decompress } = (await import('wawoff2')) as { decompress: (input: Buffer) => Promise<Uint8Array> }
  const woff2 = await readFile(EXTRA_BOLD[script])
  const ttf = join(await mkdtemp(join(tmpdir(), 'faheem-fonts-')), `cairo-${script}-800.ttf`)
  await writeFile(ttf, await decompress(woff2))
  return [ttf]
}

/**
 * The share image of `lang`: background, band, mark, name and host label at fixed places, and the
 * title and tagline laid out from their measured ink (share-layout.ts) by `ink`, which measures
 * in the image's own font.
 */
function shareSvg(lang: Lang, hostLabel: HostLabel, ink: Ink, options: ShareImageOptions): string {
  const t = allWords(lang)
  const rtl = lang === 'ar'
  const { width, height, bandTop, side } = SHARE_FRAME
  const copy = { title: t.landing.hero.title, tagline: options.tagline ?? t.site.share.tagline }
  const lines = layOutWords(copy, { title: COLOR.ink, tagline: COLOR.muted }, rtl, ink)
  const markX = rtl ? width - side - 96 : side
  const nameX = rtl ? width - side - 120 : side + 120
  const name = { size: 56, weight: 800, fill: COLOR.ink }
  // The host takes the rest of the header's row, 40 px from the name.
  const nameWidth = ink(textElement(t.site.brand, 0, 0, name, false))?.width ?? 0
  const label = hostLabel(width - side * 2 - 120 - nameWidth - 40)
  const header = [
    `<g transform="translate(${markX} 70) scale(3)">${MARK}</g>`,
    textElement(t.site.brand, nameX, 138, name, rtl),
    `<image x="${rtl ? side : width - side - label.width}" y="${138 - 34}" width="${label.width}" height="${label.height}" href="${label.href}"/>`,
  ]
  const body = lines.map((line) => textElement(line.text, line.x, line.y, line.style, rtl))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${COLOR.papyrus}"/><stop offset="1" stop-color="${COLOR.backgroundEnd}"/>
    </linearGradient>
    <pattern id="stars" width="80" height="80" patternUnits="userSpaceOnUse">
      <path d="${logo.patternStar}" fill="none" stroke="${COLOR.brand}" stroke-opacity="0.09" stroke-width="2"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#stars)"/>
  <rect y="${bandTop}" width="${width}" height="${height - bandTop}" fill="${COLOR.brand}"/>
  <rect y="${bandTop}" width="240" x="${rtl ? width - 240 : 0}" height="${height - bandTop}" fill="${COLOR.accent}"/>
  ${{ all: [...header, ...body], header, background: [] }[options.draw ?? 'all'].join('\n  ')}
</svg>`
}

/** The host's label as an image: `room` is the width it may take. */
type HostLabel = (room: number) => { href: string; width: number; height: number }

/**
 * The site's host name in Cairo Latin, to place inside either image: 30 px, smaller if it is wider
 * than `room`; the image as wide as the ink resvg measures, so a long host is never cut off.
 */
function hostLabelOf(host: string, render: Renderer): HostLabel {
  const height = 48
  const svg = (size: number, width: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="2" y="36" font-family="Cairo" font-size="${size}" font-weight="800" fill="${COLOR.brand}">${escapeXml(host)}</text></svg>`
  const inkRight = (size: number) => {
    const box = render(svg(size, 1), 'latin').getBBox()
    return box ? box.x + box.width : 0
  }
  return (room) => {
    // 2 px clear on either side of the ink.
    const size = Math.min(30, Math.floor((30 * (room - 4)) / Math.max(inkRight(30), 1)))
    const width = Math.ceil(inkRight(size)) + 2
    const png = render(svg(size, width), 'latin').render().asPng()
    return { href: `data:image/png;base64,${png.toString('base64')}`, width, height }
  }
}

/** An icon: the mark inset by 12 % on the papyrus colour (maskable: the mark stays in the safe zone). */
function iconSvg(size: number): string {
  const inset = size * 0.12
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${COLOR.papyrus}"/>
  <g transform="translate(${inset} ${inset}) scale(${(size - inset * 2) / 32})">${MARK}</g></svg>`
}

export const ICONS = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'apple-touch-icon.png', size: 180 },
] as const

/** TrueType files per script, decompressed once per process. */
let fonts: Promise<Record<'arabic' | 'latin', string[]>> | undefined

type Renderer = (svg: string, script: 'arabic' | 'latin') => Resvg

/** Renders an SVG in Cairo of one script (the Arabic image: its Arabic file; else Latin). */
async function renderer(): Promise<Renderer> {
  // One after the other: wawoff2 decompressing two files at once returned a font resvg drew nothing with.
  fonts ??= fontFiles('arabic').then(async (arabic) => ({ arabic, latin: await fontFiles('latin') }))
  const files = await fonts
  return (svg: string, script: 'arabic' | 'latin') =>
    new Resvg(svg, { font: { fontFiles: files[script], loadSystemFonts: false, defaultFontFamily: 'Cairo' } })
}

/**
 * For the tests: another tagline than the catalog's, and what to draw over the background and band
 * (everything, the default; the header only: mark, name, host; or nothing), to find the words' pixels.
 */
export type ShareImageOptions = { readonly tagline?: string; readonly draw?: 'all' | 'header' | 'background' }

/** Measured ink boxes, by script and SVG fragment: the layout asks for the same lines again. */
const inked = new Map<string, ReturnType<Ink>>()

/** The host's label alone as the share images place it, `room` px at most (for the tests). */
export async function renderHostLabel(host: string, room: number) {
  const { href, width, height } = hostLabelOf(host, await renderer())(room)
  return { png: Buffer.from(href.split(',')[1] ?? '', 'base64'), width, height }
}

/** The share image of `lang` as PNG bytes, as the build writes it. */
export async function renderShareImage(lang: Lang, siteUrl: string, options: ShareImageOptions = {}) {
  const render = await renderer()
  const script = lang === 'ar' ? 'arabic' : 'latin'
  const ink: Ink = (fragment) => {
    const key = `${script} ${fragment}`
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">${fragment}</svg>`
    if (!inked.has(key)) inked.set(key, render(svg, script).getBBox())
    return inked.get(key)
  }
  const svg = shareSvg(lang, hostLabelOf(new URL(siteUrl).host, render), ink, options)
  return render(svg, script).render().asPng()
}

export async function writeImages(distDir: string, siteUrl: string): Promise<string[]> {
  const render = await renderer()
  for (const lang of LANGS) {
    await writeFile(join(distDir, SHARE_IMAGE.file(lang)), await renderShareImage(lang, siteUrl))
  }
  for (const { file, size } of ICONS)
    await writeFile(join(distDir, file), render(iconSvg(size), 'latin').render().asPng())
  return [SHARE_IMAGE.file('ar'), SHARE_IMAGE.file('en'), ...ICONS.map(({ file }) => file)]
}
