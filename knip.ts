/**
 * knip, the second half of `npm run lint`: no unused file, export, type export or dependency.
 * Its plugins find most entry points by themselves: the pages (astro.config.ts: src/pages/, and
 * the integration it imports, scripts/build/integration.ts), the tests (vitest.config.ts,
 * playwright.config.ts and the server it starts), the byte budgets (.size-limit.ts, with
 * @size-limit/file) and package.json's scripts (server/main.ts, bench/run.ts, scripts/ci/test.ts,
 * and the binaries they run). Listed here: only what no configuration names.
 */
import type { KnipConfig } from 'knip'

export default {
  entry: [
    // Astro loads each island directive by the path src/islands/directive.ts gives it.
    'src/islands/client-{painted,touched}.ts',
    // Run by scripts/ci/test.ts and scripts/ci/test-content.ts, through their `run` helpers
    // (scripts/ci/content-check.ts is `npm run check:content`, which knip sees by itself).
    'scripts/ci/ensure-chromium.ts',
    // Run by hand (README, "The two commands" and "Tests").
    'scripts/dev/screenshots.ts',
    'scripts/dev/editor-screenshots.ts',
    'e2e-engines/screenshots.ts',
    // The editor's entry: scripts/editor/build.ts builds it with Vite, from its own index.html.
    'src/editor/app/main.ts',
  ],
  // The Firefox and WebKit tests have a Vitest configuration of their own (scripts/ci/test.ts runs it).
  vitest: { config: ['vitest.config.ts', 'e2e-engines/vitest.config.ts'] },
  // Debian's, not npm's: scripts/ci/ensure-chromium.ts installs them with apt-get (jq: for
  // scripts/ci/workflows.test.ts); openssl (in every Debian with ca-certificates) makes the
  // certificate of test-support/github-standin/sites.ts.
  ignoreBinaries: ['apt-get', 'java', 'Xvfb', 'jq', 'openssl'],
  // Imported nowhere: the source icon-shapes.ts copies each shape from (its "To add an icon").
  ignoreDependencies: ['lucide-react'],
  ignoreIssues: {
    // It imports src/generated/, which the build writes (scripts/build/integration.ts): unresolved
    // before the first build; any other import it cannot resolve fails `astro check` and the build.
    'src/layouts/document.astro': ['unresolved'],
  },
} satisfies KnipConfig
