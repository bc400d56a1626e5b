/**
 * The house around the site stays smaller than the site: the infrastructure (the bench, the
 * build's steps, the servers, the hand-written deploy files and the document machinery) is at most
 * half as many lines as the product: src/ without src/document/, and the content the pages show
 * (content/: the words and prices, which were TypeScript in src/ until they became files the
 * owner's team edits; README, "Common changes"). Counted so, the editor at /admin/ (src/editor/)
 * is product; counted as what it is (HONEST_INFRASTRUCTURE), it is a tool no visitor loads, like
 * the build-time checks and test-support/, and the test prints both counts with their parts.
 * Tests are not counted on either side; generated files (deploy/nginx/, src/generated/) are not in the repository's files.
 * docs/architecture.md, "Where the tools are", names what each folder holds.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_FILES, ROOT } from './references.ts'

const INFRASTRUCTURE = ['bench/', 'scripts/', 'server/', 'deploy/', 'src/document/']
const MAX_SHARE = 0.5
/**
 * Counted as what it is: also the editor's definition, the build-time checks of content/ (no
 * visitor's page runs them) and every helper of the tests wherever it sits (test-support/, and the
 * files of tests/, e2e/ and e2e-engines/ that are not tests themselves): a helper moved from
 * test-support/ into tests/contract/ or back changes nothing. A ratchet, not a goal: it falls by
 * removal; lower it as it falls. Counted so (this test on both trees), it was 149.9 % before the
 * one launcher of the servers under test (test-support/launch.ts), the one definition of dist/
 * (server/dist-files.ts), the one scratch build (test-support/scratch-build.ts), the editor's rules
 * read from the schema (src/editor/config.ts) and the browser tests' facts moved to
 * tests/documents/ (their helpers in tests/documents/as-read.ts), and 148.7 % after (2026-11-28):
 * the infrastructure 11,713 → 11,721 lines, so the fall is the product's (7,815 → 7,881 lines: the
 * palette of src/config/brand.ts), not a removal. What those steps removed, the launcher, the
 * scratch build and the document helpers added back. Then a removal, the product unchanged
 * (2026-11-28, issue 47): start and fixture options no caller passed, copies of the production
 * server's content types, of the deferred sections' drawing and of the bench's Lighthouse loop, the
 * GitHub stand-in's answers written twice: 11,721 → 11,666 lines, 148.0 %. Small: little else was
 * written twice, and a helper shared by two or three callers costs about the lines it saves.
 */
const HONEST_INFRASTRUCTURE = [
  ...INFRASTRUCTURE,
  'src/editor/',
  'test-support/',
  'tests/',
  'e2e/',
  'e2e-engines/',
  'src/content/check.ts',
  'src/content/words-check.ts',
  'src/content/words-rules.ts',
  'src/content/refusal.ts',
  'src/content/place.ts',
  'src/content/labels.ts',
  'src/content/more-labels.ts',
  'src/content/schema.ts',
]
const MAX_HONEST_SHARE = 1.485
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro|css|conf)$/
const PRODUCT = ['src/', 'content/']
const COUNTED = [...PRODUCT, ...HONEST_INFRASTRUCTURE]
const CONTENT = /^content\/.*\.json$/
const TEST = /\.(test|spec)\.[a-z]+$/

type Counted = { path: string; lines: number }

/** Lines of the non-test source files under each folder, and the product's. */
function weigh(
  files: readonly Counted[],
  infrastructureOf: readonly string[] = INFRASTRUCTURE,
): { infrastructure: number; product: number; parts: Record<string, number> } {
  const source = files.filter(({ path }) => (SOURCE.test(path) || CONTENT.test(path)) && !TEST.test(path))
  const sum = (list: Counted[]) => list.reduce((total, { lines }) => total + lines, 0)
  const partOf = (path: string) => infrastructureOf.find((folder) => path.startsWith(folder))
  const infrastructure = source.filter(({ path }) => partOf(path))
  const parts: Record<string, number> = {}
  for (const { path, lines } of infrastructure) {
    const part = partOf(path) ?? ''
    parts[part] = (parts[part] ?? 0) + lines
  }
  return {
    infrastructure: sum(infrastructure),
    product: sum(
      source.filter(({ path }) => PRODUCT.some((folder) => path.startsWith(folder)) && !partOf(path)),
    ),
    parts,
  }
}

const share = ({ infrastructure, product }: { infrastructure: number; product: number }) =>
  `infrastructure ${infrastructure} lines, product ${product}: ${((100 * infrastructure) / product).toFixed(1)} %`

describe(`the infrastructure is at most ${MAX_SHARE * 100} % of the product's lines`, () => {
  const files = (): Counted[] => [
    { path: 'bench/run.ts', lines: 10 },
    { path: 'bench/run.test.ts', lines: 99 },
    { path: 'src/document/head.ts', lines: 5 },
    { path: 'src/features/a.tsx', lines: 30 },
    { path: 'src/features/a.test.tsx', lines: 99 },
    { path: 'content/words/a.ar.json', lines: 20 },
    { path: 'scripts/a.json', lines: 99 },
    { path: 'e2e/a.spec.ts', lines: 99 },
    { path: 'README.md', lines: 99 },
  ]

  it('counts folders, not tests, and nothing outside them', () => {
    const weighed = weigh(files())
    expect(weighed).toEqual({ infrastructure: 15, product: 50, parts: { 'bench/': 10, 'src/document/': 5 } })
    const honest = weigh([...files(), { path: 'src/editor/config.ts', lines: 7 }], HONEST_INFRASTRUCTURE)
    expect(honest).toMatchObject({ infrastructure: 22, product: 50 })
  })

  it('holds for the repository', () => {
    const repo = REPO_FILES.filter((path) => COUNTED.some((folder) => path.startsWith(folder))).map(
      (path) => ({
        path,
        lines: readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1,
      }),
    )
    const { infrastructure, product } = weigh(repo)
    const honest = weigh(repo, HONEST_INFRASTRUCTURE)
    console.log(`${share({ infrastructure, product })}\ncounted as what it is: ${share(honest)}`)
    for (const [part, lines] of Object.entries(honest.parts)) console.log(`  ${part} ${lines}`)
    expect(infrastructure, `${infrastructure} of ${product} product lines`).toBeLessThanOrEqual(
      product * MAX_SHARE,
    )
    expect(honest.infrastructure, share(honest)).toBeLessThanOrEqual(honest.product * MAX_HONEST_SHARE)
  })
})
