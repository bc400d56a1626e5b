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
import { SHARE_IMAGE } from '../../src/document/social.ts'
import { catalogs } from '../../src/i18n/catalogs.ts'
import type { Lang } from '../../src/i18n/lang.ts'
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

/**
 * Cairo ExtraBold as TrueType files (resvg reads TTF, fontsource ships WOFF2), per script. The
 * subsets share one family name and resvg takes the last face loaded, so each image is drawn with
 * its own script's file, and Latin text inside the Arabic image is drawn apart and placed as an image.
 */
async function fontFiles(script: 'arabic' | 'latin'): Promise<string[]> {
  // @ts-expect-error wawoff2 ships no types: decompress(woff2 bytes) → TTF bytes.
  const { decompress } = (await import('wawoff2')) as { decompress: (input: Buffer) => Promise<Uint8Array> }
  const dir = await mkdtemp(join(tmpdir(), 'faheem-fonts-'))
  return Promise.all(
    [`${script}-800`].map(async (name) => {
      const woff2 = await readFile(require.resolve(`@fontsource/cairo/files/cairo-${name}-normal.woff2`))
      const ttf = join(dir, `cairo-${name}.ttf`)
      await writeFile(ttf, await decompress(woff2))
      return ttf
    }),
  )
}

/**
 * The share image of `lang`: background, band, mark, name and host label at fixed places, and the
 * title and tagline laid out from their measured ink (share-layout.ts) by `ink`, which measures
 * in the image's own font.
 */
function shareSvg(lang: Lang, hostLabel: string, ink: Ink, options: ShareImageOptions): string {
  const t = catalogs[lang]
  const rtl = lang === 'ar'
  const { width, height, bandTop, side } = SHARE_FRAME
  const copy = { title: t.landing.hero.title, tagline: options.tagline ?? t.site.share.tagline }
  const lines = layOutWords(copy, { title: COLOR.ink, tagline: COLOR.muted }, rtl, ink)
  const markX = rtl ? width - side - 96 : side
  const nameX = rtl ? width - side - 120 : side + 120
  const name = { size: 56, weight: 800, fill: COLOR.ink }
  const header = [
    `<g transform="translate(${markX} 70) scale(3)">${MARK}</g>`,
    textElement(t.site.brand, nameX, 138, name, rtl),
    `<image x="${rtl ? side : width - side - HOST_LABEL.width}" y="${138 - 34}" width="${HOST_LABEL.width}" height="${HOST_LABEL.height}" href="${hostLabel}"/>`,
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

const HOST_LABEL = { width: 320, height: 48 }

/** The site's host name in Cairo Latin, as a data URL to place inside either image. */
function hostLabelSvg(host: string, rtl: boolean): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HOST_LABEL.width}" height="${HOST_LABEL.height}"><text x="${rtl ? 0 : HOST_LABEL.width}" y="36" font-family="Cairo" font-size="30" font-weight="800" fill="${COLOR.brand}" text-anchor="${rtl ? 'start' : 'end'}">${escapeXml(host)}</text></svg>`
}

function iconSvg(size: number, padded: boolean): string {
  const inset = padded ? size * 0.12 : 0
  const scale = (size - inset * 2) / 32
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${padded ? COLOR.papyrus : 'none'}"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})">${MARK}</g></svg>`
}

export const ICONS = [
  { file: 'icon-192.png', size: 192, padded: true },
  { file: 'icon-512.png', size: 512, padded: true },
  { file: 'apple-touch-icon.png', size: 180, padded: true },
] as const

/** TrueType files per script, decompressed once per process. */
let fonts: Promise<Record<'arabic' | 'latin', string[]>> | undefined

/** Renders an SVG in Cairo of one script (the Arabic image: its Arabic file; else Latin). */
async function renderer() {
  // One after the other: wawoff2 decompressing two files at once returned a font resvg drew nothing with.
  fonts ??= fontFiles('arabic').then(async (arabic) => ({ arabic, latin: await fontFiles('latin') }))
  const files = await fonts
  return (svg: string, script: 'arabic' | 'latin') =>
    new Resvg(svg, { font: { fontFiles: files[script], loadSystemFonts: false, defaultFontFamily: 'Cairo' } })
}

export interface ShareImageOptions {
  /** Another tagline than the catalog's (the tests try a long one). */
  readonly tagline?: string
  /**
   * What to draw over the background and band: everything (the default), the header only (mark,
   * name, host) or nothing; the tests tell the words' pixels from the rest by them.
   */
  readonly draw?: 'all' | 'header' | 'background'
}

/** The share image of `lang` as PNG bytes, as the build writes it. */
export async function renderShareImage(lang: Lang, siteUrl: string, options: ShareImageOptions = {}) {
  const render = await renderer()
  const label = render(hostLabelSvg(new URL(siteUrl).host, lang === 'ar'), 'latin')
    .render()
    .asPng()
  const script = lang === 'ar' ? 'arabic' : 'latin'
  const ink: Ink = (fragment) =>
    render(`<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">${fragment}</svg>`, script).getBBox()
  const svg = shareSvg(lang, `data:image/png;base64,${label.toString('base64')}`, ink, options)
  return render(svg, script).render().asPng()
}

export async function writeImages(distDir: string, siteUrl: string): Promise<string[]> {
  const render = await renderer()
  const written: string[] = []
  for (const lang of ['ar', 'en'] as const) {
    await writeFile(join(distDir, SHARE_IMAGE.file(lang)), await renderShareImage(lang, siteUrl))
    written.push(SHARE_IMAGE.file(lang))
  }
  for (const icon of ICONS) {
    await writeFile(
      join(distDir, icon.file),
      render(iconSvg(icon.size, icon.padded), 'latin').render().asPng(),
    )
    written.push(icon.file)
  }
  return written
}
