import { type LandingCopy, landingCopy } from '#src/i18n/copy/landing.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'

/** The landing page's copy in the current language. */
export function useLandingCopy(): LandingCopy {
  return landingCopy[useLocale().lang]
}
