import type { IconComponent } from '#src/components/ui/icon.ts'
import { IconBadge, IconCard } from '#src/components/ui/icon-card.tsx'
import { Backpack, Check, HeartHandshake, Presentation } from '#src/components/ui/icons.ts'
import { Section } from '#src/components/ui/section.tsx'
import { SECTION_IDS } from '#src/config/section-ids.ts'
import { useWords } from '#src/content/use-words.tsx'
import type { AUDIENCE_ICONS } from '#src/content/words-rules.ts'

const ICONS: Record<(typeof AUDIENCE_ICONS)[number], IconComponent> = {
  students: Backpack,
  teachers: Presentation,
  parents: HeartHandshake,
}

/** Students, teachers and parents: what each of them gets. */
export function Audiences() {
  const landingCopy = useWords('landing')
  const copy = landingCopy.audiences
  return (
    <Section id={SECTION_IDS.audiences} titleId="audiences-title" heading={copy}>
      <ul className="grid gap-5 lg:grid-cols-3">
        {copy.items.map((item, index) => {
          const featured = index === 0
          return (
            <IconCard
              key={item.title}
              tone={featured ? 'brand' : 'plain'}
              className="flex flex-col p-7"
              icon={
                <IconBadge
                  icon={ICONS[item.audience]}
                  className={featured ? 'bg-on-brand/15 text-on-brand' : 'bg-brand-50 text-brand-700'}
                />
              }
              title={item.title}
              titleClassName="mt-4 text-2xl font-extrabold"
              body={item.body}
            >
              <ul className="mt-5 space-y-3 border-t border-current/15 pt-5">
                {item.points.map((point) => (
                  <li key={point} className="flex items-start gap-2.5 font-semibold">
                    <span
                      className={`mt-1 flex size-5 shrink-0 items-center justify-center rounded-full ${
                        featured ? 'bg-accent text-on-accent' : 'bg-brand-100 text-brand-800'
                      }`}
                    >
                      <Check className="size-3.5" />
                    </span>
                    <span className={featured ? 'text-on-brand' : 'text-ink'}>{point}</span>
                  </li>
                ))}
              </ul>
            </IconCard>
          )
        })}
      </ul>
    </Section>
  )
}
