import { SUBJECTS } from '#src/content/pricing.ts'
import { useWords } from '#src/content/use-words.tsx'
import { formatInteger } from '#src/i18n/format.ts'
import { useLocale } from '#src/i18n/locale-context.tsx'
import { formatSubjects } from '../lib/breakdown.ts'
import { PARAM } from '../lib/calculator-params.ts'
import { rangeClass } from '../lib/range-fill.ts'

/**
 * A native range input (the keyboard, touch and RTL behaviour stay the browser's), drawn by the
 * `range-slider` rule of src/styles/range-slider.css: in CSS rather than in class strings, so that the
 * calculator island's code does not carry them; its fill is a class per value (lib/range-fill.ts).
 * The spoken count is marked `data-quote`: the calculator's answer before React writes it
 * (calculator-early.ts).
 */
export function SubjectSlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { lang } = useLocale()
  const pricingCopy = useWords('pricing')
  const spoken = formatSubjects(lang, value, pricingCopy.calculator)
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <label htmlFor="calculator-subjects" className="text-lg font-bold text-ink">
          {pricingCopy.calculator.subjectsLabel}
        </label>
        <span
          data-quote="subjects"
          className="rounded-full bg-tint px-4 py-1 text-lg font-extrabold text-brand-800"
        >
          {spoken}
        </span>
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
        className={rangeClass(value)}
      />
      <div aria-hidden="true" className="flex justify-between px-1 text-sm font-bold text-muted">
        <span>{formatInteger(lang, SUBJECTS.min)}</span>
        <span>{formatInteger(lang, SUBJECTS.max)}</span>
      </div>
    </div>
  )
}
