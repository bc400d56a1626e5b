import type { ReactNode } from 'react'
import { Ltr } from '#src/components/ui/ltr.tsx'
import { keepWithNext } from '#src/i18n/typeset.ts'

/** One part of the notice: a region named by its heading (h2), with its id for the language switch. */
export function NoticeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 border-line py-10 not-first:border-t"
    >
      <h2 id={`${id}-title`} className="text-2xl font-extrabold text-ink sm:text-3xl">
        {keepWithNext(title)}
      </h2>
      <div className="mt-5 space-y-4 text-lg leading-relaxed text-muted">{children}</div>
    </section>
  )
}

/** A value as the browser or the log holds it (a storage key, an address): in the site's font, left to right. */
export function Value({ children }: { children: string }) {
  return (
    <Ltr>
      <code className="rounded bg-tint px-1.5 font-sans font-bold text-ink">{children}</code>
    </Ltr>
  )
}
