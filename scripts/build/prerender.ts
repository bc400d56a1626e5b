/**
 * Writes every page in every language as a complete HTML file into dist/, from the SSR bundle
 * and the client build's manifest: index.html, pricing.html, 404.html (Arabic) and their
 * .en.html twins (English).
 */
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { distFiles } from '../../server/dist-files.ts'
import { htmlFileName, PAGES, type PageId } from '../../src/config/routes.ts'
import type { DocumentAssets } from '../../src/document/render-document.ts'
import { LANGS, type Lang } from '../../src/i18n/lang.ts'
import { CLIENT_ENTRY } from '../../vite.config.ts'
import { headScript } from './head-script.ts'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/** A page's file (src/pages/<page>-page.tsx) and the hydration module, as the client manifest names them. */
const PAGE_FILE = (page: PageId) => `src/pages/${page}-page.tsx`
const HYDRATE = 'src/entries/hydrate.tsx'

/**
 * Font files to preload, the page language's first: every page shows both scripts (the logo, the
 * switcher, e-mail addresses), both files are small once subset, and preloading them lets the
 * text paint in Cairo at once, with no swap.
 */
const FONT_ORDER: Record<Lang, string[]> = {
  ar: ['cairo-arabic-', 'cairo-latin-'],
  en: ['cairo-latin-', 'cairo-arabic-'],
}

function assetsFor(
  manifest: Manifest,
  entryKey: string,
  page: PageId,
  fonts: string[],
  lang: Lang,
  inlineScript: string,
): DocumentAssets {
  const entry = manifest[entryKey]
  if (!entry) throw new Error(`prerender: ${entryKey} is not in the client manifest`)
  const own = [HYDRATE, PAGE_FILE(page)]
  for (const key of own)
    if (!manifest[key]) throw new Error(`prerender: ${key} is not in the client manifest`)
  const css = new Set<string>()
  const modules = new Set<string>([`/${entry.file}`])
  // The entry's static imports with their stylesheets, then the chunks the entry imports for this
  // page (hydration and the page's file) and theirs (their stylesheets, if any, are loaded by the
  // entry's import helper).
  const visit = (key: string, withCss: boolean) => {
    const chunk = manifest[key]
    if (!chunk) return
    if (withCss) for (const file of chunk.css ?? []) css.add(`/${file}`)
    modules.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) visit(imported, withCss)
  }
  for (const file of entry.css ?? []) css.add(`/${file}`)
  for (const imported of entry.imports ?? []) visit(imported, true)
  for (const key of own) visit(key, false)
  return {
    css: [...css],
    modules: [...modules],
    fontPreloads: FONT_ORDER[lang].flatMap((prefix) =>
      fonts.filter((file) => file.startsWith(prefix)).map((file) => `/assets/${file}`),
    ),
    headScript: inlineScript,
  }
}

export async function prerender(distDir: string, ssrDir: string): Promise<string[]> {
  const manifestPath = join(distDir, '.vite', 'manifest.json')
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest
  const server = (await import(
    pathToFileURL(join(ssrDir, 'entry-server.js')).href
  )) as typeof import('../../src/entry-server.tsx')
  const fonts = distFiles(distDir)
    .filter((file) => file.startsWith('assets/') && file.endsWith('.woff2'))
    .map((file) => file.slice('assets/'.length))
  const inlineScript = await headScript()
  const written: string[] = []
  for (const page of PAGES as readonly PageId[]) {
    for (const lang of LANGS) {
      const html = server.renderPage(
        page,
        lang,
        assetsFor(manifest, CLIENT_ENTRY, page, fonts, lang, inlineScript),
      )
      const file = htmlFileName(page, lang)
      await writeFile(join(distDir, file), html)
      written.push(file)
    }
  }
  // The manifest is a build input, not something to serve.
  await rm(join(distDir, '.vite'), { recursive: true, force: true })
  return written
}
