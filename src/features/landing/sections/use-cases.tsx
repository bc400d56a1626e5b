import type { IconComponent } from '#src/components/ui/icon.ts'
import { IconBadge, IconCard } from '#src/components/ui/icon-card.tsx'
import { GraduationCap, PencilLine, UsersRound } from '#src/components/ui/icons.ts'
import { Section } from '#src/components/ui/section.tsx'
import { SECTION_IDS } from '#src/config/section-ids.ts'
import { useWords } from '#src/content/use-words.tsx'
import type { USE_CASE_LOOKS } from '#src/content/words-rules.ts'

const LOOKS: Record<(typeof USE_CASE_LOOKS)[number], { icon: IconComponent; tone: string; glow: string }> = {
  homework: { icon: PencilLine, tone: 'bg-primary text-on-brand', glow: 'bg-primary' },
  exams: { icon: GraduationCap, tone: 'bg-accent text-on-accent', glow: 'bg-accent' },
  together: { icon: UsersRound, tone: 'bg-chart-3 text-on-chart', glow: 'bg-chart-3' },
}

/** Three moments of the school year where Faheem helps. */
export function UseCases() {
  const landingCopy = useWords('landing')
  const copy = landingCopy.useCases
  return (
    <Section id={SECTION_IDS.useCases} titleId="use-cases-title" tone="tint" heading={copy}>
      <ul className="grid gap-5 md:grid-cols-3">
        {copy.items.map((item) => {
          const { icon, tone, glow } = LOOKS[item.look]
          return (
            <IconCard
              key={item.title}
              bordered={false}
              className="relative overflow-hidden p-7"
              icon={
                <>
                  <span
                    aria-hidden="true"
                    className={`absolute -end-8 -top-8 size-28 rounded-full opacity-10 ${glow}`}
                  />
                  <IconBadge icon={icon} size="lg" className={`shadow-soft ${tone}`} />
                </>
              }
              title={item.title}
              titleClassName="mt-5 text-xl font-bold"
              body={item.body}
            />
          )
        })}
      </ul>
    </Section>
  )
}
