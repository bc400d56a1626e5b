import { PER_SUBJECT_PRICE, PERIODS, type Period } from '#src/content/pricing.ts'
import { useWords } from '#src/content/use-words.tsx'
import { fill, formatMoney } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { PARAM } from '../lib/calculator-params.ts'

/**
 * The billing period: native radio buttons in a fieldset (arrow keys move the choice), drawn as a
 * segmented control. Each radio covers its whole segment, so a tap anywhere on it chooses it.
 */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (value: Period) => void }) {
  const { lang } = useLocale()
  const pricingCopy = useWords('pricing')
  const copy = pricingCopy
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-bold text-ink">{copy.calculator.periodLegend}</legend>
      <div className="grid grid-cols-3 gap-1.5 rounded-2xl bg-tint p-1.5">
        {PERIODS.map((period) => (
          <label
            key={period}
            className="relative flex min-h-16 cursor-pointer flex-col items-center justify-center rounded-xl px-1 py-2 text-center text-ink transition-colors hover:bg-card has-checked:bg-primary has-checked:text-on-brand has-checked:shadow-soft has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
          >
            <input
              type="radio"
              name={PARAM.period}
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
            />
            <span className="text-base font-extrabold sm:text-lg">{copy.periods[period].name}</span>
            <span className="text-xs font-semibold opacity-85 sm:text-sm">
              {fill(copy.calculator.perSubject, { price: formatMoney(lang, PER_SUBJECT_PRICE[period]) })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
