import { type PricingCopy, pricingCopy } from '#src/i18n/copy/pricing.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'

/** The pricing page's copy in the current language. */
export function usePricingCopy(): PricingCopy {
  return pricingCopy[useLocale().lang]
}
