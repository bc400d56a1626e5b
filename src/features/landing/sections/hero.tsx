import { Container } from '../../../components/ui/container.tsx'
import { useLocale } from '../../../i18n/locale-context.tsx'
import { CtaLink } from '../../site/cta-link.tsx'

export function Hero() {
  const { t } = useLocale()
  const hero = t.landing.hero
  return (
    <section aria-labelledby="hero-title" className="bg-tint py-16 sm:py-24">
      <Container>
        <h1 id="hero-title" className="max-w-3xl text-balance text-4xl font-extrabold text-ink sm:text-6xl">
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-pretty text-lg text-muted sm:text-xl">{hero.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <CtaLink size="lg">{hero.tryCta}</CtaLink>
          <CtaLink size="lg" variant="secondary">
            {hero.downloadCta}
          </CtaLink>
        </div>
      </Container>
    </section>
  )
}
