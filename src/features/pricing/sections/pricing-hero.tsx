import { Container } from '#src/components/ui/container.tsx'
import { GeometricPattern } from '#src/components/ui/geometric-pattern.tsx'
import { useWords } from '#src/content/use-words.tsx'
import { keepWithNext } from '#src/i18n/typeset.ts'
import { CheckMark } from '../components/marks.tsx'
import { WaysToPay } from '../components/ways-to-pay.tsx'

/** Section 2: the page's title (its only h1), the two ways to pay, and three reassurances. */
export function PricingHero() {
  const hero = useWords('pricing').hero
  const points = [hero.refund, hero.upgrade, hero.platforms]
  return (
    <section aria-labelledby="pricing-title" className="relative overflow-hidden bg-tint py-14 sm:py-20">
      <GeometricPattern id="pricing-hero-pattern" className="stroke-brand-600/10" />
      <Container className="relative text-center">
        <p className="mb-3 text-sm font-bold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
        <h1 id="pricing-title" className="text-balance text-4xl font-extrabold text-ink sm:text-5xl">
          {keepWithNext(hero.title)}
        </h1>
        <p id="ways-to-pay" className="mx-auto mt-5 max-w-2xl text-pretty text-lg font-semibold text-ink">
          {hero.description}
        </p>
        <WaysToPay labelledBy="ways-to-pay" />
        <ul className="mt-8 flex flex-wrap justify-center gap-2 sm:gap-3">
          {points.map((point) => (
            <li
              key={point}
              className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-card/80 px-4 py-2 text-sm font-bold text-brand-800"
            >
              <CheckMark className="size-4 text-brand-600" />
              {point}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
