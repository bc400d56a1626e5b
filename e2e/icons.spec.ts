/**
 * Every icon is drawn through one sprite, a row of all the shapes, that the built stylesheet
 * moves under each `<span class="icon icon-<name>">` (src/components/ui/icon-shapes.ts). A wrong
 * cell, a neighbour's stroke bleeding in or a shape cut at the edge would still be "an icon": so
 * each one is compared, pixel by pixel, with its shape drawn alone as an SVG image, at the sizes
 * the pages use and one larger.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { ICON_SHAPES, type IconName, iconSvg, svgDataUrl } from '../src/components/ui/icon-shapes.ts'
import { expect, test } from './fixtures.ts'

const assets = new URL('../dist/assets', import.meta.url).pathname
const builtCss = readdirSync(assets)
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(join(assets, file), 'utf8'))
  .join('\n')

const NAMES = Object.keys(ICON_SHAPES) as IconName[]

/** The share of pixels whose darkness differs by more than a quarter, and the ink in each image. */
function compare(a: Buffer, b: Buffer) {
  const [first, second] = [PNG.sync.read(a), PNG.sync.read(b)]
  let differing = 0
  let inkFirst = 0
  let inkSecond = 0
  const pixels = first.width * first.height
  for (let offset = 0; offset < first.data.length; offset += 4) {
    const darkFirst = 255 - (first.data[offset] ?? 0)
    const darkSecond = 255 - (second.data[offset] ?? 0)
    if (darkFirst > 128) inkFirst++
    if (darkSecond > 128) inkSecond++
    if (Math.abs(darkFirst - darkSecond) > 64) differing++
  }
  return { differing: differing / pixels, inkFirst, inkSecond }
}

for (const size of [16, 28, 96]) {
  test(`every icon at ${size} px is its own shape, nothing of a neighbour's`, async ({ page }) => {
    const cells = NAMES.map(
      (name) =>
        `<div class="pair"><span class="icon icon-${name}" data-mask="${name}"></span>` +
        `<img alt="" data-alone="${name}" src="${svgDataUrl(iconSvg(name))}"></div>`,
    ).join('')
    await page.setContent(
      `<!DOCTYPE html><html><head><style>${builtCss}</style><style>
        body { margin: 0; background: white; color: black }
        .pair { display: flex; gap: 8px; padding: 4px }
        .pair > * { display: block; width: ${size}px; height: ${size}px }
      </style></head><body>${cells}</body></html>`,
    )
    await page.waitForFunction(() => [...document.images].every((image) => image.complete))
    for (const name of NAMES) {
      const masked = await page.locator(`[data-mask="${name}"]`).screenshot()
      const alone = await page.locator(`[data-alone="${name}"]`).screenshot()
      const { differing, inkFirst, inkSecond } = compare(masked, alone)
      expect(inkSecond, `${name} alone draws something`).toBeGreaterThan(0)
      expect(inkFirst, `${name} through the sprite draws about as much ink`).toBeGreaterThan(inkSecond * 0.8)
      expect(inkFirst, `${name} through the sprite draws about as much ink`).toBeLessThan(inkSecond * 1.25)
      expect(differing, `${name}: share of pixels unlike the shape alone`).toBeLessThan(0.02)
    }
  })
}
