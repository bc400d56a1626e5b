/**
 * The brand, once: name, logo geometry and every colour of the site. Each colour is written once,
 * in `palette`; each role of `colors` (the CSS tokens) points at it for its light value and, beside
 * it, the dark value used when the visitor's system asks for a dark theme
 * (`prefers-color-scheme: dark`). Nothing else in the repository writes a colour
 * (src/config/brand.test.ts fails on a colour literal anywhere else, and on one written twice
 * here); everything derives from here:
 *   - the CSS custom properties (Tailwind `@theme`), generated into src/generated/brand.css by
 *     scripts/build/vite-plugin.ts and imported by src/styles/global.css;
 *   - the favicon (`faviconSvg`), the PNG icons and share images (scripts/build/share-images.ts);
 *   - the manifest and the `theme-color` meta (light and dark), the footer's QR code colours.
 * Contrast (WCAG AA) is checked for every text and chart pair, in both themes, in brand.test.ts.
 */

export type ThemeColor = { readonly light: string; readonly dark: string }

/**
 * Every colour the site uses, each written once (brand.test.ts fails on a colour written twice):
 * the scales and the few named colours the roles below point at. Light values are the original
 * brand (Nile teal, sun amber, ink on papyrus); the dark theme is a deep ink-blue, not black, with
 * the teal lifted so it reads as text, amber kept for highlights and cards one step lighter than
 * the page.
 */
const palette = {
  // Nile teal, light → dark; and lifted for the dark theme, where 50-200 stay tints behind text
  // and 500-900 text and marks (so a class keeps its role in both themes).
  teal: {
    50: '#eef8f7',
    100: '#d4eeec',
    200: '#a9dcd9',
    500: '#14938f',
    600: '#0e7c7b',
    700: '#0b6665',
    800: '#094f4e',
    900: '#073b3a',
  },
  tealLifted: {
    50: '#15334a',
    100: '#1b4156',
    200: '#2a5f72',
    500: '#2fb8b0',
    600: '#45c9c0',
    700: '#6fd8d0',
    800: '#95e4dd',
    900: '#bdf0eb',
  },
  /** The dark theme's solid teals, behind white text: the button, the panel, its deep edge. */
  tealNight: { primary: '#0d6f6d', panel: '#0b4d55', deep: '#072f38' },
  /** The share images' gradient end, a tint between teal-50 and teal-100. */
  tealMist: '#e3f1ef',
  // Sun amber.
  amber: { soft: '#fdf0d5', light: '#f7b547', base: '#f5a524', strong: '#e8920b', night: '#3b3322' },
  /** Focus rings: burnt amber on light surfaces, gold on dark ones. */
  gold: { burnt: '#b45309', bright: '#fbbf24' },
  // The ink-blue family: text, surfaces and bands.
  ink: '#10233d',
  slate: '#44546a',
  slateLight: '#b2c0d0',
  mist: '#b8c4d3',
  cloud: '#e9eff6',
  snow: '#f3f6f9',
  papyrus: '#fdfbf6',
  sage: '#edf6f4',
  rule: '#d9e2e2',
  white: '#ffffff',
  black: '#000000',
  night: { deepest: '#0a1526', page: '#0f1d31', tint: '#13263f', card: '#1a304d', line: '#2f4a6b' },
  indigo: { base: '#4f46e5', light: '#9d97ff' },
  coral: { base: '#e0533d', light: '#ff8d78' },
} as const

const { teal, tealLifted, tealNight, amber, gold, night } = palette
/** One value in both themes. */
const both = (value: string): ThemeColor => ({ light: value, dark: value })

/** The site's colours by role, each a light and a dark value from the palette. */
export const colors = {
  'brand-50': { light: teal[50], dark: tealLifted[50] },
  'brand-100': { light: teal[100], dark: tealLifted[100] },
  'brand-200': { light: teal[200], dark: tealLifted[200] },
  'brand-500': { light: teal[500], dark: tealLifted[500] },
  'brand-600': { light: teal[600], dark: tealLifted[600] }, // the mark, large text
  'brand-700': { light: teal[700], dark: tealLifted[700] }, // links, icons on tint
  'brand-800': { light: teal[800], dark: tealLifted[800] }, // text on tint
  'brand-900': { light: teal[900], dark: tealLifted[900] },
  /** Solid teal behind white text: buttons, the featured audience, the skip link. */
  primary: { light: teal[700], dark: tealNight.primary },
  /** The deep teal panel of the quote and the featured plan, behind white text. */
  panel: { light: teal[800], dark: tealNight.panel },
  'panel-deep': { light: teal[900], dark: tealNight.deep },

  // Sun amber: badges, stats, highlights; never body text on a light surface.
  accent: { light: amber.base, dark: amber.light },
  'accent-strong': { light: amber.strong, dark: amber.base },
  'accent-soft': { light: amber.soft, dark: amber.night },

  ink: { light: palette.ink, dark: palette.cloud }, // body text
  muted: { light: palette.slate, dark: palette.slateLight }, // secondary text
  surface: { light: palette.papyrus, dark: night.page }, // the page: papyrus / deep ink-blue
  tint: { light: palette.sage, dark: night.tint }, // alternating sections
  card: { light: palette.white, dark: night.card }, // cards, one step lighter than the page
  line: { light: palette.rule, dark: night.line },
  /** The ink-blue bands (statistics, footer); in the dark theme one step deeper than the page. */
  night: { light: palette.ink, dark: night.deepest },
  'on-ink': both(palette.snow), // text on night
  'on-ink-muted': both(palette.mist),
  'on-brand': both(palette.white), // text on primary and panel
  'on-brand-muted': both(teal[100]),
  'on-accent': both(palette.ink), // text on amber
  'on-chart': { light: palette.white, dark: palette.ink }, // labels and icons on a chart-coloured fill
  /** Always white: the QR code's quiet zone (scanners need dark on light), the slider's thumb. */
  paper: both(palette.white),
  focus: { light: gold.burnt, dark: gold.bright }, // focus ring on surface, tint and card
  'focus-on-ink': both(gold.bright), // focus ring on night and panel

  'chart-1': { light: teal[600], dark: tealLifted[600] }, // teal
  'chart-2': { light: amber.strong, dark: amber.base }, // amber
  'chart-3': { light: palette.indigo.base, dark: palette.indigo.light }, // indigo
  'chart-4': { light: palette.coral.base, dark: palette.coral.light }, // coral
} as const satisfies Record<string, ThemeColor>

/** A palette colour as `rgb(r g b / alpha)`, for the shadows. */
function rgb(hex: string, alpha: number): string {
  const channels = [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16))
  return `rgb(${channels.join(' ')} / ${alpha})`
}

/** Shadows, tinted with the ink in the light theme and plain dark in the dark one. */
const shadows = {
  soft: {
    light: `0 1px 2px ${rgb(palette.ink, 0.06)}, 0 8px 24px -8px ${rgb(palette.ink, 0.18)}`,
    dark: `0 1px 2px ${rgb(palette.black, 0.3)}, 0 8px 24px -8px ${rgb(palette.black, 0.55)}`,
  },
  lift: {
    light: `0 2px 4px ${rgb(palette.ink, 0.06)}, 0 18px 40px -12px ${rgb(palette.ink, 0.25)}`,
    dark: `0 2px 4px ${rgb(palette.black, 0.3)}, 0 18px 40px -12px ${rgb(palette.black, 0.6)}`,
  },
} as const

/** Fixed colours of what is not themed: icons, share images, the QR code (scanners need dark on light). */
export const fixed = {
  shareBackgroundEnd: palette.tealMist,
  qrDark: `${palette.ink}ff`,
  qrLight: `${palette.white}ff`,
} as const

/** The logo: a speech bubble with a four-pointed star, on a 32 × 32 grid. */
export const logo = {
  viewBox: '0 0 32 32',
  bubble:
    'M7 3h18a5 5 0 0 1 5 5v12a5 5 0 0 1-5 5H15l-6.2 4.6A1 1 0 0 1 7.2 29v-4H7a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5z',
  star: 'M16 6.8l2 4.9 4.9 2-4.9 2-2 4.9-2-4.9-4.9-2 4.9-2z',
  /** The geometric star of the share images' pattern, on an 80 × 80 tile. */
  patternStar: 'M40 10l8.8 21.2L70 40l-21.2 8.8L40 70l-8.8-21.2L10 40l21.2-8.8z',
} as const

export const brand = {
  name: { ar: 'فهيم', en: 'Faheem' },
} as const

/**
 * `theme-color` and the manifest: the teal in the light theme, the page colour in the dark one.
 * (Functions, so that the client bundle, which reads only the name and the logo, drops the colours.)
 */
export function themeColor(): ThemeColor {
  return { light: colors['brand-600'].light, dark: colors.surface.dark }
}

/** The manifest's background (the splash before the first paint). */
export function backgroundColor(): string {
  return colors.surface.light
}

/** The logo's two paths, filled with the brand's teal and amber (light values: icons are not themed). */
export function logoPaths(): string {
  return `<path fill="${colors['brand-600'].light}" d="${logo.bubble}"/><path fill="${colors.accent.light}" d="${logo.star}"/>`
}

/** `/favicon.svg`. */
export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logo.viewBox}">${logoPaths()}</svg>\n`
}

/**
 * The Tailwind `@theme` block with the light values and, after it, the dark values of the same
 * custom properties under `prefers-color-scheme: dark`: one list, written once, so no colour can
 * have a light value without a dark one. `color-scheme` lets form controls and scrollbars follow.
 */
export function themeCss(): string {
  const light = Object.entries(colors).map(([name, value]) => `  --color-${name}: ${value.light};`)
  const dark = Object.entries(colors).map(([name, value]) => `      --color-${name}: ${value.dark};`)
  const shadowLight = Object.entries(shadows).map(([name, value]) => `  --shadow-${name}: ${value.light};`)
  const shadowDark = Object.entries(shadows).map(([name, value]) => `      --shadow-${name}: ${value.dark};`)
  return `/* Generated from src/config/brand.ts by scripts/build/vite-plugin.ts: edit the brand module, not this file. */
@theme {
  --color-*: initial;
${light.join('\n')}
${shadowLight.join('\n')}
}

:root {
  color-scheme: light dark;
}

@layer theme {
  @media (prefers-color-scheme: dark) {
    :root,
    :host {
${dark.join('\n')}
${shadowDark.join('\n')}
    }
  }
}
`
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}
