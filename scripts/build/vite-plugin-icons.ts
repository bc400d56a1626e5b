/**
 * The icons' stylesheet, src/generated/icons.css (src/components/ui/icon-shapes.ts is its one
 * source): written when Vite starts (dev, build, tests) and imported by src/styles/global.css
 * (not in git), like the brand tokens (vite-plugin-brand.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { iconCss } from '../../src/components/ui/icon-shapes.ts'

export const ICONS_CSS = resolve(import.meta.dirname, '../../src/generated/icons.css')

/** Writes src/generated/icons.css if its content changed (an unchanged file keeps Vite's cache). */
export function writeIconsCss(): void {
  const css = iconCss()
  let current = ''
  try {
    current = readFileSync(ICONS_CSS, 'utf8')
  } catch {}
  if (current === css) return
  mkdirSync(resolve(ICONS_CSS, '..'), { recursive: true })
  writeFileSync(ICONS_CSS, css)
}

export function icons(): Plugin {
  return {
    name: 'faheem:icons',
    config() {
      writeIconsCss()
    },
  }
}
