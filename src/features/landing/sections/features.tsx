import type { IconComponent } from '#src/components/ui/icon.ts'
import { IconBadge, IconCard } from '#src/components/ui/icon-card.tsx'
import { ChartLine, FileText, Mic, Route, Target, WifiOff } from '#src/components/ui/icons.ts'
import { Section } from '#src/components/ui/section.tsx'
import { pagePath } from '#src/config/routes.ts'
import { SECTION_IDS } from '#src/config/section-ids.ts'
import { useWords } from '#src/content/use-words.tsx'
import type { LANDING_FEATURES } from '#src/content/words-rules.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'

const ICONS: Record<(typeof LANDING_FEATURES)[number], IconComponent> = {
  studyPlan: Route,
  adaptiveQuizzes: Target,
  aiSummaries: FileText,
  voiceTutoring: Mic,
  progressTracking: ChartLine,
  offlineLearning: WifiOff,
}

/**
 * The app's features (content/words/landing.<lang>.json), each with an icon, its glossary name and
 * one sentence. The lead's `{link}` is the pricing page of the same language, named by `link`.
 */
export function Features() {
  const landingCopy = useWords('landing')
  const { lang } = useLocale()
  const copy = landingCopy.features
  const [before, after] = copy.lead.split('{link}')
  const lead = (
    <>
      {before}
      <a
        href={pagePath('pricing', lang)}
        className="rounded font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {/* One line for the link's words: no-break spaces, which cost fewer bytes than a class. */}
        {copy.link.replaceAll(' ', '\u00a0')}
      </a>
      {after}
    </>
  )
  return (
    <Section id={SECTION_IDS.features} titleId="features-title" heading={{ ...copy, lead }}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {copy.items.map((item) => {
          return (
            <IconCard
              key={item.feature}
              className="group p-6 transition-shadow duration-200 hover:shadow-lift"
              icon={
                <IconBadge
                  icon={ICONS[item.feature]}
                  className="bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-primary group-hover:text-on-brand"
                />
              }
              title={item.title}
              body={item.body}
            />
          )
        })}
      </ul>
    </Section>
  )
}
