import type { FeatureKey } from '#src/content/pricing.ts'
import { words } from '#src/content/words.ts'
import type { Lang } from '#src/i18n/lang.ts'

/**
 * A bundle feature's name in `lang`: the glossary's, the one name of each product term
 * (docs/copy-style.md). Read by the static cards and table only, so no island carries the names.
 */
export function featureName(lang: Lang, key: FeatureKey): string {
  return words('glossary', lang).features[key]
}
