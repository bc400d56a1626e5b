import { CtaBand } from '#src/components/ui/cta-band.tsx'
import { useWords } from '#src/content/use-words.tsx'
import { CtaLink } from '#src/features/site/cta-link.tsx'

/** Section 7: the closing call to action, with the subscribe button. */
export function PricingCta() {
  const copy = useWords('pricing').cta
  return (
    <CtaBand id="pricing-cta" title={copy.title} body={copy.description}>
      <CtaLink name="pricing-subscribe" variant="accent" size="lg" className="max-sm:w-full">
        {copy.button}
      </CtaLink>
    </CtaBand>
  )
}
