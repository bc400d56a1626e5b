import { Accordion, type AccordionItem } from '#src/components/ui/accordion.tsx'
import { Section } from '#src/components/ui/section.tsx'
import { SECTION_IDS } from '#src/config/section-ids.ts'
import { PER_SUBJECT_PRICE, refundWindow } from '#src/content/pricing.ts'
import { useWords } from '#src/content/use-words.tsx'
import { fill, formatMoney } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'

/** Section 6: the subscription questions (content/words/pricing.<lang>.json), one open at a time (`<details name="faq">`). */
export function PricingFaq() {
  const { lang } = useLocale()
  const pricingCopy = useWords('pricing')
  const copy = pricingCopy.faq
  const values = {
    days: refundWindow(lang, pricingCopy.days),
    // "EGP 100 per month" / «١٠٠ ج.م شهريًا»: the price and the glossary's per-period label.
    monthly: `${formatMoney(lang, PER_SUBJECT_PRICE.monthly)} ${pricingCopy.periods.monthly.per}`,
    term: `${formatMoney(lang, PER_SUBJECT_PRICE.term)} ${pricingCopy.periods.term.per}`,
    yearly: `${formatMoney(lang, PER_SUBJECT_PRICE.yearly)} ${pricingCopy.periods.yearly.per}`,
  }
  const items: AccordionItem[] = copy.items.map((item, index) => ({
    id: String(index + 1),
    question: item.question,
    answer: <p>{fill(item.answer, values)}</p>,
  }))
  return (
    <Section id={SECTION_IDS.faq} titleId="faq-title" tone="tint" heading={copy}>
      <Accordion name="faq" items={items} className="mx-auto max-w-3xl" />
    </Section>
  )
}
