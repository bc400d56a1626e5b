import { Accordion, type AccordionItem } from '#src/components/ui/accordion.tsx'
import { Section } from '#src/components/ui/section.tsx'
import { SECTION_IDS } from '#src/config/section-ids.ts'
import { useWords } from '#src/content/use-words.tsx'

/** Section 6: the subscription questions (content/words/pricing.<lang>.json), one open at a time (`<details name="faq">`). */
export function PricingFaq() {
  const copy = useWords('pricing').faq
  const items: AccordionItem[] = copy.items.map((item, index) => ({
    id: String(index + 1),
    question: item.question,
    answer: <p>{item.answer}</p>,
  }))
  return (
    <Section id={SECTION_IDS.faq} titleId="faq-title" tone="tint" heading={copy}>
      <Accordion name="faq" items={items} className="mx-auto max-w-3xl" />
    </Section>
  )
}
