import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { htmlFileName, MISSING_PATH, PAGES, PUBLIC_PAGES, pageForPath, ROUTES, visitPath } from './routes.ts'

const src = resolve(import.meta.dirname, '..')

describe('the route table', () => {
  it.each(PAGES)('%s has its page file (found by name, by the prerender and by the client entry)', (page) => {
    expect(existsSync(resolve(src, `pages/${page}-page.tsx`)), `src/pages/${page}-page.tsx`).toBe(true)
  })

  it('paths and files are unique; exactly one page has no path (the not-found one)', () => {
    const paths = PUBLIC_PAGES.map((page) => ROUTES[page].path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path).toMatch(/^\/[a-z0-9-/]*$/)
    const files = PAGES.map((page) => ROUTES[page].file)
    expect(new Set(files).size).toBe(files.length)
    expect(PAGES.filter((page) => ROUTES[page].path === null)).toEqual(['not-found'])
  })

  it('every path leads to its page; anything else, the missing path included, to not-found', () => {
    for (const page of PAGES) expect(pageForPath(visitPath(page))).toBe(page)
    expect(pageForPath(MISSING_PATH)).toBe('not-found')
    for (const path of ['/pricing/', '/PRICING', '/index.html', '/pricing.html', '']) {
      expect(pageForPath(path), path).toBe('not-found')
    }
  })

  it('Arabic is the bare file, English the .en twin', () => {
    expect(htmlFileName('pricing', 'ar')).toBe('pricing.html')
    expect(htmlFileName('pricing', 'en')).toBe('pricing.en.html')
    expect(htmlFileName('not-found', 'en')).toBe('404.en.html')
  })
})
