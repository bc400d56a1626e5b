/**
 * Adding a page is a route in src/config/routes.ts plus its Astro shell in src/pages/[...lang]/
 * (README, "Common changes"). This fails when one is there without the other: a route
 * whose page is never built, or a shell that no server, sitemap or test knows.
 */
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { htmlFile, PAGES } from './routes.ts'

const SHELLS = new URL('../pages/[...lang]/', import.meta.url)

describe('the route table and the page shells', () => {
  it('have one shell per route, and one route per shell', () => {
    const shells = readdirSync(SHELLS).filter((name) => name.endsWith('.astro'))
    const expected = PAGES.map((page) => htmlFile(page, 'ar').replace(/\.html$/, '.astro'))
    expect(shells.sort()).toEqual(expected.sort())
  })

  it('keep every page under src/pages/[...lang]/, built once per language', () => {
    expect(readdirSync(new URL('../pages/', import.meta.url))).toEqual(['[...lang]'])
  })
})
