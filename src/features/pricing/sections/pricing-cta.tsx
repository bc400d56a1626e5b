import { CtaBand } from '#src/components/ui/cta-band.tsx'
import { refundWindow } from '#src/content/pricing.ts'
import { useWords } from '#src/content/use-words.tsx'
import { CtaLink } from '#src/features/site/cta-link.tsx'
import { fill } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'

/** Section 7: the closing call to action, with the subscribe button. */
export function PricingCta() {
  const { lang } = useLocale()
  const pricingCopy = useWords('pricing')
  const copy = pricingCopy.cta
  return (
    <CtaBand
      id="pricing-cta"
      title={copy.title}
      body={fill(copy.description, { days: refundWindow(lang, pricingCopy.days) })}
    >
      <CtaLink name="pricing-subscribe" variant="accent" size="lg" className="max-sm:w-full">
        {copy.button}
      </CtaLink>
    </CtaBand>
  )
}
