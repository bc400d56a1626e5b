import { Section } from '#src/components/ui/section.tsx'
import { CheckMark, DashMark } from '../components/marks.tsx'
import { COMPARISON, PERIODS } from '../data/pricing.ts'
import { PRICING_IDS } from '../pricing-ids.ts'
import { usePricingCopy } from '../use-pricing-copy.ts'

/** Section 5: the owner's comparison rows, one column per billing period. A real table. */
export function ComparisonTable() {
  const pricingCopy = usePricingCopy()
  const copy = pricingCopy.compare
  return (
    <Section id={PRICING_IDS.compare} titleId="compare-title" heading={copy}>
      <div className="mx-auto max-w-4xl overflow-hidden rounded-card border border-line/80 bg-card shadow-soft">
        <table className="w-full table-fixed border-collapse text-start">
          <caption className="sr-only">{copy.caption}</caption>
          <colgroup>
            <col className="w-[40%] sm:w-1/2" />
            <col />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr className="bg-tint">
              <th
                scope="col"
                className="px-3 py-4 text-start text-sm font-bold text-muted sm:px-6 sm:text-base"
              >
                {copy.feature}
              </th>
              {PERIODS.map((period) => (
                <th
                  key={period}
                  scope="col"
                  className="px-1 py-4 text-center text-sm font-extrabold text-ink last:pe-2 sm:px-3 sm:text-lg"
                >
                  {pricingCopy.periods[period].name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {COMPARISON.map((row) => (
              <tr key={row.feature} className="hover:bg-surface">
                <th
                  scope="row"
                  className="px-3 py-4 text-start text-sm font-semibold text-ink sm:px-6 sm:text-base"
                >
                  {pricingCopy.features[row.feature]}
                </th>
                {PERIODS.map((period) => (
                  <td key={period} className="px-1 py-4 text-center last:pe-2 sm:px-3">
                    {row[period] ? (
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
