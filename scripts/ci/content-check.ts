/**
 * The build's content check alone (src/content/check.ts): the schema of content/pricing.json and
 * content/contact.json, and the word files' rules. Prints each refusal and exits 1 on any, in a
 * second, before the build. Run by `npm run test:content` (scripts/ci/test-content.ts).
 */
import { checkContent } from '#src/content/check.ts'

try {
  checkContent()
  console.log('content check: every content file passes')
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
