import { Container } from '../../../components/ui/container.tsx'
import { useLocale } from '../../../i18n/locale-context.tsx'

export function PricingHero() {
  const { t } = useLocale()
  return (
    <section aria-labelledby="pricing-title" className="bg-tint py-14 sm:py-20">
      <Container className="text-center">
        <h1 id="pricing-title" className="text-balance text-4xl font-extrabold text-ink sm:text-5xl">
          {t.pricing.hero.title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-pretty text-lg text-muted">{t.pricing.hero.description}</p>
      </Container>
    </section>
  )
}
