/**
 * The house around the site stays smaller than the site: the infrastructure (the bench, the
 * build's steps, the servers, the hand-written deploy files and the document machinery) is at most
 * half as many lines as the product: src/ without src/document/, and the content the pages show
 * (content/: the words and prices, which were TypeScript in src/ until they became files the
 * owner's team edits; README, "Common changes"). The editor at /admin/ is product too (src/editor/:
 * the fields, labels and hints the owner's team works in); building it is a build step
 * (scripts/editor/build.ts). Tests are not counted on either side; generated files (deploy/nginx/, src/generated/) are not in the repository's files.
 * docs/architecture.md, "Where the tools are", names what each folder holds.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_FILES, ROOT } from './references.ts'

const INFRASTRUCTURE = ['bench/', 'scripts/', 'server/', 'deploy/', 'src/document/']
const MAX_SHARE = 0.5
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro|css|conf)$/
const PRODUCT = ['src/', 'content/']
const CONTENT = /^content\/.*\.json$/
const TEST = /\.(test|spec)\.[a-z]+$/

type Counted = { path: string; lines: number }

/** Lines of the non-test source files under each folder, and the product's. */
function weigh(files: readonly Counted[]): { infrastructure: number; product: number } {
  const source = files.filter(({ path }) => (SOURCE.test(path) || CONTENT.test(path)) && !TEST.test(path))
  const sum = (list: Counted[]) => list.reduce((total, { lines }) => total + lines, 0)
  const isInfrastructure = (path: string) => INFRASTRUCTURE.some((folder) => path.startsWith(folder))
  return {
    infrastructure: sum(source.filter(({ path }) => isInfrastructure(path))),
    product: sum(
      source.filter(
        ({ path }) => PRODUCT.some((folder) => path.startsWith(folder)) && !isInfrastructure(path),
      ),
    ),
  }
}

describe(`the infrastructure is at most ${MAX_SHARE * 100} % of the product's lines`, () => {
  it('counts folders, not tests, and nothing outside them', () => {
    const weighed = weigh([
      { path: 'bench/run.ts', lines: 10 },
      { path: 'bench/run.test.ts', lines: 99 },
      { path: 'src/document/head.ts', lines: 5 },
      { path: 'src/features/a.tsx', lines: 30 },
      { path: 'src/features/a.test.tsx', lines: 99 },
      { path: 'content/words/a.ar.json', lines: 20 },
      { path: 'scripts/a.json', lines: 99 },
      { path: 'e2e/a.spec.ts', lines: 99 },
      { path: 'README.md', lines: 99 },
    ])
    expect(weighed).toEqual({ infrastructure: 15, product: 50 })
  })

  it('holds for the repository', () => {
    const files = REPO_FILES.map((path) => ({
      path,
      lines: readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1,
    }))
    const { infrastructure, product } = weigh(files)
    console.log(
      `infrastructure ${infrastructure} lines, product ${product}: ${Math.round((100 * infrastructure) / product)} %`,
    )
    expect(infrastructure, `${infrastructure} of ${product} product lines`).toBeLessThanOrEqual(
      product * MAX_SHARE,
    )
  })
})
