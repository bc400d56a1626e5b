import type { IconComponent } from '#src/components/ui/icon.ts'
import { IconCard } from '#src/components/ui/icon-card.tsx'
import { ChartLine, ClipboardCheck, NotebookPen, UserRoundPlus } from '#src/components/ui/icons.ts'
import { Section } from '#src/components/ui/section.tsx'
import { SECTION_IDS } from '#src/config/section-ids.ts'
import { useWords } from '#src/content/use-words.tsx'
import type { STEP_ICONS } from '#src/content/words-rules.ts'
import { fill, formatInteger } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'

const ICONS: Record<(typeof STEP_ICONS)[number], IconComponent> = {
  signUp: UserRoundPlus,
  assess: ClipboardCheck,
  learn: NotebookPen,
  track: ChartLine,
}

/** The steps (content/words/landing.<lang>.json), numbered in the page's digits. */
export function HowItWorks() {
  const { lang } = useLocale()
  const landingCopy = useWords('landing')
  const copy = landingCopy.howItWorks
  return (
    <Section id={SECTION_IDS.howItWorks} titleId="how-it-works-title" heading={copy}>
      <div className="relative">
        <div
          aria-hidden="true"
          className="absolute inset-x-[12.5%] top-7 hidden border-t-2 border-dashed border-brand-200 lg:block"
        />
        <ol className="relative grid gap-x-5 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
          {copy.steps.map((step, index) => {
            const Icon = ICONS[step.icon]
            return (
              <li key={step.title} className="relative flex flex-col items-center text-center">
                <span className="relative z-10 flex size-14 items-center justify-center rounded-full bg-primary text-2xl font-extrabold text-on-brand shadow-soft ring-8 ring-surface">
                  <span className="sr-only">
                    {fill(copy.stepLabel, { n: formatInteger(lang, index + 1) })}
                  </span>
                  <span aria-hidden="true">{formatInteger(lang, index + 1)}</span>
                </span>
                <IconCard
                  as="div"
                  className="mt-4 flex flex-1 flex-col items-center p-6"
                  icon={<Icon className="size-7 text-brand-600" />}
                  title={step.title}
                  titleClassName="mt-3 text-lg font-bold"
                  body={step.body}
                />
              </li>
            )
          })}
        </ol>
      </div>
    </Section>
  )
}
