/**
 * The built pages' islands, rewritten once Astro has written them (after-build.ts): no `uid`, and
 * Astro's island runtime after the first screen.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { distFiles } from '../../server/dist-files.ts'

/**
 * Astro writes each island a `uid` hashed from its component's absolute path, so the same page
 * built in another folder differed in it and, after brotli, by up to 100 bytes of the landing
 * page's first round trip (docs/performance.md). Only Astro's dev server reads it (hot reload): the
 * built pages carry none, and a build is the same bytes in whatever folder it runs.
 */
export async function dropIslandUids(dist: string): Promise<void> {
  for (const path of distFiles(dist).filter((file) => file.endsWith('.html'))) {
    const html = await readFile(join(dist, path), 'utf8')
    const built = islandRuntimeBeforeIsland(html.replace(/(<astro-island\b[^>]*?) uid="[^"]*"/g, '$1'))
    if (built !== html) await writeFile(join(dist, path), built)
  }
}

/**
 * Astro writes its island runtime (the `astro-island` element, about 4.4 kB) and the directives' code
 * as inline scripts at the top of <body>, so the browser runs them before it parses the first
 * screen, which has no island on any page. The scripts move to just before the first island: on a
 * phone at 16× CPU they cost about 20 ms of the load (docs/performance.md, "The low-end phone").
 * The `<style>` before them stays the body's first child, where HTML allows a style in the body
 * (tests/validity/html.test.ts).
 */
function islandRuntimeBeforeIsland(html: string): string {
  const runtime =
    /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>((?:<script>[\s\S]*?<\/script>)+)/.exec(
      html,
    )
  if (!runtime?.[1]) return html
  const scripts = runtime[1]
  const at = runtime.index + runtime[0].length - scripts.length
  const rest = html.slice(0, at) + html.slice(at + scripts.length)
  const island = rest.indexOf('<astro-island')
  if (island < at) return html
  return rest.slice(0, island) + scripts + rest.slice(island)
}
