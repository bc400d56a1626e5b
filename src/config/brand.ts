/**
 * The brand, once: name, logo geometry and every colour of the site. Each semantic colour has a
 * light value and, beside it, the dark value used when the visitor's system asks for a dark theme
 * (`prefers-color-scheme: dark`). Nothing else in the repository writes a colour
 * (src/config/brand.test.ts fails on a colour literal anywhere else); everything derives from here:
 *   - the CSS custom properties (Tailwind `@theme`), generated into src/generated/brand.css by
 *     `brandTokens()` in scripts/vite-plugin-brand.ts and imported by src/styles/global.css;
 *   - the favicon (`faviconSvg`), the PNG icons and share images (scripts/share-images.ts);
 *   - the manifest and the `theme-color` meta (light and dark), the footer's QR code colours.
 * Contrast (WCAG AA) is checked for every text and chart pair, in both themes, in brand.test.ts.
 */

export type ThemeColor = { readonly light: string; readonly dark: string }

const pair = (light: string, dark: string): ThemeColor => ({ light, dark })

/**
 * The site's colours by role. Light values are the original brand (Nile teal, sun amber, ink on
 * papyrus); the dark theme is a deep ink-blue, not black, with the teal lifted so it reads as text,
 * amber kept for highlights and cards one step lighter than the page.
 */
export const colors = {
  // Nile teal. In the light theme the scale runs light → dark; in the dark theme it is lifted, so
  // a class keeps its role: 50-200 are tints behind text, 500-900 are text and marks.
  'brand-50': pair('#eef8f7', '#15334a'),
  'brand-100': pair('#d4eeec', '#1b4156'),
  'brand-200': pair('#a9dcd9', '#2a5f72'),
  'brand-500': pair('#14938f', '#2fb8b0'),
  'brand-600': pair('#0e7c7b', '#45c9c0'), // the mark, large text
  'brand-700': pair('#0b6665', '#6fd8d0'), // links, icons on tint
  'brand-800': pair('#094f4e', '#95e4dd'), // text on tint
  'brand-900': pair('#073b3a', '#bdf0eb'),
  /** Solid teal behind white text: buttons, the featured audience, the skip link. */
  primary: pair('#0b6665', '#0d6f6d'),
  /** The deep teal panel of the quote and the featured plan, behind white text. */
  panel: pair('#094f4e', '#0b4d55'),
  'panel-deep': pair('#073b3a', '#072f38'),

  // Sun amber: badges, stats, highlights; never body text on a light surface.
  accent: pair('#f5a524', '#f7b547'),
  'accent-strong': pair('#e8920b', '#f5a524'),
  'accent-soft': pair('#fdf0d5', '#3b3322'),

  ink: pair('#10233d', '#e9eff6'), // body text
  muted: pair('#44546a', '#b2c0d0'), // secondary text
  surface: pair('#fdfbf6', '#0f1d31'), // the page: papyrus / deep ink-blue
  tint: pair('#edf6f4', '#13263f'), // alternating sections
  card: pair('#ffffff', '#1a304d'), // cards, one step lighter than the page
  line: pair('#d9e2e2', '#2f4a6b'),
  /** The ink-blue bands (statistics, footer); in the dark theme one step deeper than the page. */
  night: pair('#10233d', '#0a1526'),
  'on-ink': pair('#f3f6f9', '#f3f6f9'), // text on night
  'on-ink-muted': pair('#b8c4d3', '#b8c4d3'),
  'on-brand': pair('#ffffff', '#ffffff'), // text on primary and panel
  'on-brand-muted': pair('#d4eeec', '#d4eeec'),
  'on-accent': pair('#10233d', '#10233d'), // text on amber
  'on-chart': pair('#ffffff', '#10233d'), // labels and icons on a chart-coloured fill
  /** Always white: the QR code's quiet zone (scanners need dark on light), the slider's thumb. */
  paper: pair('#ffffff', '#ffffff'),
  focus: pair('#b45309', '#fbbf24'), // focus ring on surface, tint and card
  'focus-on-ink': pair('#fbbf24', '#fbbf24'), // focus ring on night and panel

  'chart-1': pair('#0e7c7b', '#45c9c0'), // teal
  'chart-2': pair('#e8920b', '#f5a524'), // amber
  'chart-3': pair('#4f46e5', '#9d97ff'), // indigo
  'chart-4': pair('#e0533d', '#ff8d78'), // coral
} as const satisfies Record<string, ThemeColor>

export type ColorName = keyof typeof colors

/** Shadows, tinted with the ink in the light theme and plain dark in the dark one. */
export const shadows = {
  soft: pair(
    '0 1px 2px rgb(16 35 61 / 0.06), 0 8px 24px -8px rgb(16 35 61 / 0.18)',
    '0 1px 2px rgb(0 0 0 / 0.3), 0 8px 24px -8px rgb(0 0 0 / 0.55)',
  ),
  lift: pair(
    '0 2px 4px rgb(16 35 61 / 0.06), 0 18px 40px -12px rgb(16 35 61 / 0.25)',
    '0 2px 4px rgb(0 0 0 / 0.3), 0 18px 40px -12px rgb(0 0 0 / 0.6)',
  ),
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
  /** `theme-color` and the manifest: the teal in the light theme, the page colour in the dark one. */
  themeColor: pair(colors['brand-600'].light, colors.surface.dark),
  /** The manifest's background (the splash before the first paint). */
  backgroundColor: colors.surface.light,
} as const

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
  return `/* Generated from src/config/brand.ts by scripts/vite-plugin-brand.ts: edit the brand module, not this file. */
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
export function luminance(hex: string): number {
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
