import { Container } from '../../../components/ui/container.tsx'
import { GeometricPattern } from '../../../components/ui/geometric-pattern.tsx'
import { fill, plural } from '../../../i18n/format.ts'
import { useLocale } from '../../../i18n/locale-context.tsx'
import { CtaLink } from '../../site/cta-link.tsx'
import { REFUND_DAYS } from '../data/pricing.ts'
import { usePricingCopy } from '../use-pricing-copy.ts'

/** Section 7: the closing call to action, with the subscribe button. */
export function PricingCta() {
  const { lang } = useLocale()
  const pricingCopy = usePricingCopy()
  const copy = pricingCopy.cta
  return (
    <section aria-labelledby="pricing-cta-title" className="render-when-near py-16 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-card bg-brand-700 px-6 py-12 text-center text-white shadow-lift sm:px-12 sm:py-16">
          <GeometricPattern id="pricing-cta-pattern" className="stroke-white/10" />
          <div className="relative">
            <h2 id="pricing-cta-title" className="text-balance text-3xl font-extrabold sm:text-4xl">
              {copy.title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-brand-50">
              {fill(copy.description, { days: plural(lang, REFUND_DAYS, pricingCopy.days) })}
            </p>
            <CtaLink variant="accent" size="lg" className="mt-8">
              {copy.button}
            </CtaLink>
          </div>
        </div>
      </Container>
    </section>
  )
}
