import { type SiteCopy, siteCopy } from '#src/i18n/copy/site.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'

/** The copy every page shares (navigation, footer, not-found message) in the tree's language. */
export function useSiteCopy(): SiteCopy {
  return siteCopy[useLocale().lang]
}
