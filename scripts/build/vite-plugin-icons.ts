/**
 * The icons' stylesheet, src/generated/icons.css (src/components/ui/icon-shapes.ts is its one
 * source): written when Vite starts (dev, build, tests) and imported by src/styles/global.css
 * (not in git), like the brand tokens (vite-plugin-brand.ts).
 */
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { iconCss } from '../../src/components/ui/icon-shapes.ts'
import { writeGenerated } from './write-generated.ts'

const ICONS_CSS = resolve(import.meta.dirname, '../../src/generated/icons.css')

export function icons(): Plugin {
  return {
    name: 'faheem:icons',
    config() {
      writeGenerated(ICONS_CSS, iconCss())
    },
  }
}
