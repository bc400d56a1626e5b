import { Container } from '#src/components/ui/container.tsx'
import { GeometricPattern } from '#src/components/ui/geometric-pattern.tsx'
import { Check } from '#src/components/ui/icons.ts'
import { useWords } from '#src/content/use-words.tsx'
import { keepWithNext } from '#src/i18n/typeset.ts'
import { InstallButtons } from '../components/install-buttons.tsx'
import { HeroVisual } from './hero/hero-visual.tsx'

/** The promise, the two calls to action and the app on a phone. */
export function Hero() {
  const landingCopy = useWords('landing')
  const hero = landingCopy.hero
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-tint">
      <GeometricPattern id="hero-pattern" className="-z-10 stroke-brand-200/60" />
      {/*
        The motif fades out towards the bottom under a veil of the section's own tint: the same
        picture as a mask on the motif, without the offscreen layer a mask costs every tile
        rastered under it (docs/performance.md, "The switch within budget").
      */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,transparent,var(--color-tint)_75%)]"
      />
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_0.9fr] lg:gap-8 lg:py-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-card/80 px-3 py-1 text-sm font-bold text-brand-800">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
            {hero.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-balance text-[2.5rem] leading-tight font-extrabold text-ink sm:text-5xl lg:text-6xl"
          >
            {keepWithNext(hero.title)}
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-lg text-muted sm:text-xl">{hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <InstallButtons
              place="hero"
              tryLabel={hero.tryCta}
              downloadLabel={hero.downloadCta}
              tryVariant="primary"
              downloadVariant="secondary"
            />
          </div>
          <ul className="mt-6 flex flex-col gap-x-5 gap-y-2 sm:flex-row sm:flex-wrap text-sm font-semibold text-ink">
            {hero.perks.map((perk) => (
              <li key={perk} className="inline-flex items-center gap-1.5">
                <Check className="size-4 text-brand-600" />
                {perk}
              </li>
            ))}
          </ul>
        </div>
        <HeroVisual className="mx-auto h-auto w-full max-w-[22rem] sm:max-w-[24rem] lg:max-w-[28rem]" />
      </Container>
    </section>
  )
}
