/**
 * The islands each built page carries are those its route says (src/config/routes.ts, `islands`):
 * the browser tests exercise a page's islands from there (e2e/csp.spec.ts), and a page with none
 * loads no JavaScript file (e2e/loading.spec.ts).
 */
import { describe, expect, it } from 'vitest'
import { type Island, PAGES, ROUTES } from '../../src/config/routes.ts'
import { LANGS } from '../../src/i18n/lang.ts'
import { load } from '../../test-support/built.ts'

/** Each island's component, as its built module is named (src/features/…/<name>.tsx). */
const COMPONENT: Record<Island, RegExp> = {
  charts: /\/insights-charts\.[\w-]+\.js$/,
  calculator: /\/calculator-island\.[\w-]+\.js$/,
}

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s',
  (page, lang) => {
    it('carries the islands its route names, each once, and no other', () => {
      const urls = [...load(page, lang).querySelectorAll('astro-island')].map(
        (island) => island.getAttribute('component-url') ?? '',
      )
      const named = urls.map(
        (url) => (Object.keys(COMPONENT) as Island[]).find((island) => COMPONENT[island].test(url)) ?? url,
      )
      expect(named.sort()).toEqual([...ROUTES[page].islands].sort())
    })

    it('names no island by a uid, which Astro hashes from the checkout’s folder (scripts/build/built-islands.ts)', () => {
      const islands = [...load(page, lang).querySelectorAll('astro-island')]
      expect(islands.filter((island) => island.hasAttribute('uid'))).toEqual([])
    })
  },
)

describe.each(PAGES.flatMap((page) => LANGS.map((lang) => [page, lang] as const)))(
  '%s in %s: no script before the first screen that it does not need',
  (page, lang) => {
    it('runs no script in <body> before <main>; the island runtime comes just before the first island (scripts/build/built-islands.ts)', () => {
      const document = load(page, lang)
      const main = document.querySelector('main')
      const before = [...document.querySelectorAll('body script')].filter(
        (script) => main && script.compareDocumentPosition(main) & 4, // main follows the script
      )
      expect(before.map((script) => script.textContent?.slice(0, 40))).toEqual([])
      const island = document.querySelector('astro-island')
      if (!island) return
      const runtime = [...document.querySelectorAll('script')].find((script) =>
        script.textContent?.includes('customElements.define("astro-island"'),
      )
      expect(runtime?.compareDocumentPosition(island)).toBe(4)
    })
  },
)
