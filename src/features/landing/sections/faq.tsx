import { Accordion } from '#src/components/ui/accordion.tsx'
import { Ltr } from '#src/components/ui/ltr.tsx'
import { Section } from '#src/components/ui/section.tsx'
import { SECTION_IDS } from '#src/config/section-ids.ts'
import { site } from '#src/config/site.ts'
import { useWords } from '#src/content/use-words.tsx'

/** The questions (content/words/landing.<lang>.json) in the platform accordion: one open at a time, works without JavaScript. */
export function Faq() {
  const landingCopy = useWords('landing')
  const copy = landingCopy.faq
  const [before, after] = copy.more.split('{email}')
  return (
    <Section id={SECTION_IDS.faq} titleId="faq-title" heading={copy}>
      <Accordion
        name="faq"
        className="mx-auto max-w-3xl"
        items={copy.items.map((item, index) => ({ id: String(index + 1), ...item }))}
      />
      <p className="mt-8 text-center text-muted">
        {before}
        <a
          href={`mailto:${site.support.email}`}
          className="rounded font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          <Ltr>{site.support.email}</Ltr>
        </a>
        {after}
      </p>
    </Section>
  )
}
