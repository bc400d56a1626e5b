/**
 * The bench's pure parts: its command line, the scripts-blocked pairing's verdict, and the
 * first-load reckoning on a small built site written here (the real one: tests/budget/).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { belowPeer, SCRIPT_COST_BUDGET, scriptCost } from '../../bench/budget-rows.ts'
import { firstLoad, inlineScripts, staticImports, summarize } from '../../bench/first-load.ts'
import { OBSERVED_ROUNDS } from '../../bench/observed.ts'
import { PARTS, readArgs } from '../../bench/run.ts'

describe('the command line', () => {
  it('defaults: 5 Lighthouse runs at 4× CPU, at least 15 observed rounds, every part, no peer', () => {
    expect(readArgs([])).toMatchObject({
      runs: 5,
      cpu: 4,
      rounds: OBSERVED_ROUNDS,
      parts: [...PARTS],
      peer: undefined,
    })
    expect(OBSERVED_ROUNDS).toBeGreaterThanOrEqual(15)
  })

  it('takes --cpu 4 or 8, --peer URL, --runs, --only', () => {
    expect(
      readArgs([
        '--cpu',
        '8',
        '--peer',
        'http://127.0.0.1:4321/',
        '--runs',
        '3',
        '--only',
        'lighthouse,bytes',
      ]),
    ).toMatchObject({
      cpu: 8,
      peer: 'http://127.0.0.1:4321/',
      runs: 3,
      parts: ['lighthouse', 'bytes'],
    })
    expect(readArgs(['--no-load'])).toMatchObject({ parts: PARTS.filter((part) => part !== 'load') })
  })

  it.each([
    [['--cpu', '6']],
    [['--cpu', 'x']],
    [['--peer', 'astrowind']],
    [['--peer', 'file:///tmp/index.html']],
    [['--runs', '0']],
    [['--rounds', '2.5']],
    [['--only', 'font-swap']],
    [['--only', 'first-screen']],
    [['--frobnicate']],
  ])('refuses %j', (argv) => {
    expect(readArgs(argv)).toHaveProperty('error')
  })
})

describe('scriptCost: what the scripts add to the blocking time of the same page without them', () => {
  it.each([
    // with, blocked → added, allowed, ok
    [100, 90, 10, SCRIPT_COST_BUDGET.ms, true],
    [110, 90, 20, SCRIPT_COST_BUDGET.ms, true],
    [111, 90, 21, SCRIPT_COST_BUDGET.ms, false],
    // Above 133 ms blocked, 15 % is the larger allowance.
    [1150, 1000, 150, 150, true],
    [1151, 1000, 151, 150, false],
    // Noise can make the page faster with its scripts: that is within budget.
    [80, 90, -10, SCRIPT_COST_BUDGET.ms, true],
    [0, 0, 0, SCRIPT_COST_BUDGET.ms, true],
  ])('%d ms with, %d ms blocked → adds %d (allowed %d): %s', (withMs, blockedMs, added, allowed, ok) => {
    expect(scriptCost(withMs, blockedMs, 4)).toEqual({
      addedMs: added,
      allowedMs: allowed,
      applies: true,
      ok,
    })
  })

  it('a page that requests no script file is the same page both ways: the difference is noise, not held to the budget', () => {
    expect(scriptCost(65, 30, 0)).toEqual({
      addedMs: 35,
      allowedMs: SCRIPT_COST_BUDGET.ms,
      applies: false,
      ok: true,
    })
    // The same figures on a page with script files are over budget.
    expect(scriptCost(65, 30, 1).ok).toBe(false)
  })
})

describe('belowPeer: the page without its scripts blocks less than the peer of the same run', () => {
  it.each([
    // blocked, peer → ok
    [10, 63, true],
    [63, 63, false],
    [126, 63, false],
    // A peer at 0 ms leaves nothing to be below: 0 is within budget, anything more is not.
    [0, 0, true],
    [2, 0, false],
  ])("%d ms against the peer's %d ms: %s", (blockedMs, peerMs, ok) => {
    expect(belowPeer(blockedMs, peerMs)).toBe(ok)
  })
})

describe('first load, from the HTML', () => {
  /** A tiny built site: one page, a stylesheet, a font, a module, two islands, an inline script. */
  function site() {
    const dist = mkdtempSync(join(tmpdir(), 'first-load-'))
    mkdirSync(join(dist, 'assets'))
    const file = (path: string, text: string, br = true) => {
      writeFileSync(join(dist, path), text)
      if (br) writeFileSync(join(dist, `${path}.br`), brotliCompressSync(Buffer.from(text)))
    }
    file('assets/site.css', '@font-face{font-family:x;src:url(/assets/font.woff2)}body{color:red}')
    file('assets/font.woff2', 'F'.repeat(300), false)
    file('assets/entry.js', 'import"./shared.js";import("./later.js")')
    file('assets/shared.js', 'export const a=1')
    file('assets/later.js', 'export const b=2')
    file('assets/renderer.js', 'import{a}from"./shared.js";export default a')
    file('assets/near.js', 'import{x}from"./near-dep.js";export const N=x')
    file('assets/near-dep.js', 'export const x=1')
    file('assets/far.js', 'import"./far-dep.js"')
    file('assets/far-dep.js', '')
    file(
      'index.html',
      '<!doctype html><html><head><script>var t=1</script><script type="application/ld+json">{}</script>' +
        '<link rel="stylesheet" href="/assets/site.css"><link rel="preload" href="/assets/font.woff2" as="font" crossorigin>' +
        '<script type="module" src="/assets/entry.js"></script></head><body>' +
        '<astro-island uid="near" component-url="/assets/near.js" renderer-url="/assets/renderer.js" client="visible"></astro-island>' +
        '<astro-island uid="far" component-url="/assets/far.js" renderer-url="/assets/renderer.js" client="visible"></astro-island>' +
        '<img src="/assets/qr.svg" loading="lazy"></body></html>',
    )
    return dist
  }

  it('follows the module, its static imports and the islands in view, not import() nor islands out of view', () => {
    const dist = site()
    const paths = (inView: string[]) =>
      firstLoad(dist, 'landing', 'ar', new Set(inView))
        .resources.map((resource) => `${resource.kind} ${resource.path}`)
        .sort()
    expect(paths([])).toEqual([
      'css /assets/site.css',
      'font /assets/font.woff2',
      'html /index.html',
      'js /assets/entry.js',
      'js /assets/shared.js',
    ])
    expect(paths(['near'])).toEqual(
      [...paths([]), 'js /assets/near-dep.js', 'js /assets/near.js', 'js /assets/renderer.js'].sort(),
    )
  })

  it('counts the inline script as JavaScript inside the page, once in the total', () => {
    const load = firstLoad(site(), 'landing', 'ar', new Set())
    const summary = summarize(load)
    expect(load.inlineJs).toMatchObject({ count: 1, raw: 'var t=1'.length })
    expect(summary.jsBrotli).toBe(summary.brotli.js + load.inlineJs.brotli)
    expect(summary.totalBrotli).toBe(load.resources.reduce((sum, resource) => sum + resource.brotli, 0))
  })

  it('reads inline scripts and static imports as a browser would', () => {
    expect(
      inlineScripts(
        '<script>a</script><script src="/x.js"></script><script type="speculationrules">{}</script>',
      ),
    ).toEqual(['a'])
    expect(
      staticImports('import{a as b}from"./x.js";export*from"../y.js";import("./z.js")', '/assets/m.js'),
    ).toEqual(['/assets/x.js', '/y.js'])
  })
})
