import { Accordion, type AccordionItem } from '#src/components/ui/accordion.tsx'
import { Section } from '#src/components/ui/section.tsx'
import { SECTION_IDS } from '#src/config/section-ids.ts'
import { PER_SUBJECT_PRICE, refundWindow } from '#src/content/pricing.ts'
import { fill, formatMoney } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { usePricingCopy } from '../use-pricing-copy.ts'

/** How a price is worked out comes first: it names the two ways to pay. */
const ORDER = ['price', 'upgrade', 'downgrade', 'refund'] as const

/** Section 6: four subscription questions, one open at a time (`<details name="faq">`). */
export function PricingFaq() {
  const { lang } = useLocale()
  const pricingCopy = usePricingCopy()
  const copy = pricingCopy.faq
  const values = {
    days: refundWindow(lang, pricingCopy.days),
    // "EGP 100 per month" / «١٠٠ ج.م شهريًا»: the price and the glossary's per-period label.
    monthly: `${formatMoney(lang, PER_SUBJECT_PRICE.monthly)} ${pricingCopy.periods.monthly.per}`,
    term: `${formatMoney(lang, PER_SUBJECT_PRICE.term)} ${pricingCopy.periods.term.per}`,
    yearly: `${formatMoney(lang, PER_SUBJECT_PRICE.yearly)} ${pricingCopy.periods.yearly.per}`,
  }
  const items: AccordionItem[] = ORDER.map((id) => ({
    id,
    question: copy.items[id].question,
    answer: <p>{fill(copy.items[id].answer, values)}</p>,
  }))
  return (
    <Section id={SECTION_IDS.faq} titleId="faq-title" tone="tint" heading={copy}>
      <Accordion name="faq" items={items} className="mx-auto max-w-3xl" />
    </Section>
  )
}
