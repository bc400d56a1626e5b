import type { ReactNode } from 'react'
import { keepWithNext } from '#src/i18n/typeset.ts'
import { cn } from './cn.ts'
import { Container } from './container.tsx'

type Tone = 'plain' | 'tint' | 'ink'

const TONES: Record<Tone, string> = {
  plain: 'bg-surface',
  tint: 'bg-tint',
  ink: 'bg-night text-on-ink',
}

/**
 * What a section's heading says: the section's copy object usually carries these three. The lead
 * may hold an element (a link in its sentence).
 */
export type SectionHeadingCopy = { eyebrow?: string; title: string; lead?: ReactNode }

/**
 * A landing or pricing section: an anchor target with its heading wired to the region's name.
 * `titleId` names the heading so the region is announced with it; `heading` (eyebrow, title,
 * lead) is drawn first, as `SectionHeading`.
 */
export function Section({
  id,
  titleId,
  heading,
  tone = 'plain',
  className,
  children,
}: {
  id?: string
  titleId: string
  heading: SectionHeadingCopy
  tone?: Tone
  className?: string
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn('render-when-near scroll-mt-20 py-16 sm:py-24', TONES[tone], className)}
    >
      <Container>
        <SectionHeading id={titleId} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
        {children}
      </Container>
    </section>
  )
}

/** The heading block of a section: eyebrow, title (h2) and lead. */
function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  className,
}: SectionHeadingCopy & { id: string; className?: string }) {
  return (
    <div className={cn('mx-auto mb-12 max-w-2xl text-center', className)}>
      {eyebrow ? (
        <p className="mb-3 text-sm font-bold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-balance text-3xl font-extrabold text-ink sm:text-4xl">
        {keepWithNext(title)}
      </h2>
      {lead ? <p className="mt-4 text-pretty text-lg text-muted">{lead}</p> : null}
    </div>
  )
}
