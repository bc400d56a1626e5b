import { type PrivacyCopy, privacyCopy } from '#src/i18n/copy/privacy.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'

/** The privacy notice's copy in the tree's language (a page without islands: no provider needed). */
export function usePrivacyCopy(): PrivacyCopy {
  return privacyCopy[useLocale().lang]
}
