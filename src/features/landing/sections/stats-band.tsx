import { Container } from '#src/components/ui/container.tsx'
import { GeometricPattern } from '#src/components/ui/geometric-pattern.tsx'
import { Star } from '#src/components/ui/icons.ts'
import { SECTION_IDS } from '#src/config/section-ids.ts'
import { useWords } from '#src/content/use-words.tsx'
import { formatInteger, formatNumber, plural } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { keepWithNext } from '#src/i18n/typeset.ts'
import { STATS } from '../data/stats.ts'

/**
 * Three big figures on the dark band, in the page's digits. The two lower bounds read as a
 * native writer puts them: "More than / 1M / students…", «أكثر من / مليون / طالب…», never "+١ مليون".
 */
export function StatsBand() {
  const { lang } = useLocale()
  const landingCopy = useWords('landing')
  const copy = landingCopy.stats
  const figures = [
    {
      key: 'students',
      lead: copy.moreThan,
      value: plural(lang, STATS.students / 1_000_000, copy.studentsFigure),
      label: copy.studentsLabel,
    },
    {
      key: 'rating',
      lead: null,
      value: formatNumber(lang, STATS.rating, { minimumFractionDigits: 1 }),
      label: copy.ratingLabel,
    },
    {
      key: 'institutions',
      lead: copy.moreThan,
      value: formatInteger(lang, STATS.institutions),
      label: copy.institutionsLabel,
    },
  ]
  return (
    <section
      id={SECTION_IDS.stats}
      aria-labelledby="stats-title"
      className="render-when-near relative isolate overflow-hidden bg-night py-16 text-on-ink sm:py-20"
    >
      <GeometricPattern id="stats-pattern" className="-z-10 stroke-on-ink/[0.06]" />
      <Container>
        <h2 id="stats-title" className="text-center text-2xl font-extrabold text-on-ink sm:text-3xl">
          {keepWithNext(copy.title)}
        </h2>
        <ul className="mt-10 grid gap-8 text-center sm:grid-cols-3 sm:gap-0 sm:divide-x sm:divide-on-ink/10">
          {figures.map((figure) => (
            <li key={figure.key} className="flex flex-col items-center sm:px-4">
              {figure.lead ? (
                <p className="mb-2 min-h-7 text-lg font-bold text-on-ink-muted">{figure.lead}</p>
              ) : (
                // Keeps the three figures on one line on wide screens.
                <span aria-hidden="true" className="mb-2 hidden min-h-7 sm:block" />
              )}
              <p className="flex items-center gap-2 text-5xl leading-none font-extrabold text-accent tabular-nums sm:text-6xl">
                {figure.key === 'rating' ? <Star className="size-9 text-accent sm:size-11" /> : null}
                <span>{figure.value}</span>
              </p>
              <p className="mt-3 max-w-64 text-lg text-on-ink-muted">{figure.label}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
