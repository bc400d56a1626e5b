/** Axe as the browser tests run it (e2e/a11y.spec.ts, e2e/content-pass.spec.ts): the WCAG 2.2 AA rules. */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The violations on `page` (or inside `only`), one line each with the nodes. Axe's legacy mode
 * runs `axe.run` in the page itself. Its default (runPartial in each frame, then finishRun in a
 * new blank page that loads axe again) is for cross-origin frames, which no page of the site has;
 * the rules and the nodes they check are the same.
 */
export async function violations(page: Page, only?: string): Promise<string[]> {
  expect(page.frames(), 'a frame axe would not reach in legacy mode').toHaveLength(1)
  // resultTypes: passes and inapplicable rules are listed with one node each, not every node
  // (axe's option for speed); the violations are listed whole.
  const builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
  const results = await (only ? builder.include(only) : builder).analyze()
  expect(results.passes.length, 'axe checked something').toBeGreaterThan(0)
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  )
}
