import { formatInteger } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { SUBJECTS } from '../data/pricing.ts'
import { formatSubjects } from '../lib/breakdown.ts'
import { PARAM } from '../lib/calculator-params.ts'
import { usePricingCopy } from '../use-pricing-copy.ts'

/**
 * A native range input (the keyboard, touch and RTL behaviour stay the browser's), drawn by the
 * `range-slider` rule of src/styles/global.css: in CSS rather than in class strings, so that the
 * calculator island's code does not carry them. How far the track is filled for each value 1..10
 * is a class (no inline style): the percentage of the thumb's travel, (value − 1) / 9.
 */
const FILL: Record<number, string> = {
  1: '[--range-fill:0%]',
  2: '[--range-fill:11.11%]',
  3: '[--range-fill:22.22%]',
  4: '[--range-fill:33.33%]',
  5: '[--range-fill:44.44%]',
  6: '[--range-fill:55.56%]',
  7: '[--range-fill:66.67%]',
  8: '[--range-fill:77.78%]',
  9: '[--range-fill:88.89%]',
  10: '[--range-fill:100%]',
}

export function SubjectSlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { lang } = useLocale()
  const pricingCopy = usePricingCopy()
  const spoken = formatSubjects(lang, value, pricingCopy.calculator)
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <label htmlFor="calculator-subjects" className="text-lg font-bold text-ink">
          {pricingCopy.calculator.subjectsLabel}
        </label>
        <span className="rounded-full bg-tint px-4 py-1 text-lg font-extrabold text-brand-800">{spoken}</span>
      </div>
      <input
        id="calculator-subjects"
        type="range"
        name={PARAM.subjects}
        min={SUBJECTS.min}
        max={SUBJECTS.max}
        step={SUBJECTS.step}
        value={value}
        aria-valuetext={spoken}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className={`range-slider ${FILL[value] ?? FILL[1]}`}
      />
      <div aria-hidden="true" className="flex justify-between px-1 text-sm font-bold text-muted">
        <span>{formatInteger(lang, SUBJECTS.min)}</span>
        <span>{formatInteger(lang, SUBJECTS.max)}</span>
      </div>
    </div>
  )
}
