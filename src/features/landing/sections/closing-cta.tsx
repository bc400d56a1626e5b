import { ArrowRight, Download } from 'lucide-react'
import { Container } from '../../../components/ui/container.tsx'
import { GeometricPattern } from '../../../components/ui/geometric-pattern.tsx'
import { useLocale } from '../../../i18n/locale-context.tsx'
import { CtaLink } from '../../site/cta-link.tsx'
import { useLandingCopy } from '../use-landing-copy.ts'

/** The last invitation before the footer. */
export function ClosingCta() {
  const { dir } = useLocale()
  const landingCopy = useLandingCopy()
  const copy = landingCopy.closing
  return (
    <section aria-labelledby="closing-title" className="render-when-near py-16 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-brand-700 px-6 py-14 text-center shadow-lift sm:px-12 sm:py-16">
          <GeometricPattern id="closing-pattern" className="-z-10 stroke-white/10" />
          <div
            aria-hidden="true"
            className="absolute -start-24 -top-24 -z-10 size-72 rounded-full bg-brand-500/50 blur-2xl"
          />
          <div
            aria-hidden="true"
            className="absolute -end-16 -bottom-28 -z-10 size-72 rounded-full bg-brand-900/60 blur-2xl"
          />
          <h2 id="closing-title" className="text-balance text-3xl font-extrabold text-white sm:text-5xl">
            {copy.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-pretty text-lg text-brand-50 sm:text-xl">{copy.body}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <CtaLink size="lg" variant="accent" className="max-sm:w-full">
              {copy.tryCta}
              <ArrowRight aria-hidden="true" className={`size-5 ${dir === 'rtl' ? '-scale-x-100' : ''}`} />
            </CtaLink>
            <CtaLink size="lg" variant="ghost-on-ink" className="max-sm:w-full">
              <Download aria-hidden="true" className="size-5" />
              {copy.downloadCta}
            </CtaLink>
          </div>
        </div>
      </Container>
    </section>
  )
}
