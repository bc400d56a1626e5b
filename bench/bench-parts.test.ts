/**
 * The bench's pure parts: its command line, the scripts-blocked pairing's verdict, the
 * Lighthouse CI assertions it applies to each preset, and its note of how busy the machine was.
 */
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { assertionsFor, belowPeer, SCRIPT_COST_BUDGET, scriptCost } from './lighthouse.ts'
import { OBSERVED_ROUNDS, PARTS, readArgs } from './run.ts'
import { loadNote } from './table.ts'

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
  })

  it('runs the content tier only when asked: --only content, never by default', () => {
    expect(readArgs(['--only', 'content'])).toMatchObject({ parts: ['content'] })
    expect(readArgs([])).not.toMatchObject({ parts: expect.arrayContaining(['content']) })
  })

  it.each([
    [['--cpu', '6']],
    [['--cpu', 'x']],
    [['--peer', 'astrowind']],
    [['--peer', 'file:///tmp/index.html']],
    [['--runs', '0']],
    [['--rounds', '2.5']],
    [['--only', 'font-swap']],
    [['--only', 'load']],
    [['--only', 'dark']],
    [['--trace']],
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

describe('the Lighthouse assertions (lighthouserc.json)', () => {
  it('hold the budget on the phone: performance, a11y, best practices, SEO 100, LCP ≤ 1.1 s, CLS 0, no other host', () => {
    expect(assertionsFor('mobile')).toMatchObject({
      aggregationMethod: 'median',
      assertions: {
        'categories:performance': ['error', { minScore: 1 }],
        'categories:accessibility': ['error', { minScore: 1 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
        'largest-contentful-paint': ['error', { maxNumericValue: 1100 }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
        'resource-summary:third-party:count': ['error', { maxNumericValue: 0 }],
      },
    })
  })

  it('leave performance and LCP, budgets of the phone, out of the desktop run', () => {
    const { assertions } = assertionsFor('desktop')
    expect(assertions['categories:performance']).toBe('off')
    expect(assertions['largest-contentful-paint']).toBe('off')
    expect(assertions['categories:seo']).toEqual(assertionsFor('mobile').assertions['categories:seo'])
  })
})

describe("Lighthouse CI's engine on our assertions, median of the runs", () => {
  const { getAllAssertionResults } = createRequire(import.meta.url)('@lhci/utils/src/assertions.js') as {
    getAllAssertionResults: (
      options: object,
      reports: object[],
    ) => Array<{ auditId: string; auditProperty?: string }>
  }
  /** A report with just what the assertions read. */
  const report = (lcp: number, { performance = 1, cls = 0, thirdParty = 0 } = {}) => ({
    finalUrl: 'http://127.0.0.1/',
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { score: 1, numericValue: lcp },
      'cumulative-layout-shift': { score: 1, numericValue: cls },
      'resource-summary': {
        score: null,
        details: { items: [{ resourceType: 'third-party', requestCount: thirdParty }] },
      },
    },
  })
  const failed = (reports: object[], preset: 'mobile' | 'desktop' = 'mobile') =>
    getAllAssertionResults(assertionsFor(preset), reports).map((f) => f.auditProperty ?? f.auditId)

  it('pass a page within budget, and hold each rule to the median run', () => {
    expect(failed([report(1050), report(1090), report(2000)])).toEqual([])
    expect(failed([report(1050), report(1150), report(2000)])).toEqual(['largest-contentful-paint'])
  })

  it('fail performance under 100, any layout shift, any request to another host', () => {
    expect(failed([report(1000, { performance: 0.99, cls: 0.001, thirdParty: 1 })])).toEqual([
      'performance',
      'cumulative-layout-shift',
      'third-party.count',
    ])
    expect(failed([report(1500, { performance: 0.9 })], 'desktop')).toEqual([])
  })
})

describe('how busy the machine was', () => {
  it('marks a run busier than its cores as not to be read, at its start or its end', () => {
    expect(loadNote(0.2, 1.9, 2)).toEqual({
      text: 'load average 0.2 at the start, 1.9 at the end, on 2 cores',
      quiet: true,
    })
    for (const [start, end] of [
      [11.4, 1.2],
      [0.3, 2.1],
    ] as const) {
      const note = loadNote(start, end, 2)
      expect(note.quiet).toBe(false)
      expect(note.text).toMatch(
        /busier than its cores, so this run's timings are not to be read or compared$/,
      )
    }
  })
})
