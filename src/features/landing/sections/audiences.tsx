import type { IconComponent } from '#src/components/ui/icon.ts'
import { Backpack } from '#src/components/ui/icons/backpack.ts'
import { Check } from '#src/components/ui/icons/check.ts'
import { HeartHandshake } from '#src/components/ui/icons/heart-handshake.ts'
import { Presentation } from '#src/components/ui/icons/presentation.ts'
import { Section, SectionHeading } from '#src/components/ui/section.tsx'
import { AUDIENCES } from '../data/sections.ts'
import { useLandingCopy } from '../use-landing-copy.ts'

const ICONS: Record<(typeof AUDIENCES)[number], IconComponent> = {
  students: Backpack,
  teachers: Presentation,
  parents: HeartHandshake,
}

/** Students, teachers and parents: what each of them gets. */
export function Audiences() {
  const landingCopy = useLandingCopy()
  const copy = landingCopy.audiences
  return (
    <Section titleId="audiences-title">
      <SectionHeading id="audiences-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="grid gap-5 lg:grid-cols-3">
        {AUDIENCES.map((key, index) => {
          const Icon = ICONS[key]
          const item = copy.items[key]
          const featured = index === 0
          return (
            <li
              key={key}
              className={`flex flex-col rounded-card border p-7 shadow-soft ${
                featured ? 'border-primary bg-primary text-on-brand' : 'border-line/80 bg-card'
              }`}
            >
              <span
                className={`flex size-12 items-center justify-center rounded-2xl ${
                  featured ? 'bg-on-brand/15 text-on-brand' : 'bg-brand-50 text-brand-700'
                }`}
              >
                <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
              </span>
              <h3 className={`mt-4 text-2xl font-extrabold ${featured ? 'text-on-brand' : 'text-ink'}`}>
                {item.title}
              </h3>
              <p className={`mt-2 text-pretty ${featured ? 'text-on-brand-muted' : 'text-muted'}`}>
                {item.body}
              </p>
              <ul className="mt-5 space-y-3 border-t border-current/15 pt-5">
                {item.points.map((point) => (
                  <li key={point} className="flex items-start gap-2.5 font-semibold">
                    <span
                      className={`mt-1 flex size-5 shrink-0 items-center justify-center rounded-full ${
                        featured ? 'bg-accent text-on-accent' : 'bg-brand-100 text-brand-800'
                      }`}
                    >
                      <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                    </span>
                    <span className={featured ? 'text-on-brand' : 'text-ink'}>{point}</span>
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
