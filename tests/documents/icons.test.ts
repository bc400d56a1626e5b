/**
 * The icons (src/components/ui/icon-shapes.ts): each is an empty `<span class="icon icon-<name>">`
 * painted through one sprite used as a CSS mask, so an icon whose rule is missing from the
 * stylesheet would show another icon's cell. Checked on the built pages and the built stylesheet,
 * and on the shapes themselves; e2e/icons.spec.ts compares what the browser draws.
 */
import { describe, expect, it } from 'vitest'
import {
  ICON_SHAPES,
  type IconName,
  type IconShape,
  iconCell,
  iconSpriteSvg,
  iconSvg,
  svgDataUrl,
} from '../../src/components/ui/icon-shapes.ts'
import { PAGES, ROUTES } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { builtHtml, builtStylesheets } from '../../test-support/built.ts'

const css = builtStylesheets()

/** The icon names a page draws: `icon-<name>` beside `icon` in a class attribute. */
function iconsOf(html: string): string[] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, classes = '']) => {
    const list = classes.split(/\s+/)
    return list.includes('icon')
      ? list.filter((name) => name.startsWith('icon-')).map((name) => name.slice(5))
      : []
  })
}

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s',
  (page, lang) => {
    it('draws every icon from a shape the stylesheet has', () => {
      const html = builtHtml(page, lang)
      const names = iconsOf(html)
      // A page says in its route whether it draws icons (src/config/routes.ts): one that does draws some.
      expect(names.length > 0, `${page} draws icons`).toBe(ROUTES[page].icons)
      for (const name of names) {
        expect(Object.keys(ICON_SHAPES), `icon-${name}`).toContain(name)
        // Its cell's position (the minifier writes `0% 0` as `0 0`).
        const rule = new RegExp(
          `\\.icon-${name}\\{-webkit-mask-position:([\\d.]+)%? 0;mask-position:([\\d.]+)%? 0\\}`,
        ).exec(css)
        expect(rule, `.icon-${name} in the built CSS`).not.toBeNull()
        for (const position of [rule?.[1], rule?.[2]]) {
          expect(Number(position)).toBeCloseTo(Number.parseFloat(iconCell(name as IconName).position), 4)
        }
      }
      // No inline SVG icon left: path data in the HTML is what the masks replaced.
      expect(html).not.toMatch(/class="[^"]*\blucide\b/)
    })
  },
)

describe('the sprite', () => {
  it('is one image in the built stylesheet: one SVG document for all the icons', () => {
    expect(css.match(/data:image\/svg\+xml/g)).toHaveLength(1)
    expect(css).toContain(`--icon-sprite:url("${svgDataUrl(iconSpriteSvg())}")`)
  })

  it.each((Object.keys(ICON_SHAPES) as IconName[]).map((name, index) => [name, index] as const))(
    '%s is cell %i, drawn with its own stroke',
    (name, index) => {
      const shape: IconShape = ICON_SHAPES[name]
      const inner = iconSvg(name)
        .replace(/^<svg [^>]*>/, '')
        .replace(/<\/svg>$/, '')
      expect(iconSpriteSvg()).toContain(
        `<g transform='translate(${index * 24})' fill='${shape.filled ? 'black' : 'none'}' stroke-width='${shape.strokeWidth ?? 2}'>${inner}</g>`,
      )
    },
  )
})

describe('the shapes', () => {
  it.each(Object.keys(ICON_SHAPES) as IconName[])('%s is an SVG drawn with its own stroke', (name) => {
    const svg = iconSvg(name)
    const shape: IconShape = ICON_SHAPES[name]
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24' /)
    expect(svg).toContain(`stroke-width='${shape.strokeWidth ?? 2}'`)
    expect(svg).toContain(shape.filled ? "fill='black'" : "fill='none'")
    expect(svg.endsWith('</svg>')).toBe(true)
  })

  it('puts an SVG in a data URL with only what a CSS string cannot carry escaped', () => {
    expect(svgDataUrl(`<svg fill='none'><path d="M0 0"/><use href="#a"/> 100%</svg>`)).toBe(
      "data:image/svg+xml,%3Csvg fill='none'%3E%3Cpath d=%22M0 0%22/%3E%3Cuse href=%22%23a%22/%3E 100%25%3C/svg%3E",
    )
    // Decodes back to the very SVG.
    const svg = iconSvg('check')
    expect(decodeURIComponent(svgDataUrl(svg).slice('data:image/svg+xml,'.length))).toBe(svg)
  })
})
