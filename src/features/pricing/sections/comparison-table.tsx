import { Section } from '#src/components/ui/section.tsx'
import { PLANS, type Plan } from '#src/content/pricing.ts'
import { useWords } from '#src/content/use-words.tsx'
import { formatMoney, plural } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { CheckMark, DashMark } from '../components/marks.tsx'
import { featureName } from '../feature-names.ts'
import { comparisonRows } from '../lib/comparison.ts'
import { PRICING_IDS } from '../pricing-ids.ts'

/** The feature column stays in view while the bundles scroll beside it (on the narrowest phones). */
const PINNED = 'sticky start-0 z-10'

/**
 * Section 5: the comparison table, drawn from the bundles (lib/comparison.ts): one column per
 * bundle, named as on its card; first each bundle's subjects, billing period and price, so the
 * table reads on its own, then one row per feature a card lists. A real table. On a phone it
 * fits the screen; narrower than 18 rem it scrolls inside its own box, the features pinned.
 */
export function ComparisonTable() {
  const { lang } = useLocale()
  const pricingCopy = useWords('pricing')
  const copy = pricingCopy.compare
  const facts = [
    {
      key: 'subjects',
      label: copy.subjects,
      value: (plan: Plan) =>
        plan.subjects === 'unlimited'
          ? copy.unlimited
          : plural(lang, plan.subjects, pricingCopy.calculator.subjects),
    },
    { key: 'period', label: copy.period, value: (plan: Plan) => pricingCopy.periods[plan.period].name },
    { key: 'price', label: copy.price, value: (plan: Plan) => formatMoney(lang, plan.price) },
  ]
  return (
    <Section id={PRICING_IDS.compare} titleId="compare-title" heading={copy}>
      {/* biome-ignore lint/a11y/useSemanticElements: a <section> needs a heading (tests/validity/) */}
      <div
        role="region"
        aria-labelledby="compare-caption"
        // A box that scrolls must take the focus, so a keyboard can scroll it (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region, named by the table's caption
        tabIndex={0}
        className="mx-auto max-w-5xl overflow-x-auto rounded-card border border-line/80 bg-card shadow-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <table className="w-full min-w-72 table-fixed border-collapse text-start">
          <caption id="compare-caption" className="sr-only">
            {copy.caption}
          </caption>
          <colgroup>
            <col className="w-[30%] sm:w-[32%]" />
            {PLANS.map((plan) => (
              <col key={plan.id} />
            ))}
          </colgroup>
          <thead>
            <tr className="bg-tint">
              <th
                scope="col"
                className={`${PINNED} bg-tint px-2 py-4 text-start text-xs font-bold text-muted sm:px-6 sm:text-base`}
              >
                {copy.feature}
              </th>
              {PLANS.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className="px-1 py-4 text-center align-bottom text-xs leading-snug font-extrabold text-balance text-ink last:pe-2 sm:px-3 sm:text-base"
                >
                  {pricingCopy.plans.items[plan.id].name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {facts.map((fact) => (
              <tr key={fact.key} className="bg-surface">
                <th
                  scope="row"
                  className={`${PINNED} bg-surface px-2 py-3 text-start text-sm font-bold text-muted sm:px-6 sm:text-base`}
                >
                  {fact.label}
                </th>
                {PLANS.map((plan) => (
                  <td
                    key={plan.id}
                    className="px-0.5 py-3 text-center text-xs leading-snug font-bold text-balance text-ink last:pe-2 sm:px-3 sm:text-base sm:font-extrabold"
                  >
                    {fact.value(plan)}
                  </td>
                ))}
              </tr>
            ))}
            {comparisonRows().map((row) => (
              <tr key={row.feature} className="group">
                <th
                  scope="row"
                  className={`${PINNED} bg-card px-2 py-4 text-start text-sm font-semibold text-ink group-hover:bg-surface sm:px-6 sm:text-base`}
                >
                  {featureName(lang, row.feature)}
                </th>
                {PLANS.map((plan) => (
                  <td
                    key={plan.id}
                    className="px-1 py-4 text-center group-hover:bg-surface last:pe-2 sm:px-3"
                  >
                    {row.included[plan.id] ? (
                      <span className="inline-grid size-8 place-items-center rounded-full bg-brand-50 text-brand-700">
                        <CheckMark />
                        <span className="sr-only">{copy.included}</span>
                      </span>
                    ) : (
                      <span className="inline-grid size-8 place-items-center text-muted">
                        <DashMark />
                        <span className="sr-only">{copy.notIncluded}</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}
