/**
 * The brand, once: name, logo geometry and every colour of the site. Each semantic colour has a
 * light value and, beside it, the dark value used when the visitor's system asks for a dark theme
 * (`prefers-color-scheme: dark`). Nothing else in the repository writes a colour
 * (src/config/brand.test.ts fails on a colour literal anywhere else); everything derives from here:
 *   - the CSS custom properties (Tailwind `@theme`), generated into src/generated/brand.css by
 *     scripts/build/vite-plugin.ts and imported by src/styles/global.css;
 *   - the favicon (`faviconSvg`), the PNG icons and share images (scripts/build/share-images.ts);
 *   - the manifest and the `theme-color` meta (light and dark), the footer's QR code colours.
 * Contrast (WCAG AA) is checked for every text and chart pair, in both themes, in brand.test.ts.
 */

export type ThemeColor = { readonly light: string; readonly dark: string }

/**
 * The site's colours by role. Light values are the original brand (Nile teal, sun amber, ink on
 * papyrus); the dark theme is a deep ink-blue, not black, with the teal lifted so it reads as text,
 * amber kept for highlights and cards one step lighter than the page.
 */
export const colors = {
  // Nile teal. In the light theme the scale runs light → dark; in the dark theme it is lifted, so
  // a class keeps its role: 50-200 are tints behind text, 500-900 are text and marks.
  'brand-50': { light: '#eef8f7', dark: '#15334a' },
  'brand-100': { light: '#d4eeec', dark: '#1b4156' },
  'brand-200': { light: '#a9dcd9', dark: '#2a5f72' },
  'brand-500': { light: '#14938f', dark: '#2fb8b0' },
  'brand-600': { light: '#0e7c7b', dark: '#45c9c0' }, // the mark, large text
  'brand-700': { light: '#0b6665', dark: '#6fd8d0' }, // links, icons on tint
  'brand-800': { light: '#094f4e', dark: '#95e4dd' }, // text on tint
  'brand-900': { light: '#073b3a', dark: '#bdf0eb' },
  /** Solid teal behind white text: buttons, the featured audience, the skip link. */
  primary: { light: '#0b6665', dark: '#0d6f6d' },
  /** The deep teal panel of the quote and the featured plan, behind white text. */
  panel: { light: '#094f4e', dark: '#0b4d55' },
  'panel-deep': { light: '#073b3a', dark: '#072f38' },

  // Sun amber: badges, stats, highlights; never body text on a light surface.
  accent: { light: '#f5a524', dark: '#f7b547' },
  'accent-strong': { light: '#e8920b', dark: '#f5a524' },
  'accent-soft': { light: '#fdf0d5', dark: '#3b3322' },

  ink: { light: '#10233d', dark: '#e9eff6' }, // body text
  muted: { light: '#44546a', dark: '#b2c0d0' }, // secondary text
  surface: { light: '#fdfbf6', dark: '#0f1d31' }, // the page: papyrus / deep ink-blue
  tint: { light: '#edf6f4', dark: '#13263f' }, // alternating sections
  card: { light: '#ffffff', dark: '#1a304d' }, // cards, one step lighter than the page
  line: { light: '#d9e2e2', dark: '#2f4a6b' },
  /** The ink-blue bands (statistics, footer); in the dark theme one step deeper than the page. */
  night: { light: '#10233d', dark: '#0a1526' },
  'on-ink': { light: '#f3f6f9', dark: '#f3f6f9' }, // text on night
  'on-ink-muted': { light: '#b8c4d3', dark: '#b8c4d3' },
  'on-brand': { light: '#ffffff', dark: '#ffffff' }, // text on primary and panel
  'on-brand-muted': { light: '#d4eeec', dark: '#d4eeec' },
  'on-accent': { light: '#10233d', dark: '#10233d' }, // text on amber
  'on-chart': { light: '#ffffff', dark: '#10233d' }, // labels and icons on a chart-coloured fill
  /** Always white: the QR code's quiet zone (scanners need dark on light), the slider's thumb. */
  paper: { light: '#ffffff', dark: '#ffffff' },
  focus: { light: '#b45309', dark: '#fbbf24' }, // focus ring on surface, tint and card
  'focus-on-ink': { light: '#fbbf24', dark: '#fbbf24' }, // focus ring on night and panel

  'chart-1': { light: '#0e7c7b', dark: '#45c9c0' }, // teal
  'chart-2': { light: '#e8920b', dark: '#f5a524' }, // amber
  'chart-3': { light: '#4f46e5', dark: '#9d97ff' }, // indigo
  'chart-4': { light: '#e0533d', dark: '#ff8d78' }, // coral
} as const satisfies Record<string, ThemeColor>

/** Shadows, tinted with the ink in the light theme and plain dark in the dark one. */
const shadows = {
  soft: {
    light: '0 1px 2px rgb(16 35 61 / 0.06), 0 8px 24px -8px rgb(16 35 61 / 0.18)',
    dark: '0 1px 2px rgb(0 0 0 / 0.3), 0 8px 24px -8px rgb(0 0 0 / 0.55)',
  },
  lift: {
    light: '0 2px 4px rgb(16 35 61 / 0.06), 0 18px 40px -12px rgb(16 35 61 / 0.25)',
    dark: '0 2px 4px rgb(0 0 0 / 0.3), 0 18px 40px -12px rgb(0 0 0 / 0.6)',
  },
} as const

/** Fixed colours of what is not themed: icons, share images, the QR code (scanners need dark on light). */
export const fixed = {
  shareBackgroundEnd: '#e3f1ef',
  qrDark: '#10233dff',
  qrLight: '#ffffffff',
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
