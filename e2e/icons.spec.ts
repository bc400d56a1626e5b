/**
 * Every icon is drawn through one sprite, a row of all the shapes, that the built stylesheet
 * moves under each `<span class="icon icon-<name>">` (src/components/ui/icon-shapes.ts). A wrong
 * cell, a neighbour's stroke bleeding in or a shape cut at the edge would still be "an icon": so
 * each one is compared, pixel by pixel, with its shape alone drawn the same way (a mask of its own
 * SVG over the whole box, as the icons were drawn before the sprite), at the sizes the pages use
 * and one larger, on a desktop screen and on a phone's (2.625 device pixels per px, where a 20 px
 * cell is 52.5 device pixels wide).
 */
import { PNG } from 'pngjs'
import { ICON_SHAPES, type IconName, iconSvg, svgDataUrl } from '../src/components/ui/icon-shapes.ts'
import { builtStylesheets } from '../test-support/built.ts'
import { expect, test } from './fixtures.ts'

const builtCss = builtStylesheets()

const NAMES = Object.keys(ICON_SHAPES) as IconName[]

/** The share of pixels whose darkness differs by more than a quarter, and the ink in each image. */
function compare(a: Buffer, b: Buffer) {
  const [first, second] = [PNG.sync.read(a), PNG.sync.read(b)]
  let differing = 0
  let inkFirst = 0
  let inkSecond = 0
  for (let offset = 0; offset < first.data.length; offset += 4) {
    const darkFirst = 255 - (first.data[offset] ?? 0)
    const darkSecond = 255 - (second.data[offset] ?? 0)
    if (darkFirst > 128) inkFirst++
    if (darkSecond > 128) inkSecond++
    if (Math.abs(darkFirst - darkSecond) > 64) differing++
  }
  return { differing: differing / (first.width * first.height), inkFirst, inkSecond }
}

/** CSS sizes on a desktop screen, and the sizes the pages use on a phone (Android's 2.625 device pixels per px). */
const SCREENS = [
  { scale: 1, sizes: [16, 28, 96] },
  { scale: 2.625, sizes: [16, 20, 28] },
]

for (const { scale, sizes } of SCREENS)
  for (const size of sizes) {
    test(`every icon at ${size} px, ${scale} device pixels per px, is its own shape, nothing of a neighbour's`, async ({
      browser,
    }) => {
      const page = await browser.newPage({ deviceScaleFactor: scale })
      // Every box on a multiple of 8 px, a whole number of device pixels at both scales: a box at a
      // fraction of a pixel is drawn shifted, and the two would differ for that alone.
      const step = Math.ceil(size / 8) * 8 + 8
      const cells = NAMES.map(
        (name, index) =>
          `<span class="icon icon-${name}" data-mask="${name}" style="top: ${8 + index * step}px; left: 8px"></span>` +
          `<span data-alone="${name}" style="top: ${8 + index * step}px; left: ${8 + step}px"></span>`,
      ).join('')
      // Each shape alone: its own SVG as the whole mask of its box.
      const alone = NAMES.map((name) => {
        const url = `url("${svgDataUrl(iconSvg(name))}")`
        return `[data-alone="${name}"] { -webkit-mask-image: ${url}; mask-image: ${url} }`
      }).join('\n')
      await page.setContent(
        `<!DOCTYPE html><html><head><style>${builtCss}</style><style>
        body { margin: 0; background: white; color: black }
        [data-mask], [data-alone] { position: absolute; display: block; width: ${size}px; height: ${size}px }
        [data-alone] { background-color: currentColor; -webkit-mask: none center / 100% 100% no-repeat; mask: none center / 100% 100% no-repeat }
        ${alone}
      </style></head><body>${cells}</body></html>`,
      )
      for (const name of NAMES) {
        const masked = await page.locator(`[data-mask="${name}"]`).screenshot()
        const alone = await page.locator(`[data-alone="${name}"]`).screenshot()
        const { differing, inkFirst, inkSecond } = compare(masked, alone)
        expect(inkSecond, `${name} alone draws something`).toBeGreaterThan(0)
        expect(inkFirst, `${name} through the sprite draws about as much ink`).toBeGreaterThan(
          inkSecond * 0.8,
        )
        expect(inkFirst, `${name} through the sprite draws about as much ink`).toBeLessThan(inkSecond * 1.25)
        expect(differing, `${name}: share of pixels unlike the shape alone`).toBeLessThan(0.02)
      }
      await page.close()
    })
  }
