import type { IconComponent } from '#src/components/ui/icon.ts'
import { GraduationCap } from '#src/components/ui/icons/graduation-cap.ts'
import { PencilLine } from '#src/components/ui/icons/pencil-line.ts'
import { UsersRound } from '#src/components/ui/icons/users-round.ts'
import { Section, SectionHeading } from '#src/components/ui/section.tsx'
import { USE_CASES } from '../data/sections.ts'
import { useLandingCopy } from '../use-landing-copy.ts'

const LOOKS: Record<(typeof USE_CASES)[number], { icon: IconComponent; tone: string; glow: string }> = {
  homework: { icon: PencilLine, tone: 'bg-primary text-on-brand', glow: 'bg-primary' },
  exams: { icon: GraduationCap, tone: 'bg-accent text-on-accent', glow: 'bg-accent' },
  together: { icon: UsersRound, tone: 'bg-chart-3 text-on-chart', glow: 'bg-chart-3' },
}

/** Three moments of the school year where Faheem helps. */
export function UseCases() {
  const landingCopy = useLandingCopy()
  const copy = landingCopy.useCases
  return (
    <Section titleId="use-cases-title" tone="tint">
      <SectionHeading id="use-cases-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="grid gap-5 md:grid-cols-3">
        {USE_CASES.map((key) => {
          const { icon: Icon, tone, glow } = LOOKS[key]
          const item = copy.items[key]
          return (
            <li key={key} className="relative overflow-hidden rounded-card bg-card p-7 shadow-soft">
              <span
                aria-hidden="true"
                className={`absolute -end-8 -top-8 size-28 rounded-full opacity-10 ${glow}`}
              />
              <span className={`flex size-14 items-center justify-center rounded-2xl shadow-soft ${tone}`}>
                <Icon aria-hidden="true" className="size-7" strokeWidth={1.75} />
              </span>
              <h3 className="mt-5 text-xl font-bold text-ink">{item.title}</h3>
              <p className="mt-2 text-pretty text-muted">{item.body}</p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
