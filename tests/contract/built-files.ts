/** The built files the contract compares answers with, read straight from dist/. */
import { statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { COMPRESSIBLE } from '../../scripts/build/after-build.ts'
import { DIST, distFiles } from '../../server/dist-files.ts'
import { htmlFile, type PageId, pagePath } from '../../src/config/routes.ts'
import type { Lang } from '../../src/i18n/lang.ts'
import { built } from '../../test-support/built.ts'

export { built }

export function builtOrNull(path: string): Buffer | null {
  try {
    return built(path)
  } catch {
    return null
  }
}

/** The largest built asset whose name matches (hashed names change with every build). */
function asset(pattern: RegExp): string {
  const names = distFiles(DIST).filter((file) => file.startsWith('assets/') && pattern.test(file))
  const largest = names.sort((a, b) => statSync(join(DIST, b)).size - statSync(join(DIST, a)).size)[0]
  if (!largest) throw new Error(`no built asset matches ${pattern} (run "npm run build")`)
  return `/${largest}`
}

/** Hashed assets of each kind the build makes. */
export const ASSETS = {
  js: asset(/\.js$/),
  css: asset(/\.css$/),
  svg: asset(/\.svg$/),
  /** Fonts are already compressed: no .br/.gz beside them. */
  woff2: asset(/\.woff2$/),
}

export type Coding = 'br' | 'gzip' | 'identity'

/**
 * The rule: every text file of the build has a .br and a .gz copy (scripts/build/after-build.ts),
 * and both servers send the copy the client accepts. Other files (PNG, WOFF2) have none.
 */
export const isText = (file: string) => COMPRESSIBLE.has(extname(file))

/** What dist/ holds for `file` in `coding` (a missing copy fails the test). */
export function builtVariant(file: string, coding: Coding): Buffer {
  if (coding === 'identity') return built(file)
  return built(`${file}.${coding === 'br' ? 'br' : 'gz'}`)
}

/** Every file of the build, by path from dist/ with `/` separators. */
export function builtFiles(): string[] {
  return distFiles(DIST)
}

/** The addresses the contract asks for, from the route table (src/config/routes.ts). */
export const HOME = pagePath('landing', 'ar')
export const PRICING = pagePath('pricing', 'ar')
export const EN_HOME = pagePath('landing', 'en')
export const EN_PRICING = pagePath('pricing', 'en')

/** The built file of `page` in `lang` (the route table's file: index.html, en/pricing.html...). */
export function htmlOf(page: PageId, lang: Lang = 'ar'): string {
  return htmlFile(page, lang)
}
