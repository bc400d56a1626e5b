/**
 * Longer than 250 lines, a data table: one entry a shape, each Lucide's own path data, copied
 * whole so that an icon can be compared with its source (tests/repo/file-sizes.test.ts).
 *
 * The site's line icons: Lucide's shapes (https://lucide.dev, ISC licence), 24 × 24, each drawn
 * one way (its stroke width, and whether it is filled). Data only: the build draws them all into
 * one sprite used as a CSS mask (`iconCss`, written into src/generated/icons.css by
 * scripts/build/vite-plugin.ts) and an icon on a page is an empty `<span>` painted in
 * `currentColor` (icon.ts). Inline SVG, the
 * landing page's 41 icons were 15 kB of HTML (1.5 kB brotli), which pushed the document past its
 * first round trip; a sprite file was one more request on the way to the first paint
 * (docs/performance.md).
 *
 * To add an icon: copy its `node` from node_modules/lucide-react/dist/esm/icons/<name>.mjs
 * (without the `key`s) into ICON_SHAPES, and export its component from icons.ts.
 */

type IconNode = ReadonlyArray<readonly [tag: string, attributes: Readonly<Record<string, string>>]>

export interface IconShape {
  /** Lucide draws with 2; thinner on the large badges, bolder on the small check marks. */
  readonly strokeWidth?: number
  /** Filled with the stroke's colour (the rating star). */
  readonly filled?: boolean
  readonly node: IconNode
}

export const ICON_SHAPES = {
  'arrow-right': {
    node: [
      ['path', { d: 'M5 12h14' }],
      ['path', { d: 'm12 5 7 7-7 7' }],
    ],
  },
  backpack: {
    strokeWidth: 1.75,
    node: [
      ['path', { d: 'M4 10a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z' }],
      ['path', { d: 'M8 10h8' }],
      ['path', { d: 'M8 18h8' }],
      ['path', { d: 'M8 22v-6a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v6' }],
      ['path', { d: 'M9 6V4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2' }],
    ],
  },
  'chart-line': {
    strokeWidth: 1.75,
    node: [
      ['path', { d: 'M3 3v16a2 2 0 0 0 2 2h16' }],
      ['path', { d: 'm19 9-5 5-4-4-3 3' }],
    ],
  },
  check: {
    strokeWidth: 3,
    node: [['path', { d: 'M20 6 9 17l-5-5' }]],
  },
  'chevron-down': {
    strokeWidth: 2.5,
    node: [['path', { d: 'm6 9 6 6 6-6' }]],
  },
  'clipboard-check': {
    strokeWidth: 1.75,
    node: [
      ['rect', { width: '8', height: '4', x: '8', y: '2', rx: '1', ry: '1' }],
      ['path', { d: 'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2' }],
      ['path', { d: 'm9 14 2 2 4-4' }],
    ],
  },
  download: {
    node: [
      ['path', { d: 'M12 15V3' }],
      ['path', { d: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4' }],
      ['path', { d: 'm7 10 5 5 5-5' }],
    ],
  },
  'file-text': {
    strokeWidth: 1.75,
    node: [
      [
        'path',
        {
          d: 'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z',
        },
      ],
      ['path', { d: 'M14 2v5a1 1 0 0 0 1 1h5' }],
      ['path', { d: 'M10 9H8' }],
      ['path', { d: 'M16 13H8' }],
      ['path', { d: 'M16 17H8' }],
    ],
  },
  'graduation-cap': {
    strokeWidth: 1.75,
    node: [
      [
        'path',
        {
          d: 'M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z',
        },
      ],
      ['path', { d: 'M22 10v6' }],
      ['path', { d: 'M6 12.5V16a6 3 0 0 0 12 0v-3.5' }],
    ],
  },
  'heart-handshake': {
    strokeWidth: 1.75,
    node: [
      [
        'path',
        {
          d: 'M19.414 14.414C21 12.828 22 11.5 22 9.5a5.5 5.5 0 0 0-9.591-3.676.6.6 0 0 1-.818.001A5.5 5.5 0 0 0 2 9.5c0 2.3 1.5 4 3 5.5l5.535 5.362a2 2 0 0 0 2.879.052 2.12 2.12 0 0 0-.004-3 2.124 2.124 0 1 0 3-3 2.124 2.124 0 0 0 3.004 0 2 2 0 0 0 0-2.828l-1.881-1.882a2.41 2.41 0 0 0-3.409 0l-1.71 1.71a2 2 0 0 1-2.828 0 2 2 0 0 1 0-2.828l2.823-2.762',
        },
      ],
    ],
  },
  mic: {
    strokeWidth: 1.75,
    node: [
      ['path', { d: 'M12 19v3' }],
      ['path', { d: 'M19 10v2a7 7 0 0 1-14 0v-2' }],
      ['rect', { x: '9', y: '2', width: '6', height: '13', rx: '3' }],
    ],
  },
  minus: {
    strokeWidth: 3,
    node: [['path', { d: 'M5 12h14' }]],
  },
  'notebook-pen': {
    strokeWidth: 1.75,
    node: [
      ['path', { d: 'M13.4 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7.4' }],
      ['path', { d: 'M2 6h4' }],
      ['path', { d: 'M2 10h4' }],
      ['path', { d: 'M2 14h4' }],
      ['path', { d: 'M2 18h4' }],
      [
        'path',
        {
          d: 'M21.378 5.626a1 1 0 1 0-3.004-3.004l-5.01 5.012a2 2 0 0 0-.506.854l-.837 2.87a.5.5 0 0 0 .62.62l2.87-.837a2 2 0 0 0 .854-.506z',
        },
      ],
    ],
  },
  'pencil-line': {
    strokeWidth: 1.75,
    node: [
      ['path', { d: 'M13 21h8' }],
      ['path', { d: 'm15 5 4 4' }],
      [
        'path',
        {
          d: 'M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z',
        },
      ],
    ],
  },
  presentation: {
    strokeWidth: 1.75,
    node: [
      ['path', { d: 'M2 3h20' }],
      ['path', { d: 'M21 3v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V3' }],
      ['path', { d: 'm7 21 5-5 5 5' }],
    ],
  },
  route: {
    strokeWidth: 1.75,
    node: [
      ['path', { d: 'M9 5h8.5a1 1 0 010 7h-11a1 1 0 000 7H15' }],
      ['circle', { cx: '18', cy: '19', r: '3' }],
      ['circle', { cx: '6', cy: '5', r: '3' }],
    ],
  },
  'share-2': {
    node: [
      ['circle', { cx: '18', cy: '5', r: '3' }],
      ['circle', { cx: '6', cy: '12', r: '3' }],
      ['circle', { cx: '18', cy: '19', r: '3' }],
      ['line', { x1: '8.59', x2: '15.42', y1: '13.51', y2: '17.49' }],
      ['line', { x1: '15.41', x2: '8.59', y1: '6.51', y2: '10.49' }],
    ],
  },
  star: {
    filled: true,
    node: [
      [
        'path',
        {
          d: 'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z',
        },
      ],
    ],
  },
  target: {
    strokeWidth: 1.75,
    node: [
      ['circle', { cx: '12', cy: '12', r: '10' }],
      ['circle', { cx: '12', cy: '12', r: '6' }],
      ['circle', { cx: '12', cy: '12', r: '2' }],
    ],
  },
  'trending-up': {
    node: [
      ['path', { d: 'M16 7h6v6' }],
      ['path', { d: 'm22 7-8.5 8.5-5-5L2 17' }],
    ],
  },
  'user-round-plus': {
    strokeWidth: 1.75,
    node: [
      ['path', { d: 'M2 21a8 8 0 0 1 13.292-6' }],
      ['circle', { cx: '10', cy: '8', r: '5' }],
      ['path', { d: 'M19 16v6' }],
      ['path', { d: 'M22 19h-6' }],
    ],
  },
  'users-round': {
    strokeWidth: 1.75,
    node: [
      ['path', { d: 'M18 21a8 8 0 0 0-16 0' }],
      ['circle', { cx: '10', cy: '8', r: '5' }],
      ['path', { d: 'M22 20c0-3.37-2-6.5-4-8a5 5 0 0 0-.45-8.3' }],
    ],
  },
  'wifi-off': {
    strokeWidth: 1.75,
    node: [
      ['path', { d: 'M12 20h.01' }],
      ['path', { d: 'M8.5 16.429a5 5 0 0 1 7 0' }],
      ['path', { d: 'M5 12.859a10 10 0 0 1 5.17-2.69' }],
      ['path', { d: 'M19 12.859a10 10 0 0 0-2.007-1.523' }],
      ['path', { d: 'M2 8.82a15 15 0 0 1 4.177-2.643' }],
      ['path', { d: 'M22 8.82a15 15 0 0 0-11.288-3.764' }],
      ['path', { d: 'm2 2 20 20' }],
    ],
  },
} as const satisfies Record<string, IconShape>

export type IconName = keyof typeof ICON_SHAPES

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', "'")

/** A shape's elements, and how it is drawn: its fill and its stroke width. */
function shapeParts(name: IconName): { children: string; fill: string; strokeWidth: number } {
  const shape: IconShape = ICON_SHAPES[name]
  const children = shape.node
    .map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .map(([key, value]) => `${key}='${escapeAttribute(value)}'`)
          .join(' ')}/>`,
    )
    .join('')
  return { children, fill: shape.filled ? 'black' : 'none', strokeWidth: shape.strokeWidth ?? 2 }
}

/** The icon as a standalone SVG document, drawn in black (a mask uses only its alpha). */
export function iconSvg(name: IconName): string {
  const { children, fill, strokeWidth } = shapeParts(name)
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${fill}' stroke='black' ` +
    `stroke-width='${strokeWidth}' stroke-linecap='round' stroke-linejoin='round'>${children}</svg>`
  )
}

/** An SVG as a `data:` URL for CSS: only the characters a URL or CSS string cannot carry are escaped. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[<>#%"\n]/g, (char) => encodeURIComponent(char))}`
}

const ICON_NAMES = Object.keys(ICON_SHAPES) as IconName[]

/**
 * All the shapes in one SVG, a row of 24 × 24 cells in ICON_SHAPES' order. One mask image for every
 * icon: the browser builds an SVG document per distinct image, and with an image per icon that
 * cost 17–30 ms of style before the first paint of `/` (docs/performance.md). The cells touch: a
 * gap would make the sprite's scaled width a fraction of a pixel, which the browser rounds, and
 * the icons drifted by up to a pixel (e2e/icons.spec.ts); the shapes keep a margin inside their
 * cell, and each box shows its own cell only.
 */
export function iconSpriteSvg(): string {
  const cells = ICON_NAMES.map((name, index) => {
    const { children, fill, strokeWidth } = shapeParts(name)
    return `<g transform='translate(${index * 24})' fill='${fill}' stroke-width='${strokeWidth}'>${children}</g>`
  }).join('')
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${ICON_NAMES.length * 24} 24' ` +
    `stroke='black' stroke-linecap='round' stroke-linejoin='round'>${cells}</svg>`
  )
}

const SPRITE_SIZE = `${ICON_NAMES.length * 100}% 100%`

/**
 * An icon's cell as CSS: the sprite scaled so that one cell fills the box (its width times the
 * number of cells), and the horizontal position that puts this cell on the box (`mask-position`
 * reads a percentage of the free space: cell i of n is at i / (n - 1)).
 */
export function iconCell(name: IconName): { size: string; position: string } {
  const position = (ICON_NAMES.indexOf(name) / (ICON_NAMES.length - 1)) * 100
  return { size: SPRITE_SIZE, position: `${Number(position.toFixed(4))}% 0` }
}

/**
 * The icons' stylesheet: `.icon` paints the box in `currentColor` through the sprite (so colour,
 * size, mirroring and the dark theme work as for text); `.icon-<name>` moves its cell onto the box.
 * In the components layer, so the utilities (`size-5`, `text-accent`...) on an icon win.
 */
export function iconCss(): string {
  const shapes = ICON_NAMES.map((name) => {
    const { position } = iconCell(name)
    return `  .icon-${name} {\n    -webkit-mask-position: ${position};\n    mask-position: ${position};\n  }`
  }).join('\n')
  return `/* Generated from src/components/ui/icon-shapes.ts by scripts/build/vite-plugin.ts. */
@layer components {
  .icon {
    display: inline-block;
    flex-shrink: 0;
    width: 24px;
    height: 24px;
    background-color: currentColor;
    --icon-sprite: url("${svgDataUrl(iconSpriteSvg())}");
    -webkit-mask: var(--icon-sprite) 0 0 / ${SPRITE_SIZE} no-repeat;
    mask: var(--icon-sprite) 0 0 / ${SPRITE_SIZE} no-repeat;
    /* Windows high contrast: painted in the forced text colour, not hidden under a forced background. */
    forced-color-adjust: none;
    print-color-adjust: exact;
  }
${shapes}
}
`
}
