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

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/** Splits a line of copy into at most `max` characters per line, on spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

function shareSvg(lang: Lang, hostLabel: string): string {
  const t = catalogs[lang]
  const rtl = lang === 'ar'
  const x = rtl ? 1100 : 100
  const anchor = rtl ? 'end' : 'start'
  const titleLines = wrap(t.landing.hero.title, rtl ? 22 : 26)
  const tagLines = wrap(t.site.share.tagline, rtl ? 48 : 56)
  const text = (content: string, y: number, size: number, weight: number, fill: string) =>
    `<text x="${x}" y="${y}" font-family="Cairo" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`
  const markX = rtl ? 1100 - 96 : 100
  const nameX = rtl ? 1100 - 120 : 220
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${COLOR.papyrus}"/><stop offset="1" stop-color="${COLOR.backgroundEnd}"/>
    </linearGradient>
    <pattern id="stars" width="80" height="80" patternUnits="userSpaceOnUse">
      <path d="${logo.patternStar}" fill="none" stroke="${COLOR.brand}" stroke-opacity="0.09" stroke-width="2"/>
    </pattern>
  </defs>
  <rect width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#stars)"/>
  <rect y="590" width="1200" height="40" fill="${COLOR.brand}"/>
  <rect y="590" width="${rtl ? 240 : 240}" x="${rtl ? 960 : 0}" height="40" fill="${COLOR.accent}"/>
  <g transform="translate(${markX} 70) scale(3)">${MARK}</g>
  <text x="${nameX}" y="138" font-family="Cairo" font-size="56" font-weight="800" fill="${COLOR.ink}" text-anchor="${anchor}">${escapeXml(t.site.brand)}</text>
  ${titleLines.map((line, index) => text(line, 290 + index * 84, 68, 800, COLOR.ink)).join('\n  ')}
  ${tagLines.map((line, index) => text(line, 290 + titleLines.length * 84 + 30 + index * 46, 32, 400, COLOR.muted)).join('\n  ')}
  <image x="${rtl ? 100 : 1100 - HOST_LABEL.width}" y="${138 - 34}" width="${HOST_LABEL.width}" height="${HOST_LABEL.height}" href="${hostLabel}"/>
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

export async function writeImages(distDir: string, siteUrl: string): Promise<string[]> {
  const fonts = { arabic: await fontFiles('arabic'), latin: await fontFiles('latin') }
  const render = (svg: string, script: 'arabic' | 'latin') =>
    new Resvg(svg, { font: { fontFiles: fonts[script], loadSystemFonts: false, defaultFontFamily: 'Cairo' } })
      .render()
      .asPng()
  const written: string[] = []
  for (const lang of ['ar', 'en'] as const) {
    const label = render(hostLabelSvg(new URL(siteUrl).host, lang === 'ar'), 'latin')
    const svg = shareSvg(lang, `data:image/png;base64,${label.toString('base64')}`)
    await writeFile(join(distDir, SHARE_IMAGE.file(lang)), render(svg, lang === 'ar' ? 'arabic' : 'latin'))
    written.push(SHARE_IMAGE.file(lang))
  }
  for (const icon of ICONS) {
    await writeFile(join(distDir, icon.file), render(iconSvg(icon.size, icon.padded), 'latin'))
    written.push(icon.file)
  }
  return written
}
