import type { ReactNode } from 'react'
import { keepWithNext } from '#src/i18n/typeset.ts'
import { Container } from './container.tsx'
import { GeometricPattern } from './geometric-pattern.tsx'

/**
 * The closing invitation of a page: a teal band with the geometric motif, a heading (h2), one
 * line of copy and the page's calls to action. `id` names the section and its heading.
 */
export function CtaBand({
  id,
  title,
  body,
  children,
}: {
  id: string
  title: string
  body: ReactNode
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="render-when-near py-16 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-primary px-6 py-14 text-center shadow-lift sm:px-12 sm:py-16">
          <GeometricPattern id={`${id}-pattern`} className="-z-10 stroke-on-brand/10" />
          <div
            aria-hidden="true"
            className="absolute -start-24 -top-24 -z-10 size-72 rounded-full bg-brand-500/50 blur-2xl"
          />
          <div
            aria-hidden="true"
            className="absolute -end-16 -bottom-28 -z-10 size-72 rounded-full bg-panel-deep/60 blur-2xl"
          />
          <h2 id={`${id}-title`} className="text-balance text-3xl font-extrabold text-on-brand sm:text-5xl">
            {keepWithNext(title)}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-pretty text-lg text-on-brand-muted sm:text-xl">{body}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        </div>
      </Container>
    </section>
  )
}
